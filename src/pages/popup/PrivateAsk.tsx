/**
 * The popup's question before a local or private address is sent to the service: a warning with
 * the address and why nothing was shortened. Not shortening is the main answer; only here, where
 * the user sees the address, may such a link be made after all.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../platform/text/i18n';

interface Props {
  host: string;
  url: string;
  onConfirm: () => void;
  /** "Don't shorten": nothing is sent. */
  onDecline: () => void;
}

export function PrivateAsk({ host, url, onConfirm, onDecline }: Props) {
  const decline = useRef<HTMLButtonElement>(null);
  // The safe answer takes the focus, unless the user is already elsewhere (typing, tabbing).
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) decline.current?.focus();
  }, []);
  return (
    <div class="card ask warning" role="alert">
      {/* The address under the words it belongs to, both beside the icon. */}
      <div class="warning-line">
        <span class="warning-icon" aria-hidden="true">
          !
        </span>
        <div class="warning-body">
          <p>{t('errorPrivateAddress', host)}</p>
          <p class="prepared-url one-line" dir="auto" title={url}>
            {url}
          </p>
        </div>
      </div>
      <div class="row">
        <button ref={decline} type="button" class="primary opening-focus" onClick={onDecline}>
          {t('dontShorten')}
        </button>
        <button type="button" onClick={onConfirm}>
          {t('shortenAnyway')}
        </button>
      </div>
    </div>
  );
}
