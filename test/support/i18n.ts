/** The fake browser has no i18n: answer with the real English messages, substitutions filled in. */
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { browser } from 'wxt/browser';

const messages = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<string, { message: string }>;

export function useEnglishMessages(): void {
  vi.spyOn(browser.i18n, 'getMessage').mockImplementation(((name: string, subs?: string | string[]) => {
    const list = typeof subs === 'string' ? [subs] : (subs ?? []);
    return (messages[name]?.message ?? '').replace(/\$(\d)/g, (_, i: string) => list[Number(i) - 1] ?? '');
  }) as never);
}
