/** The current account's head as the background projected it (one storage.local read): its newest links and their account. */
import { browser } from 'wxt/browser';
import { HEAD_KEY, type LinkHead } from '../../shared/links/head';
import { readProjection } from '../../shared/links/projection';

/** The projected head, or null when it is missing, of another version or flawed; never throws. */
export const readStoredHead = (): Promise<LinkHead | null> =>
  browser.storage.local
    .get(HEAD_KEY)
    .then((s) => readProjection(s[HEAD_KEY]))
    .catch(() => null);
