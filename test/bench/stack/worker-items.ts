/**
 * Stack floor worker with WXT's storage items (../stack-floor.ts): the polyfill's listener, and as
 * many items defined at the top level as the background defines (`storage.defineItem`, which reads
 * its item from storage as it is defined), nothing else.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';

/** The background's count of items defined at its start. */
const ITEMS = 12;

const items = Array.from({ length: ITEMS }, (_, i) =>
  storage.defineItem<unknown>(`local:stack-item-${i}`, { fallback: null, version: 1 }),
);
browser.runtime.onMessage.addListener((message: unknown) =>
  (message as { type?: string } | null)?.type === 'status'
    ? Promise.resolve({ ok: true, value: { items: items.length } })
    : undefined,
);
