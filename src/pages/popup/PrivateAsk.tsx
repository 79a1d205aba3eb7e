/**
 * The popup's question before a local or private address is sent to the service: the
 * address, why nothing was shortened, and the button that shortens it after all. Only here, where
 * the user sees the address, may such a link be made.
 */
import { t } from '../../platform/text/i18n';

export function PrivateAsk({ host, url, onConfirm }: { host: string; url: string; onConfirm: () => void }) {
  return (
    <div class="card ask" role="alert">
      <p>{t('errorPrivateAddress', host)}</p>
      <p class="prepared-url" dir="ltr">
        {url}
      </p>
      <button type="button" class="primary" onClick={onConfirm}>
        {t('shortenAnyway')}
      </button>
    </div>
  );
}
