/** Stack floor page with preact alone (../stack-floor.ts): one element rendered, nothing read. */
import { h, render } from 'preact';

render(h('p', { id: 'stack' }, 'stack'), document.body);
