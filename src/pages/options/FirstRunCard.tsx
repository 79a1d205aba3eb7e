/**
 * The options page before any key: one card, one key field, "Verify and save". The key is checked
 * with the service before it is kept; another service's address is behind a disclosure. The
 * accounts and the rest of the service's settings appear once a key is saved.
 */
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DEFAULT_SERVICE_URL } from '../../shared/manifest';
import type { Status } from '../../shared/messages/contract';
import { checkServiceUrl, originPattern } from '../../shared/settings/service-url';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { failureHere } from './failure-here';
import { plural, t } from '../../platform/text/i18n';

/** Where PrettyURL users make keys (service facts). */
export const KEYS_PAGE = 'https://prettyurl.net/dashboard/account/api-keys';

interface Props {
  status: Status;
  /** Origins granted to the extension, known before any click. */
  granted: string[];
  onSaved: (status: Status, notice: string) => void;
}

export function FirstRunCard({ status, granted, onSaved }: Props) {
  const [apiKey, setApiKey] = useState('');
  const [serviceUrl, setServiceUrl] = useState(status.settings.serviceUrl);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (text: string) => (setBusy(false), setNotice({ tone: 'error', text }));

  /** Runs in the click itself: Firefox refuses a permission request made after anything is awaited. */
  function submit(e: Event) {
    e.preventDefault();
    const checked = checkServiceUrl(serviceUrl);
    if (!checked.ok) return fail(failureText({ kind: 'invalid-service-url', reason: checked.reason }).text);
    if (!apiKey.trim()) return fail(failureText({ kind: 'account', reason: 'key' }).text);
    const pattern = originPattern(checked.origin);
    const allowed =
      checked.origin === DEFAULT_SERVICE_URL || granted.includes(pattern)
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setBusy(true);
    setNotice({ tone: 'ok', text: t('verifying') });
    void allowed.then(async (ok) => {
      if (!ok) return fail(t('permissionRefused', checked.origin));
      const key = apiKey.trim();
      const verified = await send({ type: 'verify', serviceUrl: checked.origin, apiKey: key });
      if (!verified.ok) return fail(failureHere(verified.error));
      const fields = { serviceUrl: checked.origin, defaultDomain: status.settings.defaultDomain };
      const reply = status.currentAccountId
        ? await send({ type: 'updateAccount', id: status.currentAccountId, changes: { ...fields, apiKey: key } })
        : await send({ type: 'addAccount', name: '', ...fields, apiKey: key });
      if (!reply.ok) return fail(failureHere(reply.error));
      setBusy(false);
      onSaved(reply.value, plural('verifyOkLinks', verified.value.total));
    });
  }

  return (
    <section class="card first-run" aria-labelledby="first-run-heading">
      <h2 id="first-run-heading">{t('keyPlaceholder')}</h2>
      <p class="hint">
        {t('welcome')}{' '}
        <a href={KEYS_PAGE} target="_blank" rel="noopener noreferrer">
          {t('getKey')}
        </a>
      </p>
      <form onSubmit={submit} noValidate>
        <label class="field">
          <span>{t('fieldApiKey')}</span>
          <input
            name="apiKey"
            type="password"
            dir="ltr"
            autocomplete="off"
            spellcheck={false}
            value={apiKey}
            onInput={(e) => setApiKey((e.target as HTMLInputElement).value)}
          />
        </label>
        <details class="first-run-service">
          <summary>{t('fieldServiceUrl')}</summary>
          <label class="field">
            <span>{t('fieldServiceUrl')}</span>
            <input
              name="serviceUrl"
              type="url"
              dir="ltr"
              value={serviceUrl}
              onInput={(e) => setServiceUrl((e.target as HTMLInputElement).value)}
            />
          </label>
        </details>
        <button type="submit" class="primary" disabled={busy}>
          {t('verifyAndSave')}
        </button>
        <p role="status" aria-live="polite" class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}>
          {notice?.text}
        </p>
      </form>
    </section>
  );
}
