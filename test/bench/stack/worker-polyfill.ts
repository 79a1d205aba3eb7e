/**
 * Stack floor worker (../stack-floor.ts): the floor worker's listener, written against the
 * extension's own `browser` (webextension-polyfill, as `wxt/browser` is in the build), nothing else.
 */
import { browser } from 'wxt/browser';

browser.runtime.onMessage.addListener((message: unknown) =>
  (message as { type?: string } | null)?.type === 'status' ? Promise.resolve({ ok: true, value: {} }) : undefined,
);
