/**
 * Stack floor worker with the public-suffix list (../stack-floor.ts): the polyfill's listener and
 * tldts loaded at the start (as the background did before it took the list on first use:
 * src/shared/links/public-suffix.ts), not called: what its code costs a start.
 */
import { browser } from 'wxt/browser';
import { getDomain } from 'tldts';

browser.runtime.onMessage.addListener((message: unknown) =>
  (message as { type?: string } | null)?.type === 'status'
    ? Promise.resolve({ ok: true, value: { loaded: typeof getDomain } })
    : undefined,
);
