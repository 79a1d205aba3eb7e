import { render } from 'preact';
import { browser } from 'wxt/browser';
import { HEAD_KEY, readHead } from '../../src/links/head';
import { Popup } from '../../src/popup/Popup';
import { readSettings, SETTINGS_KEY } from '../../src/settings/settings';
import { localizeDocument } from '../../src/ui/document';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// The first render needs one storage read (settings and the account's links); the tab query runs beside it.
async function start() {
  localizeDocument();
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const stored = await browser.storage.local.get([SETTINGS_KEY, HEAD_KEY]);
  render(<Popup settings={readSettings(stored[SETTINGS_KEY])} head={readHead(stored[HEAD_KEY])} activeTab={activeTab} />, document.getElementById('app')!);
}

void start();
