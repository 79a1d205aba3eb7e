import { render } from 'preact';
import { browser } from 'wxt/browser';
import { HEAD_KEY, readHead } from '../../src/links/head';
import { Popup } from '../../src/popup/Popup';
import { SETTINGS_KEY } from '../../src/settings/settings';
import { ACCOUNTS_KEY, readAccounts } from '../../src/accounts/accounts';
import { effectiveSettings } from '../../src/accounts/effective';
import { localizeDocument } from '../../src/ui/document';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// The first render needs one storage read (preferences, accounts without their keys, the account's links); the tab query runs beside it.
async function start() {
  localizeDocument();
  const activeTab = browser.tabs
    .query({ active: true, currentWindow: true })
    .then(([tab]) => tab ?? null)
    .catch(() => null);
  const stored = await browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]);
  render(
    <Popup settings={effectiveSettings(stored[SETTINGS_KEY], stored[ACCOUNTS_KEY])} accounts={readAccounts(stored[ACCOUNTS_KEY])} head={readHead(stored[HEAD_KEY])} activeTab={activeTab} />,
    document.getElementById('app')!,
  );
}

void start();
