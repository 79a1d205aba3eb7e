/** The popup: the active page's short link on top, the user's recent links below. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { LinkHead } from '../../shared/links/head';
import { isShortenable } from '../../shared/links/shortenable';
import type { PreparedUrl, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import type { Settings } from '../../shared/settings/settings';
import type { CopyFormat } from '../../shared/links/clip';
import { copyLink } from '../../platform/clip-for';
import { copyText } from '../../platform/clipboard';
import { t } from '../../platform/text/i18n';
import { CurrentPage, ShortenTabs, Welcome } from './lazy-parts';
import { PopupHeader } from './PopupHeader';
import type { RowMenuItem } from '../components/RowMenu';
import { LinkList } from './LinkList';
import type { Opening, OpeningExtras, Shortening, TabInfo } from './opening';
import { SharingContext, sharingOf } from '../components/sharing';
import { joinsRecent } from '../../shared/settings/private-window';
import { useRecentLinks } from './use-recent-links';
import { useShortener } from './use-shortener';
import { SITE_LINK_COPIED, useCopyFlash } from './use-copy-flash';
import { useLinkGroups } from './use-link-groups';
import { siteIconOf } from './tab-icon';
import { NO_ACCOUNTS, type AccountsState } from '../../shared/accounts/accounts';

export interface PopupProps {
  settings: Settings;
  /** The accounts as stored (no keys), for the switcher's first render. */
  accounts?: AccountsState;
  /** The account's links as last known (src/shared/links/head.ts), for the first render. */
  head: LinkHead | null;
  /** The active tab and its URL prepared (src/pages/popup/opening.ts): not waited for by the first render. */
  opening: Promise<Opening>;
  /** The shortening asked for on opening (auto-shorten on), already on its way. */
  shortening?: Shortening | null;
}

/**
 * The header (with the account switcher) stays while the rest is made afresh for the account
 * switched to: its list, its settings, nothing of the other account's. A switch shortens nothing
 * by itself; the form is offered.
 */
export function Popup({ settings, accounts = NO_ACCOUNTS, head, opening, shortening = null }: PopupProps) {
  const [status, setStatus] = useState<Status | null>(null);
  type Shown = { settings: Settings; head: LinkHead | null; generation: number; switched: string };
  const [shown, setShown] = useState<Shown>({ settings, head, generation: 0, switched: '' });
  const list = status?.accounts ?? accounts.accounts;
  const current = status ? status.currentAccountId : accounts.current;
  const windowId = useRef<number | undefined>(undefined);
  useEffect(() => void opening.then((o) => (windowId.current = o.tab?.windowId)), []);

  /** `name`: the account's name as the switcher shows it ("Account 2" for one never named). */
  async function switchTo(id: string, name: string) {
    const reply = await send({ type: 'switchAccount', id });
    if (!reply.ok) return;
    setStatus(reply.value);
    setShown((s) => ({
      settings: reply.value.settings,
      head: null,
      generation: s.generation + 1,
      switched: t('accountSwitched', name),
    }));
  }

  // Before a key the welcome card is the whole popup: no header, no manager (the stored accounts say so until the status does).
  const connected = status ? status.hasKey : accounts.current !== null;
  const [adds, setAdds] = useState<RowMenuItem[] | null>(null);

  return (
    <main class="popup">
      {connected && (
        <PopupHeader accounts={list} current={current} onSwitch={switchTo} windowId={windowId} adds={adds} />
      )}
      <PopupBody
        key={shown.generation}
        settings={shown.settings}
        head={shown.head}
        opening={opening}
        shortening={shown.generation === 0 ? shortening : null}
        switched={shown.switched}
        onStatus={setStatus}
        onAdds={setAdds}
      />
    </main>
  );
}

interface BodyProps {
  settings: Settings;
  head: LinkHead | null;
  opening: Promise<Opening>;
  shortening: Shortening | null;
  /** Made for an account just switched to: says so, and shortens nothing by itself (the opening's shortening is not its own). */
  switched: string;
  onStatus: (status: Status) => void;
  /** The header's "+" menu's items now, from the card (null: nothing can be made). */
  onAdds: (adds: RowMenuItem[] | null) => void;
}

function PopupBody({ settings, head, opening, shortening, switched, onStatus, onAdds }: BodyProps) {
  const [status, setStatus] = useState<Status | null>(null);
  const [tab, setTab] = useState<TabInfo | null>(null);
  /** The tab's URL as it will be shortened (canonical, cleaned), shown and offered for editing. */
  const [prepared, setPrepared] = useState<PreparedUrl | null>(null);
  const [announcement, setAnnouncement] = useState(switched);
  const [formOpen, setFormOpen] = useState(false);
  /** The tabs permission's answer to the last "Shorten all tabs" click: each click, a new run. */
  const [tabsAsked, setTabsAsked] = useState<Promise<boolean> | null>(null);
  const [extras, setExtras] = useState<OpeningExtras | null>(null);
  const configured = status?.hasKey ?? false;
  const recent = useRecentLinks(head, configured);
  const pageUrl = isShortenable(tab?.url) ? tab.url : null;
  const site = useMemo(() => siteIconOf(tab), [tab]);
  const prefs = status?.settings ?? settings;

  const { copiedId, flash, announceCopy } = useCopyFlash(setAnnouncement);
  const copy = useCallback(
    (link: Link, format: CopyFormat = prefs.copyFormat) => announceCopy(copyLink(link, format), link.id),
    [prefs.copyFormat],
  );

  const shortener = useShortener((link, outcome, copied) => {
    // The tab as the opening read it: this callback may run before the tab is in state. A link a
    // site rule made in another account is that account's: not listed among this one's.
    if (!outcome.elsewhere) void opening.then((o) => joinsRecent(prefs, o.tab?.incognito) && recent.put(link));
    setFormOpen(false);
    // The opening's shortening was copied as it arrived (src/pages/popup/opening.ts).
    if (copied) void announceCopy(copied, link.id);
    else if (prefs.autoCopy) void copy(link);
  });

  useEffect(() => {
    // The shortening asked for on opening is adopted at once; its answer is shown the moment it
    // arrives. Nothing of the page's link shows before the status says there is a key (without
    // one, the background refuses that shortening, unseen).
    if (shortening && !switched) void shortener.adopt(shortening);
    // The status, the tab and (when the form may show at once) its prepared URL are shown
    // together, so the form never offers a URL before it knows the one it will shorten; the card's
    // code comes on the status request's way, so the card is drawn with them, never a blank first.
    void Promise.all([send({ type: 'status' }), opening, CurrentPage.preload()]).then(async ([reply, o]) => {
      if (!reply.ok) return;
      if (shortening && !switched) void o.prepared.then(setPrepared);
      else setPrepared(await o.prepared);
      setTab(o.tab);
      setStatus(reply.value);
      onStatus(reply.value);
    });
    // The site's own short link, answered instead of a new one (option on): copied like one.
    if (!switched)
      void opening
        .then((o) => o.extras)
        .then((found) => {
          if (!found) return;
          setExtras(found);
          if (found.siteLink && prefs.autoCopy) void announceCopy(copyText(found.siteLink), SITE_LINK_COPIED);
        });
  }, []);

  const groups = useLinkGroups(recent.links);
  const { state } = shortener;
  // The card above says the key was refused: nothing it would list or make is offered beside the way to fix it.
  const keyRefused = state.phase === 'failed' && state.error.kind === 'unauthorized';
  const canMake = configured && !keyRefused;
  // The copy the announcer would say is shown on the card's own Copy button ("Copied ✓"): heard, not seen twice.
  const copiedShownOnCard =
    (state.phase === 'done' && copiedId === state.outcome.link.id) ||
    (state.phase === 'idle' && Boolean(extras?.siteLink) && copiedId === SITE_LINK_COPIED);

  return (
    <SharingContext.Provider value={sharingOf(prefs)}>
      {status && !configured && <Welcome onOpened={() => window.close()} />}
      {configured && status && (
        <CurrentPage
          shortener={shortener}
          status={status}
          prefs={prefs}
          tab={tab}
          pageUrl={pageUrl}
          prepared={prepared}
          extras={extras}
          recent={recent}
          groups={groups}
          formOpen={formOpen}
          onFormOpen={() => setFormOpen(true)}
          onCopy={copy}
          copiedId={copiedId}
          flash={flash}
          announceCopy={announceCopy}
          onAnnounce={setAnnouncement}
          canMake={canMake}
          onAdds={onAdds}
          onTabsAsked={setTabsAsked}
        />
      )}
      {/* Heard, not seen, when the card's own Copy button shows it. */}
      <p
        class={`sr-only${copiedShownOnCard && announcement === t('copied') ? ' quiet' : ''}`}
        role="status"
        aria-live="polite"
        id="announcer"
      >
        {announcement}
      </p>
      {/* After the announcer: its "Copied" is about the card above, not this button. */}
      {canMake && tabsAsked && (
        <ShortenTabs
          granted={tabsAsked}
          windowId={tab?.windowId}
          copyFormat={prefs.copyFormat}
          onLinks={(links) => joinsRecent(prefs, tab?.incognito) && links.forEach((l) => recent.put(l))}
        />
      )}
      {(keyRefused ? recent.links.length > 0 : configured || recent.links.length > 0) && (
        <LinkList
          recent={recent}
          groups={groups}
          onCopy={copy}
          errorShownAbove={state.phase === 'failed' && state.error.kind === recent.error?.kind}
          onAnnounce={setAnnouncement}
          site={site}
        />
      )}
    </SharingContext.Provider>
  );
}
