/**
 * The grid rows' labels, asked of i18n once per page rather than a dozen times per row (each
 * message is a call into the browser's i18n API, twice with the direction check): a label that
 * names its link is the message with a placeholder, filled in per row. The page's language never
 * changes while it is open.
 */
import { t, type MessageName } from '../../platform/text/i18n';

/** Never in a short link or a date: where the row's own text goes. */
const SLOT = '\uE000';

const template = (name: MessageName) => {
  const parts = t(name, SLOT).split(SLOT);
  return (value: string) => parts.join(value);
};

function make() {
  return {
    select: template('selectLink'),
    copyNamed: template('copyNamed'),
    openNamed: template('openNamed'),
    editNamed: template('editNamed'),
    qrNamed: template('qrNamed'),
    deleteNamed: template('deleteNamed'),
    moreNamed: template('moreActionsNamed'),
    createdOn: template('createdOn'),
    updatedOn: template('updatedOn'),
    copy: t('copy'),
    edit: t('edit'),
    qr: t('qrCode'),
    share: t('share'),
    delete: t('delete'),
    pin: t('pin'),
    unpin: t('unpin'),
    pinHint: t('pinHint'),
    pointAtTab: t('pointAtTab'),
  };
}

let labels: ReturnType<typeof make> | null = null;

export const rowLabels = () => (labels ??= make());
