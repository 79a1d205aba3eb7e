/** Stack floor page without zod (../stack-floor.ts): preact and the polyfill, the popup's storage reads, one element. */
import { h, render } from 'preact';
import { browser } from 'wxt/browser';

const [stored] = await Promise.all([browser.storage.local.get(null), browser.storage.sync.get(null)]);
render(h('p', { id: 'stack' }, String(Object.keys(stored).length)), document.body);
