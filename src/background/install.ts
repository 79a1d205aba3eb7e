/** On install and update: menus made afresh, old data dropped; on first install, a preset applied or the options opened. */
import { browser, type Browser } from 'wxt/browser';
import { applyPreset } from '../preset';
import { createMenus } from './context-menu';

/** Kept by versions before the link store, scoped to no account: never shown again. */
const LEGACY_ITEMS = ['linksCache'];

export async function onInstalled(details: Browser.runtime.InstalledDetails): Promise<void> {
  await Promise.all([createMenus(), browser.storage.local.remove(LEGACY_ITEMS)]);
  if (details.reason !== 'install') return;
  if (!(await applyPreset())) await browser.runtime.openOptionsPage();
}
