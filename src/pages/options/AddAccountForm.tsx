/** Adding an account: a name, its service, its key and a default domain. The service's permission is asked for in the click. */
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { checkDomain, inputProblemMessage, type InputProblem } from '../../shared/links/input';
import { DEFAULT_SERVICE_URL } from '../../shared/manifest';
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { checkServiceUrl, originPattern } from '../../shared/settings/service-url';
import { t } from '../../platform/text/i18n';
import { useFocusFirstInvalid } from '../components/use-focus-invalid';
import { SERVICE_DEFAULT_DOMAIN } from '../../shared/links/service-domain';

/** How the accounts section shows a result (its notice line). */
export type Notify = (tone: 'ok' | 'error', text: string) => void;

interface Props {
  granted: string[];
  onGranted: (pattern: string) => void;
  onAdded: (status: Status) => void;
  notify: Notify;
  report: (failure: Failure) => void;
}

export function AddAccountForm({ granted, onGranted, onAdded, notify, report }: Props) {
  const [name, setName] = useState('');
  const [serviceUrl, setServiceUrl] = useState(DEFAULT_SERVICE_URL);
  const [apiKey, setApiKey] = useState('');
  const [defaultDomain, setDefaultDomain] = useState('');
  const [domainProblem, setDomainProblem] = useState<InputProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  /** Runs in the click itself: Firefox refuses a permission request made after anything is awaited. */
  function add(e: Event) {
    e.preventDefault();
    const checked = checkServiceUrl(serviceUrl);
    const problem = checkDomain(defaultDomain);
    setDomainProblem(problem);
    if (!checked.ok) return report({ kind: 'invalid-service-url', reason: checked.reason });
    if (problem) return focusFirstInvalid();
    if (!apiKey.trim()) return report({ kind: 'account', reason: 'key' });
    const pattern = originPattern(checked.origin);
    const allowed =
      checked.origin === DEFAULT_SERVICE_URL || granted.includes(pattern)
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setBusy(true);
    void allowed.then(async (ok) => {
      if (!ok) {
        setBusy(false);
        return notify('error', t('permissionRefused', checked.origin));
      }
      onGranted(pattern);
      const reply = await send({
        type: 'addAccount',
        name: name.trim(),
        serviceUrl: checked.origin,
        defaultDomain: defaultDomain.trim(),
        apiKey: apiKey.trim(),
      });
      setBusy(false);
      if (!reply.ok) return report(reply.error);
      setName('');
      setApiKey('');
      setDefaultDomain('');
      onAdded(reply.value);
    });
  }

  const input = (setter: (v: string) => void) => (e: Event) => setter((e.target as HTMLInputElement).value);
  return (
    <form ref={form} class="card add-account" onSubmit={add} aria-labelledby="add-account-heading" noValidate>
      <h3 id="add-account-heading">{t('accountAddHeading')}</h3>
      <label class="field">
        <span>{t('fieldAccountName')}</span>
        <input
          name="newAccountName"
          dir="auto"
          value={name}
          maxLength={80}
          placeholder={t('accountNamePlaceholder')}
          onInput={input(setName)}
        />
      </label>
      <label class="field">
        <span>{t('fieldServiceUrl')}</span>
        <input name="newAccountService" type="url" dir="ltr" value={serviceUrl} onInput={input(setServiceUrl)} />
      </label>
      <label class="field">
        <span>{t('fieldApiKey')}</span>
        <input
          name="newAccountKey"
          type="password"
          dir="ltr"
          autocomplete="off"
          spellcheck={false}
          value={apiKey}
          placeholder={t('keyPlaceholder')}
          onInput={input(setApiKey)}
        />
      </label>
      {/* The message outside the label: the name is the label alone, the message its description. */}
      <div class="field">
        <label for="new-account-domain">{t('fieldDefaultDomain')}</label>
        <input
          id="new-account-domain"
          name="newAccountDomain"
          dir="ltr"
          translate={false}
          value={defaultDomain}
          placeholder={SERVICE_DEFAULT_DOMAIN}
          onInput={input(setDefaultDomain)}
          aria-invalid={domainProblem ? 'true' : undefined}
          aria-describedby={domainProblem ? 'new-account-domain-error' : undefined}
        />
        {domainProblem && (
          <span class="field-error" id="new-account-domain-error">
            {t(inputProblemMessage[domainProblem])}
          </span>
        )}
      </div>
      <button type="submit" class="primary" disabled={busy}>
        {t('accountAdd')}
      </button>
    </form>
  );
}
