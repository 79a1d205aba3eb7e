/**
 * What the popup does on opening, before and beside its first render. In its first script turn it
 * asks the background to open the active tab (`openTab`: its URL prepared and, with auto-shorten
 * on, shortened, src/background/actions/open-tab.ts), so the shorten request leaves before anything here
 * is read or rendered; with auto-copy on, the link is copied the moment the answer arrives, not
 * after a render. The popup's own tab query decides only what it shows.
 *
 * Measured (bench "copied"): the popup's own `tabs.query` answers about 20 ms after the
 * background's, and a reply waited behind the popup's first render for 10 to 30 ms.
 */
import { browser } from 'wxt/browser';
import type { Opened, PreparedUrl, Reply, ShortenInput } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { isShortenable } from '../../shared/links/shortenable';
import type { Clip } from '../../shared/links/clip';
import { clipFor, loadFormats } from '../../platform/clip-for';
import type { Settings } from '../../shared/settings/settings';
import { copyClip, copyClipNow } from '../../platform/clipboard';

export interface TabInfo {
  id?: number;
  /** Its window: where the manager's side panel opens. */
  windowId?: number;
  url?: string;
  title?: string;
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

/** Asked in the popup's first script turn. */
export interface Asked {
  actionId: string;
  opened: Promise<Reply<'openTab'>>;
}

export function askOpening(): Asked {
  const actionId = crypto.randomUUID();
  return { actionId, opened: send({ type: 'openTab', actionId }) };
}

/** The tab (the popup's own query) and its URL as the background prepared it. */
export async function beginOpening(activeTab: Promise<TabInfo | null>, { opened }: Asked): Promise<Opening> {
  const tab = await activeTab;
  if (!isShortenable(tab?.url)) return { tab, prepared: Promise.resolve(null) };
  const asIs: PreparedUrl = { url: tab.url, source: 'tab', stripped: [] };
  const extras = opened.then((r): OpeningExtras => {
    const { siteLink = null, campaign = null, input = null } = r.ok ? r.value : {};
    return { siteLink, campaign: campaign && input ? { name: campaign, url: input.url } : null };
  });
  return { tab, prepared: opened.then((r) => (r.ok && r.value.prepared) || asIs), extras };
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

/** With auto-shorten on, the shortening the background was asked for on opening; copied as it arrives when auto-copy is on. */
export function openingShortening(settings: Settings, activeTab: Promise<TabInfo | null>, { actionId, opened }: Asked): Shortening | null {
  if (!settings.autoShorten) return null;
  if (settings.autoCopy && settings.copyFormat !== 'plain') void loadFormats().catch(() => undefined);
  const answer = opened.then(async (r): Promise<Answer | null> => {
    if (r.ok) {
      const { input, shortened } = r.value as Opened;
      if (!input || !shortened) return null;
      const clip = settings.autoCopy && shortened.ok ? clipFor(shortened.value.link, settings.copyFormat) : null;
      const copied = clip ? copyOnArrival(clip) : undefined;
      return { input, reply: shortened, copied };
    }
    // The background unreachable: the failure is the shortening's (a retry sends the tab's URL).
    const tab = await activeTab;
    return isShortenable(tab?.url) ? { input: { url: tab.url, title: tab.title, reuseKnown: true }, reply: r } : null;
  });
  return { actionId, answer };
}

/**
 * Work for once the opening's answer is in and copied: the code of the card that shows it (or of
 * the form, when nothing was shortened) loads then. Loaded sooner, it was compiled on the popup's
 * only thread just as a quick answer arrived, and the copy waited behind it (bench "copied": about
 * 5 ms; the toolbar popup is shown long after both). Not later: a form appearing after the list
 * would push it down.
 */
export function afterAnswer(shortening: Shortening | null, work: () => unknown): void {
  if (shortening) void shortening.answer.catch(() => null).then(work);
}

/**
 * How long the first render waits for the opening's answer when that answer is to be copied. A
 * render and the frame after it are one stretch of the page's only thread (10 ms and 15 ms in the
 * toolbar popup on the bench's machine), and an answer arriving in it waited there before it was
 * copied. Measured in Chromium (bench "copied", N = 12 each): the toolbar popup's first paint came
 * at a median 88 ms after navigation with the wait and without it, and the copy 8 ms earlier with
 * it. A slower answer (a real service) keeps the popup waiting no longer than this. Not in
 * Firefox, where it was not measured: its panel shows once the popup has loaded, and a held
 * render would leave it empty for longer.
 */
export const FIRST_RENDER_WAIT_MS = 30;

/**
 * Whether this page is the toolbar's popup: popup.html opened in a tab is the active tab itself,
 * where nothing is shortened on opening, and waiting for that answer only delays its render.
 */
export const isToolbarPopup = (): boolean => browser.extension?.getViews?.({ type: 'popup' }).includes(window) ?? false;

/**
 * Resolves when the first render may run: at once, or with auto-copy on in the toolbar's popup, at
 * the opening's answer (or FIRST_RENDER_WAIT_MS).
 */
export function beforeFirstRender(settings: Settings, shortening: Shortening | null, toolbar = isToolbarPopup): Promise<unknown> {
  // Asked last: the first use of `browser.extension` builds its bindings (about 1 ms in a CPU profile of the popup's load).
  if (!shortening || !settings.autoCopy || import.meta.env.BROWSER === 'firefox' || !toolbar()) return Promise.resolve();
  return Promise.race([shortening.answer.catch(() => null), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}
