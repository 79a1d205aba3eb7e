/**
 * The options page. Before any key: only the first-run card. Then: the sections as cards, with a
 * side list (or "Jump to") to move between them. Every setting saves as it is changed and says
 * "Saved." once; the API key alone keeps its explicit "Verify and save".
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { PRIVACY_POLICY_URL } from '../../shared/manifest';
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { onConfigurationChanged } from '../../platform/messages/configuration-changed';
import { t } from '../../platform/text/i18n';
import { lazy } from '../components/lazy';
import { AccountsSection } from './AccountsSection';
import { CleanUrlSection } from './CleanUrlSection';
import { CopyFormatSection } from './CopyFormatSection';
import { CurrentAccount } from './CurrentAccount';
import { DefaultGroupSection } from './DefaultGroupSection';
import { failureHere } from './failure-here';
import { FirstRunCard } from './FirstRunCard';
import { isLocked } from './locked';
import { OptionsNav, type NavSection } from './OptionsNav';
import { PopupSection } from './PopupSection';
import { PresetsSection } from './PresetsSection';
import { PrivateWindowsSection } from './PrivateWindowsSection';
import { ShareSection } from './ShareSection';
import { SaveNoticeContext, SaveStatus, useSaveStatus } from './save-status';
import { Shortcuts } from './Shortcuts';
import { useKeyAsked } from './use-key-asked';

/** The Sites section's code loads on its own: the rules' checks stay out of the chunks the popup shares. */
const SitesSection = lazy(() => import('./SitesSection').then((m) => m.SitesSection));

export function Options({ initial }: { initial: Status }) {
  const [status, setStatus] = useState(initial);
  const { notice, said } = useSaveStatus();
  const asked = useKeyAsked();

  // Known up front, so a click that needs a new origin can ask for it without awaiting anything first.
  const [granted, setGranted] = useState<string[]>([]);
  useEffect(() => void browser.permissions.getAll().then((p) => setGranted(p.origins ?? [])), []);

  // Another page (or the worker) changed the settings or the key: show it at once.
  useEffect(
    () => onConfigurationChanged(() => void send({ type: 'status' }).then((r) => r.ok && setStatus(r.value))),
    [],
  );

  // Each section says "Saved." (or what went wrong) beside its own heading.
  const saved = (where: string) => (next: Status) => (setStatus(next), said(where, 'ok'));
  const failed = (where: string) => (failure: Failure) => said(where, 'error', failureHere(failure));
  const keySaved = (next: Status, text: string) => (setStatus(next), said('accounts-heading', 'ok', text));

  // Before any key: one card asks for it (the accounts and the other settings come once it is saved).
  const firstRun =
    !status.hasKey && status.accounts.length <= 1 && !isLocked(status, 'apiKey') && !isLocked(status, 'serviceUrl');
  // The card gone (its key saved), the focus goes to the page's top, not to nowhere.
  const top = useRef<HTMLHeadingElement>(null);
  const wasFirstRun = useRef(firstRun);
  useEffect(() => {
    if (wasFirstRun.current && !firstRun) top.current?.focus();
    wasFirstRun.current = firstRun;
  }, [firstRun]);

  const sections: NavSection[] = [
    { heading: 'accounts-heading', title: t('accountsSection') },
    { heading: 'popup-heading', title: t('popupSection') },
    { heading: 'presets-heading', title: t('presetsSection') },
    { heading: 'sites-heading', title: t('sitesSection') },
    { heading: 'default-group-heading', title: t('defaultGroupSection') },
    { heading: 'clean-url-heading', title: t('cleanUrlSection') },
    { heading: 'private-windows-heading', title: t('privateWindowsSection') },
    { heading: 'copy-format-heading', title: t('copyFormatSection') },
    { heading: 'share-heading', title: t('shareSection') },
    // Firefox for Android has no keyboard commands, and no section for them.
    ...(browser.commands ? [{ heading: 'shortcuts-heading', title: t('shortcutsSection') }] : []),
  ];
  return (
    <SaveNoticeContext.Provider value={notice}>
      {firstRun ? (
        <main class="first-run-page">
          {status.keyDropped && <KeyDropped />}
          {/* The key of the only account removed: said above the card that asks for one again. */}
          <SaveStatus where="accounts-heading" />
          <FirstRunCard status={status} granted={granted} asked={asked} onSaved={keySaved} />
        </main>
      ) : (
        <div class="options">
          <header class="options-head">
            <h1 ref={top} tabIndex={-1}>
              {t('optionsTitle')}
            </h1>
          </header>
          <OptionsNav sections={sections} />
          <main class="options-main">
            {status.policy.locked.length > 0 && <p class="managed-note">{t('managedByOrganization')}</p>}
            {status.keyDropped && <KeyDropped />}
            <AccountsSection
              status={status}
              onChanged={setStatus}
              granted={granted}
              onGranted={(p) => setGranted((list) => (list.includes(p) ? list : [...list, p]))}
              current={
                <CurrentAccount
                  status={status}
                  granted={granted}
                  asked={asked}
                  onChanged={setStatus}
                  said={(tone, text) => said('accounts-heading', tone, text)}
                />
              }
            />
            <PopupSection status={status} onSaved={saved('popup-heading')} onFailure={failed('popup-heading')} />
            <PresetsSection initial={status.presets} />
            <SitesSection status={status} />
            <DefaultGroupSection status={status} onSaved={saved('default-group-heading')} />
            <CleanUrlSection
              status={status}
              onSaved={saved('clean-url-heading')}
              onFailure={failed('clean-url-heading')}
            />
            <PrivateWindowsSection
              status={status}
              onSaved={saved('private-windows-heading')}
              onFailure={failed('private-windows-heading')}
            />
            <CopyFormatSection
              status={status}
              value={status.settings.copyFormat}
              onSaved={saved('copy-format-heading')}
              onFailed={failed('copy-format-heading')}
            />
            <ShareSection status={status} onSaved={saved('share-heading')} onFailure={failed('share-heading')} />
            <Shortcuts />
            <p class="options-foot">
              <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
                {t('privacyPolicy')}
              </a>
            </p>
          </main>
        </div>
      )}
    </SaveNoticeContext.Provider>
  );
}

function KeyDropped() {
  return (
    <p class="key-dropped" role="alert">
      {t('keyDroppedEnterAgain')}
    </p>
  );
}
