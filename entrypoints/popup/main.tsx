import { render } from 'preact';
import { browser } from 'wxt/browser';
import { HEAD_KEY, readHead } from '../../src/shared/links/head';
import { Popup } from '../../src/pages/popup/Popup';
import { SETTINGS_KEY } from '../../src/shared/settings/settings';
import { ACCOUNTS_KEY, readAccounts } from '../../src/shared/accounts/accounts';
import { effectiveSettings } from '../../src/shared/accounts/effective';
import { localizeDocument } from '../../src/pages/components/document';
import { whenIdle } from '../../src/pages/components/lazy';
import { ShortenResult } from '../../src/pages/popup/lazy-parts';
import { afterAnswer, askOpening, beforeFirstRender, beginOpening, openingShortening } from '../../src/pages/popup/opening';
import '../../src/pages/components/base.css';
import '../../src/pages/popup/popup.css';

// First of all, the background is asked to open the active tab: with auto-shorten on, its shorten
// request leaves before anything here is read or rendered (src/pages/popup/opening.ts). The first render
// needs one storage read (preferences, accounts without their keys, the account's links); the tab
// query runs beside it. With auto-copy on, the render waits a moment for the answer, so that its
// copy does not wait behind the render.
const asked = askOpening();

async function start() {
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const read = browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]);
  localizeDocument();
  const stored = await read;
  const settings = effectiveSettings(stored[SETTINGS_KEY], stored[ACCOUNTS_KEY]);
  const shortening = openingShortening(settings, activeTab, asked);
  const opening = beginOpening(activeTab, asked);
  afterAnswer(shortening, () => ShortenResult.preload());
  await beforeFirstRender(settings, shortening);
  render(<Popup settings={settings} accounts={readAccounts(stored[ACCOUNTS_KEY])} head={readHead(stored[HEAD_KEY])} opening={opening} shortening={shortening} />, document.getElementById('app')!);
  // The card a click on Shorten shows, ready before the click.
  whenIdle(() => void ShortenResult.preload());
}

void start();
