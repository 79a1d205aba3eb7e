/**
 * The popup's start, in the order it happens: the background is asked to open the active tab (with
 * auto-shorten on, its shorten request leaves before anything here is read), the storage reads
 * the first render needs (storage.local and storage.sync, side by side), then the first render. With auto-copy on, the link is copied the moment
 * the background's answer arrives, not after a render.
 */
import { browser } from 'wxt/browser';
import type { Opened, PreparedUrl, Reply, ShortenInput } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { isShortenable } from '../../shared/links/shortenable';
import type { Clip } from '../../shared/links/clip';
import type { Settings } from '../../shared/settings/settings';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../shared/settings/keys';
import { firstFrameRead, type PopupRead } from './first-frame';
import { clipFor, loadFormats } from '../../platform/clip-for';
import { copyClip, copyClipNow } from '../../platform/clipboard';
import { tabTitle } from '../../shared/links/tab-title';
import { withRetries } from '../components/lazy';

export interface TabInfo {
  id?: number;
  /** Its window: where the manager's side panel opens. */
  windowId?: number;
  url?: string;
  title?: string;
  /** In a private window: nothing is shortened on opening, and its links skip the recent list, unless the user chose so. */
  incognito?: boolean;
  /** The site's icon as the browser shows it for the tab (the card draws it beside the link's destination). */
  favIconUrl?: string;
}

/** A shortening's answer: what was sent (the URL as prepared) and the reply. */
export interface Answer {
  input: ShortenInput;
  reply: Reply<'shorten'>;
  /** The link copied as it arrived (auto-copy on), resolving to whether the clipboard took it. */
  copied?: Promise<boolean>;
}

/** A shortening already asked for: its action id, and its answer to come. */
export interface Shortening {
  actionId: string;
  /** Null: the background did not shorten (a tab that cannot be shortened, or its settings say otherwise). */
  answer: Promise<Answer | null>;
}

export interface Opening {
  tab: TabInfo | null;
  /** The tab's URL as it will be shortened; null when the tab cannot be shortened. */
  prepared: Promise<PreparedUrl | null>;
  /** What else the opening did: the site's own short link it answered instead, the campaign it applied (to that URL). */
  extras?: Promise<OpeningExtras>;
}

export interface OpeningExtras {
  siteLink: string | null;
  campaign: { name: string; url: string } | null;
}

/** What the popup's first render is given. */
export interface FirstRender extends PopupRead {
  /** The active tab and its URL prepared: not waited for by the first render. */
  opening: Promise<Opening>;
  /** With auto-shorten on, the shortening asked for on opening, already on its way. */
  shortening: Shortening | null;
}

/**
 * How long the toolbar popup's first render waits for the opening's answer when that answer is to
 * be copied: a reply arriving during the render and its frame waited there before it was copied
 * (docs/benchmark.md, "copied"). Not in Firefox, whose panel shows once the popup has loaded.
 */
export const FIRST_RENDER_WAIT_MS = 30;

/** Whether this page is the toolbar's popup (popup.html opened in a tab shortens nothing on opening). */
const isToolbarPopup = (): boolean => browser.extension?.getViews?.({ type: 'popup' }).includes(window) ?? false;

/**
 * Starts the popup; `draw` renders it as soon as the storage reads answered (or, with auto-copy on
 * in the toolbar popup, the opening's answer is in or FIRST_RENDER_WAIT_MS passed).
 */
export async function startPopup(draw: (first: FirstRender) => void, toolbar = isToolbarPopup): Promise<void> {
  const actionId = crypto.randomUUID();
  const opened = send({ type: 'openTab', actionId });
  const read = browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]);
  // The preferences follow the user (storage.sync, src/background/settings/items.ts); its keys are all small.
  const synced = browser.storage.sync.get(null).catch(() => ({}));
  // The administrator's locks (none is the common case: Chrome answers {}, Firefox may throw). Their
  // code loads only when there is a policy, while the other reads are still on their way (tried again
  // like a part's if it fails: src/pages/components/lazy.ts).
  const locks = browser.storage.managed
    .get()
    .catch(() => ({}))
    .then((policy) =>
      Object.keys(policy).length
        ? withRetries(() => import('./locked-read')).then((m) => (read: PopupRead) => m.withLocks(read, policy))
        : null,
    );
  // The popup's own tab query decides only what it shows; the background queried the tab itself.
  const activeTab: Promise<TabInfo | null> = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => (tab ? { ...tab, title: tabTitle(tab.title) } : null))
    .catch(() => null);

  const [stored, prefs, locked] = await Promise.all([read, synced, locks]);
  const first = locked ? locked(firstFrameRead(stored, prefs)) : firstFrameRead(stored, prefs);
  const { settings } = first;
  const shortening = settings.autoShorten ? { actionId, answer: answerOf(opened, settings, activeTab) } : null;
  const opening = activeTab.then((tab): Opening => {
    if (!isShortenable(tab?.url)) return { tab, prepared: Promise.resolve(null) };
    const asIs: PreparedUrl = { url: tab.url, source: 'tab', stripped: [] };
    const extras = opened.then((r): OpeningExtras => {
      const { siteLink = null, campaign = null, input = null } = r.ok ? r.value : {};
      return { siteLink, campaign: campaign && input ? { name: campaign, url: input.url } : null };
    });
    return { tab, prepared: opened.then((r) => (r.ok && r.value.prepared) || asIs), extras };
  });
  // Asked last: the first use of `browser.extension` builds its bindings.
  if (shortening && settings.autoCopy && import.meta.env.BROWSER !== 'firefox' && toolbar()) {
    await Promise.race([
      shortening.answer.catch(() => null),
      new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
    ]);
  }
  draw({ ...first, opening, shortening });
}

/** The opening shortening's answer, copied as it arrives when auto-copy is on. */
function answerOf(
  opened: Promise<Reply<'openTab'>>,
  settings: Settings,
  activeTab: Promise<TabInfo | null>,
): Promise<Answer | null> {
  if (settings.autoCopy && settings.copyFormat !== 'plain') void loadFormats().catch(() => undefined);
  return opened.then(async (r): Promise<Answer | null> => {
    if (r.ok) {
      const { input, shortened } = r.value as Opened;
      if (!input || !shortened) return null;
      const clip = settings.autoCopy && shortened.ok ? clipFor(shortened.value.link, settings.copyFormat) : null;
      return { input, reply: shortened, copied: clip ? copyOnArrival(clip) : undefined };
    }
    // The background unreachable: the failure is the shortening's (a retry sends the tab's URL).
    const tab = await activeTab;
    return isShortenable(tab?.url) ? { input: { url: tab.url, title: tab.title, reuseKnown: true }, reply: r } : null;
  });
}

/**
 * The link on the clipboard as it arrives: by the copy command, done when it returns (the
 * clipboard API writes as fast, but its answer waits behind the popup's renders), else by the
 * clipboard API once the popup has focus.
 */
function copyOnArrival(clip: Clip | Promise<Clip>): Promise<boolean> {
  if (clip instanceof Promise) return clip.then(copyOnArrival, () => false);
  if (copyClipNow(clip)) return Promise.resolve(true);
  return whenFocused().then(() => copyClip(clip));
}

/**
 * A clipboard write needs the document focused, and the popup is focused when it is shown, which
 * may come after a quick answer (a link already known): the write waits for it (or a second, then
 * tries anyway and says if it failed).
 */
function whenFocused(): Promise<void> {
  if (document.hasFocus()) return Promise.resolve();
  return new Promise((resolve) => {
    addEventListener('focus', () => resolve(), { once: true });
    setTimeout(resolve, 1000);
  });
}
