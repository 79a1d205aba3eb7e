/** One of the user's links: title, short link (click copies), destination host, age; Copy, and edit, QR and delete in its "⋯" menu. */
import type { Link, LinkGroup } from '../../shared/types';
import { hostOf, safeHref } from '../components/safe-href';
import { relativeTime, t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { memo } from '../components/memo';
import { CopyMenu, type CopyLink } from './CopyMenu';
import { DeleteDialog, LinkEditor, QrPanel, RowMenuList } from './link-parts';
import { RowMenu } from '../components/RowMenu';
import { usePanel } from '../components/use-panel';
import { useState } from 'preact/hooks';

interface Props {
  link: Link;
  /** The account the link was listed for: an edit or a delete names it (refused once another is current). */
  account?: string;
  groups: LinkGroup[];
  onCopy: CopyLink;
  onSaved: (link: Link) => void;
  onGone: (id: string) => void;
  /** Said after a delete (the popup's announcer). */
  onDeleted?: (message: string) => void;
}

/** The row's content; LinkList wraps it in the <li> that a search shows or hides. */
export const LinkItem = memo(function LinkItem({ link, account, groups, onCopy, onSaved, onGone, onDeleted }: Props) {
  const { open, openers, toggle, close } = usePanel();
  const [deleting, setDeleting] = useState(false);
  const destination = safeHref(link.destination);
  return (
    <>
      <div class="link-main">
        {/* Its own direction inside, the page's reading side outside: an English title in Arabic is cut at its end. */}
        <span class="link-title" title={link.title || undefined}>
          <span class="clip" dir="auto">
            {link.title || hostOf(link.destination)}
          </span>
        </span>
        <button type="button" class="short-link" onClick={() => onCopy(link)} title={t('copy')}>
          <span dir="ltr">{link.shortLink.replace(/^https?:\/\//, '')}</span>
        </button>
        <span class="link-meta">
          {destination ? (
            <a href={destination} target="_blank" rel="noopener noreferrer" dir="ltr" title={link.destination}>
              {hostOf(destination)}
            </a>
          ) : (
            <span class="unsafe" dir="ltr">
              {link.destination.slice(0, 80)}
            </span>
          )}
          {link.createdAt !== null && (
            <time dateTime={new Date(link.createdAt).toISOString()}> · {relativeTime(link.createdAt)}</time>
          )}
          {link.group && (
            <span class="group">
              {' · '}
              <bdi class="clip group-name">{link.group.name}</bdi>
            </span>
          )}
        </span>
      </div>
      <div class="link-actions">
        <button
          type="button"
          class={`icon ghost ${icon('copy')}`}
          onClick={() => onCopy(link)}
          aria-label={t('copyNamed', link.shortLink)}
          title={t('copy')}
        ></button>
        <CopyMenu
          class="icon ghost narrow"
          label={t('copyAsNamed', link.shortLink)}
          onPick={(format) => onCopy(link, format)}
        />
        <RowMenu
          label={t('moreActionsNamed', link.shortLink)}
          List={RowMenuList}
          buttonRef={(el) => void (openers.edit.current = openers.qr.current = el)}
          items={[
            { id: 'edit', label: t('edit'), icon: 'edit', onSelect: () => toggle('edit') },
            { id: 'qr', label: t('qrCode'), icon: 'qr', onSelect: () => toggle('qr') },
            { id: 'delete', label: t('delete'), icon: 'delete', danger: true, onSelect: () => setDeleting(true) },
          ]}
        />
      </div>
      {deleting && (
        <DeleteDialog
          links={[link]}
          account={account}
          onRemoved={(ids) => ids.forEach(onGone)}
          onClose={(message) => (setDeleting(false), message && onDeleted?.(message))}
        />
      )}
      {open === 'edit' && (
        <LinkEditor
          link={link}
          account={account}
          groups={groups}
          onClose={close}
          onGone={onGone}
          onSaved={(l) => (close(), onSaved(l))}
        />
      )}
      {open === 'qr' && <QrPanel shortLink={link.shortLink} backHalf={link.backHalf} onClose={close} />}
    </>
  );
});
