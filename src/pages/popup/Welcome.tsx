/**
 * The popup before an API key: the whole popup is this card. The product's mark, one line, the
 * way in (*Connect account*: the options page in a tab, its key field focused) and where a key
 * comes from. Nothing that needs a key (the manager, the form) is offered yet.
 */
import { t } from '../../platform/text/i18n';
import { openKeyField } from '../../platform/open-options';

/** Where a PrettyURL user makes an API key. */
export const API_KEYS_URL = 'https://prettyurl.net/dashboard/account/api-keys';

/** `onOpened`: after the options opened (the toolbar popup closes itself). */
export function Welcome({ onOpened }: { onOpened?: () => void }) {
  return (
    <section class="welcome" aria-labelledby="welcome-title">
      <img class="welcome-mark" src="/icon/128.png" alt="" width={64} height={64} />
      <p class="welcome-name">{t('extName')}</p>
      <h1 id="welcome-title">{t('welcomeLine')}</h1>
      <button type="button" class="primary welcome-connect" onClick={() => void openKeyField().then(onOpened)}>
        {t('connectAccount')}
      </button>
      <a class="welcome-get-key" href={API_KEYS_URL} target="_blank" rel="noopener noreferrer">
        {t('getApiKey')}
        <span class="ext-arrow" aria-hidden="true">
          ↗
        </span>
      </a>
    </section>
  );
}
