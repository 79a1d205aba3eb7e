import { render } from 'preact';
import { browser } from 'wxt/browser';
import { CACHE_KEY, readCache } from '../../src/links/cache';
import { Popup } from '../../src/popup/Popup';
import { readSettings, SETTINGS_KEY } from '../../src/settings/settings';
import { localizeDocument } from '../../src/ui/document';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// The first render needs one storage read (settings and cached links); the tab query runs beside it.
async function start() {
  localizeDocument();
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const stored = await browser.storage.local.get([SETTINGS_KEY, CACHE_KEY]);
  const settings = readSettings(stored[SETTINGS_KEY]);
  const cache = readCache(stored[CACHE_KEY], settings.serviceUrl);
  render(<Popup settings={settings} cache={cache} activeTab={activeTab} />, document.getElementById('app')!);
}

void start();
