/** The options page: the service, the key, the default domain, popup preferences and shortcuts. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { checkDomain, inputProblemMessage, type InputProblem } from '../../shared/links/input';
import { DEFAULT_SERVICE_URL, PRIVACY_POLICY_URL } from '../../shared/manifest';
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { checkServiceUrl, originPattern } from '../../shared/settings/service-url';
import { useFocusFirstInvalid } from '../components/use-focus-invalid';
import { onConfigurationChanged } from '../../platform/messages/configuration-changed';
import { failureHere } from './failure-here';
import { plural, t } from '../../platform/text/i18n';
import { AccountsSection } from './AccountsSection';
import { DefaultGroupSection } from './DefaultGroupSection';
import { CleanUrlSection } from './CleanUrlSection';
import { PrivateWindowsSection } from './PrivateWindowsSection';
import { CopyFormatSection } from './CopyFormatSection';
import { FirstRunCard } from './FirstRunCard';
import { KeyField } from './KeyField';
import { PresetsSection } from './PresetsSection';
import { lazy } from '../components/lazy';
import { Shortcuts } from './Shortcuts';
import { describedBy, isLocked, LockedNote } from './locked';

/** The Sites section's code loads on its own: the rules' checks stay out of the chunks the popup shares. */
const SitesSection = lazy(() => import('./SitesSection').then((m) => m.SitesSection));

type Notice = { tone: 'ok' | 'error'; text: string } | null;

export function Options({ initial }: { initial: Status }) {
  const [status, setStatus] = useState(initial);
  const [serviceUrl, setServiceUrl] = useState(initial.settings.serviceUrl);
  const [defaultDomain, setDefaultDomain] = useState(initial.settings.defaultDomain);
  const [newKey, setNewKey] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [domainProblem, setDomainProblem] = useState<InputProblem | null>(null);
  // Focus goes to a refused field once it is rendered with its message, so both are read together.
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  // Known up front, so the Save click can ask for a new origin without awaiting anything first.
  const [granted, setGranted] = useState<string[]>([]);
  useEffect(() => void browser.permissions.getAll().then((p) => setGranted(p.origins ?? [])), []);

  // A locked field shows the administrator's value, also when the policy changes while the page is open.
  const lockedService = isLocked(status, 'serviceUrl');
  const lockedDomain = isLocked(status, 'defaultDomain');
  useEffect(
    () => void (lockedService && setServiceUrl(status.settings.serviceUrl)),
    [lockedService, status.settings.serviceUrl],
  );
  useEffect(
    () => void (lockedDomain && setDefaultDomain(status.settings.defaultDomain)),
    [lockedDomain, status.settings.defaultDomain],
  );
  // Another account became the current one (here, in the popup, or one removed): its fields in the form.
  useEffect(() => {
    setServiceUrl(status.settings.serviceUrl);
    setDefaultDomain(status.settings.defaultDomain);
    setNewKey('');
    setDomainProblem(null);
  }, [status.currentAccountId]);

  // Another page (or the worker) changed the settings or the key: show it at once.
  useEffect(
    () => onConfigurationChanged(() => void send({ type: 'status' }).then((r) => r.ok && setStatus(r.value))),
    [],
  );

  // Before any key: one card asks for it (the accounts and the service's settings come once it is saved).
  const firstRun =
    !status.hasKey && status.accounts.length <= 1 && !isLocked(status, 'apiKey') && !isLocked(status, 'serviceUrl');
  const currentName = status.accounts.find((a) => a.id === status.currentAccountId)?.name;
  // The saved key goes only to the origin it was saved for: another origin typed asks for its key.
  const typedOrigin = checkServiceUrl(serviceUrl);
  const newService = typedOrigin.ok && typedOrigin.origin !== status.settings.serviceUrl;
  const keyMissing = newService && status.hasKey && !newKey.trim() && !lockedService;
  const report = (failure: Failure) => setNotice({ tone: 'error', text: failureHere(failure) });

  /** Runs in the click itself: Firefox refuses a permission request made after anything is awaited. */
  function save(e: Event) {
    e.preventDefault();
    const checked = checkServiceUrl(serviceUrl);
    const problem = checkDomain(defaultDomain);
    setDomainProblem(problem);
    if (!checked.ok) return report({ kind: 'invalid-service-url', reason: checked.reason });
    if (problem) {
      setNotice(null);
      return focusFirstInvalid();
    }
    if (keyMissing) return report({ kind: 'account', reason: 'service-key' });
    const pattern = originPattern(checked.origin);
    // A locked service changed: nothing to ask, the background refuses it (the administrator's own is asked for like any).
    const allowed =
      checked.origin === DEFAULT_SERVICE_URL ||
      granted.includes(pattern) ||
      (isLocked(status, 'serviceUrl') && checked.origin !== status.settings.serviceUrl)
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setBusy(true);
    void allowed.then(async (ok) => {
      if (!ok) {
        setBusy(false);
        return setNotice({ tone: 'error', text: t('permissionRefused', checked.origin) });
      }
      // The current account edited as the accounts' list edits it (or the first one made): one way to change an account.
      const fields = { serviceUrl: checked.origin, defaultDomain: defaultDomain.trim() };
      const reply = status.currentAccountId
        ? await send({
            type: 'updateAccount',
            id: status.currentAccountId,
            changes: { ...fields, apiKey: newKey.trim() || undefined },
          })
        : await send({ type: 'addAccount', name: '', ...fields, apiKey: newKey.trim() || null });
      setBusy(false);
      if (!reply.ok) return report(reply.error);
      setStatus(reply.value);
      setGranted((list) => [...list, pattern]);
      setServiceUrl(reply.value.settings.serviceUrl);
      setNewKey('');
      setNotice({ tone: 'ok', text: t('saved') });
    });
  }

  async function verify() {
    if (keyMissing) return report({ kind: 'account', reason: 'service-key' });
    setBusy(true);
    setNotice({ tone: 'ok', text: t('verifying') });
    const reply = await send({ type: 'verify', serviceUrl, apiKey: newKey.trim() || undefined });
    setBusy(false);
    if (reply.ok) setNotice({ tone: 'ok', text: plural('verifyOkLinks', reply.value.total) });
    else report(reply.error);
  }

  async function removeKey() {
    if (!status.currentAccountId) return;
    const reply = await send({ type: 'updateAccount', id: status.currentAccountId, changes: { apiKey: null } });
    if (reply.ok) {
      setStatus(reply.value);
      setNotice({ tone: 'ok', text: t('keyRemoved') });
    }
  }

  async function setPref(name: 'autoShorten' | 'autoCopy' | 'useSiteShortlink' | 'campaignOnOpen', value: boolean) {
    const reply = await send({ type: 'saveSettings', settings: { [name]: value } });
    if (reply.ok) setStatus(reply.value);
    else report(reply.error);
  }

  return (
    <main class="options">
      <h1>{t('optionsTitle')}</h1>
      {status.policy.locked.length > 0 && <p class="card managed-note">{t('managedByOrganization')}</p>}
      {status.keyDropped && (
        <p class="card error" role="alert">
          {t('keyDroppedEnterAgain')}
        </p>
      )}
      {firstRun && (
        <FirstRunCard
          status={status}
          granted={granted}
          onSaved={(s, text) => {
            // The same account may have been given its key: the form shows what was saved.
            setStatus(s);
            setServiceUrl(s.settings.serviceUrl);
            setDefaultDomain(s.settings.defaultDomain);
            setNotice({ tone: 'ok', text });
          }}
        />
      )}
      {!firstRun && (
        <form ref={form} onSubmit={save} aria-labelledby="service-heading" noValidate>
          <h2 id="service-heading">{currentName ? t('currentAccountSection', currentName) : t('serviceSection')}</h2>
          <div class="field">
            <label for="service-url">{t('fieldServiceUrl')}</label>
            <input
              id="service-url"
              name="serviceUrl"
              type="url"
              dir="ltr"
              value={serviceUrl}
              readOnly={isLocked(status, 'serviceUrl')}
              aria-describedby={describedBy(
                status,
                'serviceUrl',
                isLocked(status, 'serviceUrl') ? undefined : 'service-url-hint',
              )}
              onInput={(e) => setServiceUrl((e.target as HTMLInputElement).value)}
            />
            {isLocked(status, 'serviceUrl') ? (
              <LockedNote field="serviceUrl" />
            ) : (
              <span class="hint small" id="service-url-hint">
                {t('serviceUrlHint')}
              </span>
            )}
          </div>
          <KeyField
            key={status.keyHint ?? (status.hasKey ? 'set' : 'none')}
            status={status}
            newService={newService}
            value={newKey}
            onInput={setNewKey}
            onRemove={removeKey}
          />
          <div class="field">
            <label for="default-domain">{t('fieldDefaultDomain')}</label>
            <input
              id="default-domain"
              name="defaultDomain"
              dir="ltr"
              value={defaultDomain}
              placeholder={t('defaultDomainPlaceholder')}
              onInput={(e) => setDefaultDomain((e.target as HTMLInputElement).value)}
              readOnly={isLocked(status, 'defaultDomain')}
              aria-invalid={domainProblem ? 'true' : undefined}
              aria-describedby={describedBy(
                status,
                'defaultDomain',
                domainProblem ? 'default-domain-error' : undefined,
              )}
            />
            {isLocked(status, 'defaultDomain') && <LockedNote field="defaultDomain" />}
            {domainProblem && (
              <span class="field-error" id="default-domain-error">
                {t(inputProblemMessage[domainProblem])}
              </span>
            )}
          </div>
          <div class="row">
            <button type="submit" class="primary" disabled={busy}>
              {t('save')}
            </button>
            <button type="button" onClick={verify} disabled={busy}>
              {t('verify')}
            </button>
          </div>
          <NoticeLine notice={notice} />
        </form>
      )}
      {/* Removing the last key brings the first-run card back: what was done is still said. */}
      {firstRun && notice && <NoticeLine notice={notice} />}
      {!firstRun && (
        <AccountsSection
          status={status}
          onChanged={setStatus}
          granted={granted}
          onGranted={(p) => setGranted((list) => (list.includes(p) ? list : [...list, p]))}
        />
      )}
      <section aria-labelledby="popup-heading">
        <h2 id="popup-heading">{t('popupSection')}</h2>
        <label class="check">
          <input
            type="checkbox"
            name="autoShorten"
            checked={status.settings.autoShorten}
            disabled={isLocked(status, 'autoShorten')}
            aria-describedby={describedBy(status, 'autoShorten')}
            onChange={(e) => setPref('autoShorten', (e.target as HTMLInputElement).checked)}
          />
          {t('prefAutoShorten')}
        </label>
        {isLocked(status, 'autoShorten') && <LockedNote field="autoShorten" />}
        <label class="check">
          <input
            type="checkbox"
            name="autoCopy"
            checked={status.settings.autoCopy}
            disabled={isLocked(status, 'autoCopy')}
            aria-describedby={describedBy(status, 'autoCopy')}
            onChange={(e) => setPref('autoCopy', (e.target as HTMLInputElement).checked)}
          />
          {t('prefAutoCopy')}
        </label>
        {isLocked(status, 'autoCopy') && <LockedNote field="autoCopy" />}
        <label class="check">
          <input
            type="checkbox"
            name="useSiteShortlink"
            checked={status.settings.useSiteShortlink}
            disabled={isLocked(status, 'useSiteShortlink')}
            aria-describedby={describedBy(status, 'useSiteShortlink', 'use-site-shortlink-hint')}
            onChange={(e) => setPref('useSiteShortlink', (e.target as HTMLInputElement).checked)}
          />
          {t('prefUseSiteShortlink')}
        </label>
        <span class="hint small" id="use-site-shortlink-hint">
          {t('prefUseSiteShortlinkHint')}
        </span>
        {isLocked(status, 'useSiteShortlink') && <LockedNote field="useSiteShortlink" />}
        <label class="check">
          <input
            type="checkbox"
            name="campaignOnOpen"
            checked={status.settings.campaignOnOpen}
            disabled={isLocked(status, 'campaignOnOpen')}
            aria-describedby={describedBy(status, 'campaignOnOpen')}
            onChange={(e) => setPref('campaignOnOpen', (e.target as HTMLInputElement).checked)}
          />
          {t('prefCampaignOnOpen')}
        </label>
        {isLocked(status, 'campaignOnOpen') && <LockedNote field="campaignOnOpen" />}
      </section>
      <PresetsSection initial={status.presets} />
      <SitesSection status={status} />
      <DefaultGroupSection status={status} onSaved={setStatus} />
      <CleanUrlSection status={status} onSaved={setStatus} onFailure={report} />
      <PrivateWindowsSection status={status} onSaved={setStatus} onFailure={report} />
      <CopyFormatSection status={status} value={status.settings.copyFormat} onSaved={setStatus} onFailed={report} />
      <Shortcuts />
      <p class="small">
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
          {t('privacyPolicy')}
        </a>
      </p>
    </main>
  );
}

/** What the last save, verify or removal did, said politely to screen readers too. */
function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <p role="status" aria-live="polite" class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}>
      {notice?.text}
    </p>
  );
}
