/**
 * The API key: storage.local only (never sync), read by the background alone. UI pages learn
 * only whether one is set and its last four characters.
 */
import { browser } from 'wxt/browser';

const KEY = 'apiKey';

export async function loadApiKey(): Promise<string | null> {
  const stored = await browser.storage.local.get(KEY);
  const value = stored[KEY];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export async function saveApiKey(key: string | null): Promise<void> {
  if (key && key.trim()) await browser.storage.local.set({ [KEY]: key.trim() });
  else await browser.storage.local.remove(KEY);
}

/** What a page may see of a key: its last four characters, and only for keys long enough to hide the rest. */
export function keyHint(key: string | null): string | null {
  return key && key.length >= 12 ? key.slice(-4) : null;
}
