/**
 * The popup's opening, done where it is quickest: the popup asks in its first script turn, before
 * its own storage read or render, and the background (its settings in memory, the tabs API at
 * hand) finds the active tab, prepares its URL and, with auto-shorten on, shortens it under the
 * popup's action id. The popup's own `tabs.query` answered later than the background's, and each
 * reply to the popup waited behind its first render (docs/benchmark.md, "Reading it"); this way the
 * request to the service leaves before the popup has painted.
 */
import { browser } from 'wxt/browser';
import { isShortenable } from '../../shared/links/shortenable';
import { checkShortlink } from '../../shared/links/shortlink';
import { applyPreset } from '../../shared/links/utm';
import type { Opened } from '../../shared/messages/contract';
import { loadStored } from '../settings/items';
import type { Settings } from '../../shared/settings/settings';
import { prepareByRule } from './prepare-by-rule';
import { shortenByRule } from '../rules/shorten-by-rule';
import { locksTracking } from '../rules/locked-rule';
import { ruleFor } from '../../shared/rules/match';
import { loadPresets } from '../links/presets';
import { readShortlink } from './read-canonical';
import { lookAhead } from '../links/shorten';
import { tabTitle } from '../../shared/links/tab-title';
import { autoShortens } from '../../shared/settings/private-window';

/** The tab the popup was opened over: the active tab of the focused window (the popup's own). */
async function activeTab() {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true }).catch(() => []);
  return tab;
}

export async function openTab(actionId: string): Promise<Opened> {
  // One read of the configuration serves the whole opening: the rule, the lookup and the action.
  const [tab, configuration] = await Promise.all([activeTab(), loadStored()]);
  const { settings: stored, rules } = configuration;
  if (!tab || !isShortenable(tab.url)) return { prepared: null, input: null, shortened: null };
  // In a private window, nothing is sent on its own unless the user chose so; nor on a site whose rule says never.
  const never = ruleFor(rules.rules, tab.url)?.neverAuto === true;
  const settings = { ...stored, autoShorten: autoShortens(stored, tab.incognito) && !never };
  // The known-link lookup of the tab's URL runs beside the canonical read; used when the prepared URL is the same destination.
  const ahead = settings.autoShorten ? lookAhead(tab.url, configuration) : null;
  const [prepared, siteLink, found] = await Promise.all([
    prepareByRule({ id: tab.id, url: tab.url }, settings, rules),
    siteShortlink(tab, settings),
    campaignOnOpen(settings),
  ]);
  // Under a locked tracking removal, the original address is not offered (the background would clean it again).
  if (locksTracking(configuration) && prepared.stripped.length) prepared.locked = true;
  // A site rule's own campaign preset wins over the one last picked.
  const campaign = prepared.campaign ? null : found;
  if (!settings.autoShorten) return { prepared, input: null, shortened: null };
  // The site's own short link stands in for a new one: nothing is made (the popup copies it and offers to make one).
  if (siteLink) return { prepared, input: null, shortened: null, siteLink };
  const input = {
    url: campaign ? applyPreset(prepared.url, campaign) : prepared.url,
    title: tabTitle(tab.title),
    reuseKnown: true,
    ...(tab.incognito ? { privateWindow: true } : {}),
  };
  const shortened = await shortenByRule({ ...input, actionId }, ahead, configuration);
  return { prepared, input, shortened, ...(campaign ? { campaign: campaign.name } : {}) };
}

/** With the option (and auto-shorten) on, the page's `<link rel="shortlink">` when it is on the page's own site. */
async function siteShortlink(tab: { id?: number; url?: string }, settings: Settings): Promise<string | null> {
  if (!settings.autoShorten || !settings.useSiteShortlink || tab.id === undefined || !tab.url) return null;
  return checkShortlink(await readShortlink(tab.id), tab.url);
}

/** With the option on, the campaign preset last picked in the popup's form, for shortening on opening. */
async function campaignOnOpen(settings: Settings) {
  if (!settings.autoShorten || !settings.campaignOnOpen) return null;
  const { presets, lastUsed } = await loadPresets();
  return presets.find((p) => p.id === lastUsed) ?? null;
}
