/**
 * Stack floor worker with zod (../stack-floor.ts): the polyfill's listener, and every zod schema of
 * the background's code built at start, as the top level of modules that build them at import would.
 */
import { browser } from 'wxt/browser';
import { buildAllSchemas } from './schemas';

buildAllSchemas();
browser.runtime.onMessage.addListener((message: unknown) =>
  (message as { type?: string } | null)?.type === 'status' ? Promise.resolve({ ok: true, value: {} }) : undefined,
);
