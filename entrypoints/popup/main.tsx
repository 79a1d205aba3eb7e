import { render } from 'preact';
import { browser } from 'wxt/browser';
import { loadCache } from '../../src/links/cache';
import { Popup } from '../../src/popup/Popup';
import { loadSettings } from '../../src/settings/settings';
import { localizeDocument } from '../../src/ui/document';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// Everything the first render needs is read from storage directly, so cached links show at once.
async function start() {
  localizeDocument();
  const settings = await loadSettings();
  const [cache, [tab]] = await Promise.all([
    loadCache(settings.serviceUrl),
    browser.tabs.query({ active: true, currentWindow: true }).catch(() => []),
  ]);
  render(<Popup settings={settings} cache={cache} tab={tab ?? null} />, document.getElementById('app')!);
}

void start();
