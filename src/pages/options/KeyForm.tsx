/**
 * The API key's one way in on the options page: a key pasted (and, behind a disclosure, the service
 * it is for), checked with the service, then kept: "Verify and save". The first-run card shows it
 * as numbered steps; the current account's Replace shows it in place. A refused key marks its field,
 * its message under it; a failure of no field is said under the button.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DEFAULT_SERVICE_URL } from '../../shared/manifest';
import type { Failure, Status } from '../../shared/messages/contract';
import { checkServiceUrl, originPattern } from '../../shared/settings/service-url';
import { send } from '../../platform/messages/send';
import { plural, t } from '../../platform/text/i18n';
import { useFocusFirstInvalid } from '../components/use-focus-invalid';
import { FieldProblem, problemOf, type Problem } from './key-problem';
import { isLocked } from './locked';

interface Props {
  status: Status;
  /** Origins granted to the extension, known before any click. */
  granted: string[];
  /** The first run: the parts as numbered steps, this one first. */
  firstStep?: ComponentChildren;
  /** Counts the asks for the key field's focus (the page opened at #api-key, Replace): each one moves it there. */
  focus?: number;
  onSaved: (status: Status, text: string) => void;
  onCancel?: () => void;
}

export function KeyForm({ status, granted, firstStep, focus = 0, onSaved, onCancel }: Props) {
  const [apiKey, setApiKey] = useState('');
  const [serviceUrl, setServiceUrl] = useState(status.settings.serviceUrl);
  // Closed until asked for (or a problem is on it): another service saved is one line that says so.
  const [otherService, setOtherService] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const keyInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => void (focus && keyInput.current?.focus()), [focus]);
  const lockedService = isLocked(status, 'serviceUrl');

  const fail = (failure: Failure | Problem) => {
    const found = 'kind' in failure ? problemOf(failure) : failure;
    setBusy(false);
    setProblem(found);
    if (found.field === 'serviceUrl') setOtherService(true);
    focusFirstInvalid();
  };

  /** Runs in the click itself: Firefox refuses a permission request made after anything is awaited. */
  function submit(e: Event) {
    e.preventDefault();
    const checked = checkServiceUrl(serviceUrl);
    if (!checked.ok) return fail({ kind: 'invalid-service-url', reason: checked.reason });
    const key = apiKey.trim();
    // A saved key only goes to its own service: another service typed asks for its key.
    const elsewhere = status.hasKey && checked.origin !== status.settings.serviceUrl;
    if (!key) return fail({ kind: 'account', reason: elsewhere ? 'service-key' : 'key' });
    const pattern = originPattern(checked.origin);
    const allowed =
      checked.origin === DEFAULT_SERVICE_URL || granted.includes(pattern) || lockedService
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setBusy(true);
    setProblem(null);
    void allowed.then(async (ok) => {
      if (!ok) return fail({ field: 'serviceUrl', text: t('permissionRefused', checked.origin) });
      const verified = await send({ type: 'verify', serviceUrl: checked.origin, apiKey: key });
      if (!verified.ok) return fail(verified.error);
      const fields = { serviceUrl: checked.origin, defaultDomain: status.settings.defaultDomain };
      const reply = status.currentAccountId
        ? await send({ type: 'updateAccount', id: status.currentAccountId, changes: { ...fields, apiKey: key } })
        : await send({ type: 'addAccount', name: '', ...fields, apiKey: key });
      if (!reply.ok) return fail(reply.error);
      setBusy(false);
      setApiKey('');
      onSaved(reply.value, plural('verifyOkLinks', verified.value.total));
    });
  }

  const keyProblem = problem?.field === 'apiKey' ? problem : null;
  const serviceProblem = problem?.field === 'serviceUrl' ? problem : null;
  const keyField = (
    <div class="field">
      <label for="api-key">{firstStep ? t('firstRunPasteKey') : t('fieldApiKey')}</label>
      <input
        id="api-key"
        ref={keyInput}
        name="apiKey"
        type="password"
        dir="ltr"
        autocomplete="off"
        spellcheck={false}
        value={apiKey}
        placeholder={firstStep ? undefined : t('keyReplacePlaceholder')}
        aria-invalid={keyProblem ? 'true' : undefined}
        aria-describedby={keyProblem ? 'api-key-problem' : undefined}
        onInput={(e) => setApiKey((e.target as HTMLInputElement).value)}
      />
      {keyProblem && <FieldProblem id="api-key-problem" problem={keyProblem} />}
    </div>
  );
  // A service the administrator set is the only one: no other is offered (the account's row says so).
  const service = lockedService ? null : (
    <details
      class="other-service"
      open={otherService}
      onToggle={(e) => setOtherService((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{serviceSummary(status.settings.serviceUrl)}</summary>
      <div class="field">
        <label for="service-url">{t('fieldServiceUrl')}</label>
        <input
          id="service-url"
          name="serviceUrl"
          type="url"
          dir="ltr"
          value={serviceUrl}
          aria-invalid={serviceProblem ? 'true' : undefined}
          aria-describedby={serviceProblem ? 'service-url-problem service-url-hint' : 'service-url-hint'}
          onInput={(e) => setServiceUrl((e.target as HTMLInputElement).value)}
        />
        {serviceProblem && <FieldProblem id="service-url-problem" problem={serviceProblem} />}
        <span class="hint" id="service-url-hint">
          {t('serviceUrlHint')}
        </span>
      </div>
    </details>
  );
  const said = (
    <p role="status" aria-live="polite" class={problem && !problem.field ? 'error notice' : 'notice'}>
      {busy ? t('verifying') : problem && !problem.field ? problem.text : ''}
    </p>
  );
  const saveButton = (
    <button type="submit" class="primary" disabled={busy}>
      {t('verifyAndSave')}
    </button>
  );

  return (
    <form
      ref={form}
      class={firstStep ? 'key-form steps-form' : 'key-form'}
      onSubmit={submit}
      noValidate
      onKeyDown={(e) => onCancel && e.key === 'Escape' && (e.preventDefault(), onCancel())}
    >
      {firstStep ? (
        <ol class="steps">
          <li>{firstStep}</li>
          <li>
            {keyField}
            {service}
          </li>
          <li>
            {saveButton}
            <span class="hint">{t('firstRunVerifyHint')}</span>
            {said}
          </li>
        </ol>
      ) : (
        <>
          {keyField}
          {service}
          <div class="row">
            {saveButton}
            {onCancel && (
              <button type="button" onClick={onCancel}>
                {t('cancel')}
              </button>
            )}
          </div>
          {said}
        </>
      )}
    </form>
  );
}

/** "Use another PrettyURL service", or "Service: links.example.com  Change" when the account is on another one. */
function serviceSummary(saved: string) {
  if (saved === DEFAULT_SERVICE_URL) return t('otherServiceSummary');
  // The address isolated left to right (its colon and port stay in order in Arabic).
  const host = saved.replace(/^[a-z]+:\/\//i, '');
  return (
    <>
      <span class="service-saved">{t('serviceSummary', `\u2066${host}\u2069`)}</span>
      <span class="service-change">{t('serviceChange')}</span>
    </>
  );
}
