/** Stack floor page without the polyfill (../stack-floor.ts): preact, the popup's storage reads through `chrome`, one element. */
import { h, render } from 'preact';

const [stored] = await Promise.all([chrome.storage.local.get(null), chrome.storage.sync.get(null)]);
render(h('p', { id: 'stack' }, String(Object.keys(stored).length)), document.body);
