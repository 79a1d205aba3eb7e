/** On install and update: menus made afresh; on first install, a preset applied or the options opened. */
import { browser, type Browser } from 'wxt/browser';
import { applyPreset } from '../preset';
import { createMenus } from './context-menu';

export async function onInstalled(details: Browser.runtime.InstalledDetails): Promise<void> {
  await createMenus();
  if (details.reason !== 'install') return;
  if (!(await applyPreset())) await browser.runtime.openOptionsPage();
}
