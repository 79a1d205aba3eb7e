/**
 * "Shorten all tabs" (popup button, tab strip menu): every web tab of a window, or only the
 * selected ones when several are selected. Each tab is one shortening action of its own
 * (../links/shorten.ts: its own record, a repeat joins it, a page already shortened keeps its link), run
 * one after another and paced under the service's limit; a 429 waits for its Retry-After. The
 * trust rules are the one link's: credentials refused, a private host asked about (the popup asks),
 * tracking stripped and the canonical address read as for one page (./prepare-url.ts).
 */
import { browser, type Browser } from 'wxt/browser';
import { sleep } from '../api/retry';
import type { Result } from '../../shared/types';
import { isShortenable } from '../../shared/links/shortenable';
import type { Failure, ShortenInput, ShortenOutcome, TabShortened } from '../../shared/messages/contract';
import { loadSettings } from '../settings/items';
import { prepareByRule } from './prepare-by-rule';
import { shortenByRule } from '../rules/shorten-by-rule';
import { shorten } from '../links/shorten';
import { pacer } from '../sync/sync-pace';
import { tabTitle } from '../../shared/links/tab-title';

/** Between two tabs' starts: at most 20 actions a second, each a create and at most one update (40 requests, under 50). */
export const TAB_PACE_MS = 50;
/** A tab is tried this many times while the service answers 429, waiting its Retry-After each time. */
export const MAX_RATE_TRIES = 5;

type Tab = Pick<Browser.tabs.Tab, 'id' | 'url' | 'title'> & Partial<Pick<Browser.tabs.Tab, 'incognito'>>;
type Query = (query: Browser.tabs.QueryInfo) => Promise<Tab[]>;

/** The tabs to shorten: the selected ones when several are selected, else every web tab of the window. */
export async function tabsToShorten(
  windowId: number | undefined,
  query: Query = (q) => browser.tabs.query(q),
): Promise<Tab[]> {
  const where = windowId === undefined ? { currentWindow: true } : { windowId };
  const selected = await query({ ...where, highlighted: true });
  const tabs = selected.length > 1 ? selected : await query(where);
  return tabs.filter((tab) => isShortenable(tab.url));
}

export interface TabsDeps {
  shorten: typeof shorten;
  /** The tab's URL as one page's would be prepared (canonical, tracking). */
  prepare: (tab: Tab) => Promise<string>;
  wait: (ms: number) => Promise<void>;
}

const realDeps = (): TabsDeps => {
  let settings: ReturnType<typeof loadSettings> | undefined;
  return {
    shorten: shortenByRule,
    prepare: async (tab) =>
      (await prepareByRule({ id: tab.id, url: tab.url! }, await (settings ??= loadSettings()))).url,
    wait: sleep,
  };
};

/**
 * Shortens the tabs in order, under `actionId`: tab i is the action `${actionId}:${i}`, so the
 * same request again (a retry) joins or answers each tab's own action and makes nothing twice.
 */
export async function shortenTabs(
  tabs: Tab[],
  actionId: string,
  given: Partial<TabsDeps> = {},
): Promise<TabShortened[]> {
  const deps = { ...realDeps(), ...given };
  const paced = pacer(TAB_PACE_MS, deps.wait);
  const results: TabShortened[] = [];
  for (const [i, tab] of tabs.entries()) {
    const input: ShortenInput = {
      url: await deps.prepare(tab),
      title: tabTitle(tab.title),
      reuseKnown: true,
      ...(tab.incognito ? { privateWindow: true } : {}),
    };
    const reply = await patiently(
      () => paced(() => deps.shorten({ ...input, actionId: tabActionId(actionId, i) })),
      deps.wait,
    );
    results.push({ input, actionId: tabActionId(actionId, i), reply });
  }
  return results;
}

/** The action id of one tab of a "shorten all tabs" action. */
export const tabActionId = (actionId: string, index: number) => `${actionId}:${index}`;

/** The same action again after a 429 (nothing was made), after its Retry-After. */
async function patiently(run: () => Promise<Result<ShortenOutcome, Failure>>, wait: (ms: number) => Promise<void>) {
  for (let tries = 1; ; tries++) {
    const reply = await run();
    if (reply.ok || reply.error.kind !== 'rate-limited' || tries >= MAX_RATE_TRIES) return reply;
    await wait((reply.error.retryAfterSeconds ?? 1) * 1000);
  }
}
