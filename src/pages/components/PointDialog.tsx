/**
 * *Redirect a link here* (the popup's entry under the page's card, the page's menu and the manager's rows): pick one of
 * the account's links, see its old and new destination, confirm; one edit follows, with *Undo* for
 * POINT_UNDO_MS. The same dialog on every surface; its states live in ./use-point.ts.
 */
import type { Link } from '../../shared/types';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { adoptStyles } from './adopt-styles';
import { PointList } from './PointList';
import { shortText as withoutScheme } from './LinkFace';
import { Ltr } from './Ltr';
import { Modal } from './Modal';
import { destinationText, untitledTitle } from './readable-url';
import { hostOf } from './safe-href';
import { siteMark } from './SiteMark';
import { usePoint } from './use-point';
import pointCss from './point.css?inline';

if (typeof CSSStyleSheet === 'function') adoptStyles(pointCss);

interface Props {
  /** The new destination: the page's address. */
  target: string;
  /** Already picked (the manager's row menu): the dialog opens on its confirmation. */
  link?: Link;
  onClose: () => void;
  /** The link as the service keeps it after the point and after Undo: the page behind shows it (the popup's list refreshes). */
  onPointed?: (link: Link) => void;
}

const shortText = (link: Link) => withoutScheme(link.shortLink);
/** An address as the change shows it, as every list does: "example.com/docs?ref=x", an insecure one with its "http://". */
const addressText = destinationText;

export function PointDialog({ target, link, onClose, onPointed }: Props) {
  const { choices, error, step, pick, confirm, undo } = usePoint(target, link, onPointed);
  const busy = step.step !== 'pick' && step.sending === true;
  const close = () => !busy && onClose();
  return (
    <Modal title={t('pointTitle')} onClose={close} class="point-dialog">
      {step.step === 'pick' && (
        <>
          <p class="point-target">
            <span class="point-label">{t('pointNewDestination')}</span>
            <Address url={target} />
          </p>
          {error && <p class="error">{failureText(error).text}</p>}
          {!choices && !error && (
            <p class="hint" aria-busy="true">
              {t('loading')}
            </p>
          )}
          {choices && <PointList choices={choices} onPick={pick} onClose={onClose} />}
          <div class="row">
            <button type="button" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        </>
      )}
      {step.step === 'confirm' && (
        <div class="point-confirm" data-step="confirm">
          <Which link={step.link} />
          <p class="point-effect">{t('pointEffect', shortText(step.link))}</p>
          <Change from={step.link.destination} to={target} />
          {step.error && (
            <p class="error" role="alert">
              {failureText(step.error).text}
            </p>
          )}
          <div class="row">
            <button
              type="button"
              class="primary"
              onClick={() => void confirm()}
              disabled={step.sending || !choices}
              autoFocus
            >
              {t('pointConfirm')}
            </button>
            {step.error?.kind === 'private-address' && (
              <button type="button" onClick={() => void confirm(true)} disabled={step.sending}>
                {t('pointAnyway')}
              </button>
            )}
            {!link && (
              <button type="button" onClick={() => pick(null)} disabled={step.sending}>
                {t('pointBack')}
              </button>
            )}
          </div>
        </div>
      )}
      {step.step === 'done' && (
        <div class="point-done" data-step={step.undone ? 'undone' : 'done'}>
          <p role="status" class="point-status">
            {!step.undone && <Check />}
            <span>{t(step.undone ? 'pointUndone' : 'pointDone', shortText(step.before))}</span>
          </p>
          <Change from={step.undone ? target : step.before.destination} to={step.after.destination} done />
          {step.error && (
            <p class="error" role="alert">
              {failureText(step.error).text}
            </p>
          )}
          <div class="row">
            {step.undoable && (
              <button type="button" class="point-undo" onClick={() => void undo()} disabled={step.sending}>
                {t('pointUndo')}
              </button>
            )}
            <button type="button" onClick={onClose} disabled={step.sending} autoFocus>
              {t('close')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * The link being changed, as lists draw it (LinkFace): its site's mark, the title (13/500; its site
 * and path when untitled) and the short link (13/600, the accent). No pin here: the row menu's
 * *Pin for redirects* is the one place to pin.
 */
function Which({ link }: { link: Link }) {
  return (
    <div class="point-which">
      {siteMark(hostOf(link.destination))}
      {/* The title in its own direction inside (dir=auto), on the page's reading side outside. */}
      <span class="point-which-line">
        <span class="point-which-title" dir="auto">
          {link.title || untitledTitle(link.destination)}
        </span>
      </span>
      <Ltr class="point-which-short point-url">{shortText(link)}</Ltr>
    </div>
  );
}

/** Done's mark before its sentence (not Undone's: a reversal is no success), green, drawn like the arrow. */
function Check() {
  return (
    <svg class="point-check" viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * An address on a line of its own, as both sides of a change show it: its site and path (the query
 * too), decoded, without its scheme; left to right in any page, cut with an ellipsis; the whole of it in its tooltip.
 */
function Address({ url }: { url: string }) {
  return (
    <Ltr class="point-address point-url" title={url}>
      {addressText(url)}
    </Ltr>
  );
}

/**
 * The link's destination before and after (`done`: what it was and goes to now), each label (12,
 * muted) above its address: both addresses alike (13, the text colour), neither the louder.
 */
function Change({ from, to, done }: { from: string; to: string; done?: boolean }) {
  return (
    <dl class="point-change">
      <dt>{done ? t('pointWas') : t('pointFrom')}</dt>
      <dd class={done ? 'point-was' : 'point-old'}>
        <Address url={from} />
      </dd>
      <dt>{done ? t('pointNow') : t('pointTo')}</dt>
      <dd class={done ? 'point-now' : 'point-new'}>
        <Address url={to} />
      </dd>
    </dl>
  );
}
