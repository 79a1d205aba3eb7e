/**
 * The one confirmation for deleting links, in the popup and the manager: it names what goes (the
 * link's title and short link, or "N links"), says it cannot be undone and that the short links stop
 * working, then deletes through the background and reports link by link what the service did not
 * delete, and what was already gone.
 */
import { useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { DeleteOutcome, Failure } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { accountToName } from './account-to-name';
import { Modal } from './Modal';
import { shortText } from './LinkFace';

interface Props {
  links: readonly Link[];
  /** The account the links were shown for (its link store's fingerprint): the background refuses the delete once another is current. */
  account?: string;
  /** The links the service deleted or no longer had: to drop from the page's list. */
  onRemoved: (ids: string[], outcome: DeleteOutcome) => void;
  /** Closed: after a full success, on Cancel, or after the report was read. */
  onClose: (announcement?: string) => void;
}

const nameOf = (link: Link) =>
  link.title ? `${link.title} (${shortText(link.shortLink)})` : shortText(link.shortLink);

export function DeleteDialog({ links, account, onRemoved, onClose }: Props) {
  const [phase, setPhase] = useState<'confirm' | 'deleting' | 'report'>('confirm');
  const [outcome, setOutcome] = useState<DeleteOutcome | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const one = links.length === 1 ? links[0]! : null;
  const question = one ? t('confirmDeleteOne', nameOf(one)) : plural('confirmDeleteLinks', links.length);
  const byId = new Map(links.map((l) => [l.id, l]));
  const named = (id: string) => {
    const link = byId.get(id);
    return link ? nameOf(link) : id;
  };

  async function confirm() {
    setPhase('deleting');
    const forAccount = await accountToName(account);
    const reply = forAccount.ok
      ? await send({ type: 'deleteLinks', ids: links.map((l) => l.id), account: forAccount.value })
      : forAccount;
    if (!reply.ok) {
      setError(reply.error);
      return setPhase('report');
    }
    const out = reply.value;
    const removed = [...out.deleted, ...out.gone];
    if (removed.length) onRemoved(removed, out);
    const done =
      out.deleted.length === 1 ? t('deletedOne', named(out.deleted[0]!)) : plural('deletedLinks', out.deleted.length);
    if (!out.failed.length && !out.gone.length) return onClose(done);
    setOutcome(out);
    setPhase('report');
  }

  return (
    <Modal
      title={phase === 'report' ? t('delete') : question}
      role="alertdialog"
      class="delete-dialog"
      onClose={() => phase !== 'deleting' && onClose()}
    >
      {phase !== 'report' && (
        <div data-phase={phase}>
          {!one && (
            <ul class="delete-names">
              {links.slice(0, 5).map((l) => (
                <li key={l.id}>
                  <bdi dir="ltr">{nameOf(l)}</bdi>
                </li>
              ))}
              {links.length > 5 && <li>…</li>}
            </ul>
          )}
          <p>{t(one ? 'confirmDeleteWarningOne' : 'confirmDeleteWarning')}</p>
          <div class="row">
            <button type="button" class="danger" onClick={confirm} disabled={phase === 'deleting'} autoFocus>
              {phase === 'deleting'
                ? t('deleting')
                : one
                  ? t('confirmDeleteYes')
                  : plural('confirmDeleteCount', links.length)}
            </button>
            <button type="button" onClick={() => onClose()} disabled={phase === 'deleting'}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {phase === 'report' && (
        <div class="delete-report" data-phase="report" role="alert">
          {error && <p class="error">{failureText(error).text}</p>}
          {outcome && outcome.deleted.length > 0 && (
            <p class="ok">
              {outcome.deleted.length === 1
                ? t('deletedOne', named(outcome.deleted[0]!))
                : plural('deletedLinks', outcome.deleted.length)}
            </p>
          )}
          {outcome && outcome.gone.length > 0 && (
            <p class="delete-gone">{t('deleteGone', outcome.gone.map(named).join(', '))}</p>
          )}
          {outcome && outcome.failed.length > 0 && (
            <>
              <p class="error">{plural('notDeletedLinks', outcome.failed.length)}</p>
              <ul class="delete-failed">
                {outcome.failed.map((f) => (
                  <li key={f.id} data-id={f.id}>
                    {t('deleteFailedItem', named(f.id), failureText(f.error).text)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <div class="row">
            <button type="button" onClick={() => onClose()} autoFocus>
              {t('close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
