/**
 * The popup's application, loaded by its entry (entrypoints/popup/main.tsx) once the first paint
 * is on its way: Preact renders the popup into `#app`, adopting the first paint's nodes.
 */
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { HEAD_KEY, readHead } from '../links/head';
import { SETTINGS_KEY } from '../settings/settings';
import { ACCOUNTS_KEY, readAccounts } from '../accounts/accounts';
import { effectiveSettings } from '../accounts/effective';
import { whenIdle } from '../ui/lazy';
import { afterFirstPaint, popupStorage } from './first-read';
import { ShortLinkCard } from './lazy-parts';
import { beginOpening, openingShortening, type Asked } from './opening';
import { Popup } from './Popup';

/** `asked`: the opening the entry asked the background for in its first turn. */
export async function startApp(asked: Asked): Promise<void> {
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const stored = await popupStorage();
  const settings = effectiveSettings(stored[SETTINGS_KEY], stored[ACCOUNTS_KEY]);
  const shortening = openingShortening(settings, activeTab, asked);
  const opening = beginOpening(activeTab, asked);
  if (settings.autoShorten) void ShortLinkCard.preload();
  const app = document.getElementById('app')!;
  // The first paint's links on screen before this render adopts them.
  await afterFirstPaint(app);
  render(<Popup settings={settings} accounts={readAccounts(stored[ACCOUNTS_KEY])} head={readHead(stored[HEAD_KEY])} opening={opening} shortening={shortening} />, app);
  performance.mark('prettylink:rendered');
  // The card a click on Shorten shows, ready before the click.
  whenIdle(() => void ShortLinkCard.preload());
}
