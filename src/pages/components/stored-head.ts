/** The current account's head as stored (one storage.local read): its newest links and the account they belong to. */
import { browser } from 'wxt/browser';
import { HEAD_KEY, type LinkHead } from '../../shared/links/head';
import { readHead } from '../../shared/links/head-schema';

/** The stored head, or null when it is missing or corrupt; never throws. */
export const readStoredHead = (): Promise<LinkHead | null> =>
  browser.storage.local
    .get(HEAD_KEY)
    .then((s) => readHead(s[HEAD_KEY]))
    .catch(() => null);
