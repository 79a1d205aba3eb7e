/**
 * Stack floor page (../stack-floor.ts): preact, the polyfill and zod, and one element. The same
 * storage reads as the popup's first frame, read through the stored values' schemas (as the popup
 * did before it read them with plain checks), the count of cached links drawn in one `p`.
 */
import { h, render } from 'preact';
import { browser } from 'wxt/browser';
import { effectiveSettings, readAccounts } from '../../../src/shared/accounts/accounts-schema';
import { readHead } from '../../../src/shared/links/head-schema';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../../src/shared/settings/keys';

const [stored, synced] = await Promise.all([browser.storage.local.get(null), browser.storage.sync.get(null)]);
const read = {
  settings: effectiveSettings(stored[SETTINGS_KEY], stored[ACCOUNTS_KEY], synced),
  accounts: readAccounts(stored[ACCOUNTS_KEY]),
  head: readHead(stored[HEAD_KEY]),
};
render(h('p', { id: 'stack' }, String(read.head?.links.length ?? 0)), document.body);
