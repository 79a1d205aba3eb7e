/** First install: apply a build preset, or open the options page so the user can add a key. */
import { browser, type Browser } from 'wxt/browser';
import { applyPreset } from '../preset';

export async function onFirstInstall(details: Browser.runtime.InstalledDetails): Promise<void> {
  if (details.reason !== 'install') return;
  if (!(await applyPreset())) await browser.runtime.openOptionsPage();
}
