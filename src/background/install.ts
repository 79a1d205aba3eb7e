/**
 * On install and update: menus made afresh, old data dropped, the administrator's policy applied
 * (after the build's preset, so a policy's values win); on first install with no key, the options opened.
 */
import { browser, type Browser } from 'wxt/browser';
import { applyPreset } from '../preset';
import { loadApiKey } from '../settings/items';
import { applyPolicy } from './apply-policy';
import { createMenus } from './context-menu';

/** Kept by versions before the link store, scoped to no account: never shown again. */
const LEGACY_ITEMS = ['linksCache'];

export async function onInstalled(details: Browser.runtime.InstalledDetails): Promise<void> {
  await Promise.all([createMenus(), browser.storage.local.remove(LEGACY_ITEMS)]);
  if (details.reason === 'install') await applyPreset();
  await applyPolicy();
  if (details.reason === 'install' && !(await loadApiKey())) await browser.runtime.openOptionsPage();
}
