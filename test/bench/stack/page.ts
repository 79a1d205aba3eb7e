/**
 * Stack floor page (../stack-floor.ts): preact, the polyfill and zod, and one element. The same
 * storage reads as the popup's first frame, checked by the popup's own schemas (its `checkedRead`),
 * the count of cached links drawn in one `p`.
 */
import { h, render } from 'preact';
import { browser } from 'wxt/browser';
import { checkedRead } from '../../../src/pages/popup/checked-read';

const [stored, synced] = await Promise.all([browser.storage.local.get(null), browser.storage.sync.get(null)]);
render(h('p', { id: 'stack' }, String(checkedRead(stored, synced).head?.links.length ?? 0)), document.body);
