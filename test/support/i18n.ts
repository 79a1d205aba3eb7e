/** The fake browser has no i18n: answer with the real messages, substitutions filled in. */
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { browser } from 'wxt/browser';
import { forgetUiLocale } from '../../src/platform/text/i18n';

type Catalog = Record<string, { message: string }>;
const read = (folder: string) => JSON.parse(readFileSync(`public/_locales/${folder}/messages.json`, 'utf8')) as Catalog;

/**
 * The messages of a locale folder (`pl`, `pt_BR`…) as the browser serves them: the locale's own
 * message, else English's (the default locale). Names are case-insensitive, as in browsers.
 */
export function useMessages(folder: string): void {
  forgetUiLocale();
  const lower = (c: Catalog) => new Map(Object.entries(c).map(([k, v]) => [k.toLowerCase(), v.message]));
  const catalogs = [lower(read(folder)), lower(read('en'))];
  vi.spyOn(browser.i18n, 'getMessage').mockImplementation(((name: string, subs?: string | string[]) => {
    const list = typeof subs === 'string' ? [subs] : (subs ?? []);
    const text = catalogs.map((c) => c.get(name.toLowerCase())).find((m) => m !== undefined) ?? '';
    return text.replace(/\$(\d)/g, (_, i: string) => list[Number(i) - 1] ?? '');
  }) as never);
}

export function useEnglishMessages(): void {
  useMessages('en');
}
