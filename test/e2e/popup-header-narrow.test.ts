/**
 * The popup's header with two accounts, at the narrow widths a side panel or a phone gives it
 * (popup.html in a tab at 320 px), the desktop popup's 380 and a tab's 400, in English, Polish (the longest
 * *All your links*) and Arabic: the account switcher at least 96 px wide, the product's mark and its name
 * kept at every width; from 380 px one line (the list where it is with one account: *All your links* is
 * its icon, named as before), below it the switcher on a line of its own; every button of the header
 * inside it, none cut or pushed out; that icon in the neutral colour of the "+" and options icons beside
 * it (it kept the text link's accent blue).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

describe.each(['en', 'pl', 'ar'])('%s', (lang) => {
  const f = useExtension({}, { lang });

  it.each([320, 380, 400])(
    'at %i px: the switcher 96 px or wider, the mark, the name and every button whole',
    async (width) => {
      await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
      await (
        await f.ext.worker()
      ).evaluate(async () => {
        const { accounts } = (await chrome.storage.local.get('accounts')) as {
          accounts: { accounts: { id: string; name: string }[] };
        };
        accounts.accounts[0]!.name = 'Personal';
        accounts.accounts.push({ ...accounts.accounts[0]!, id: 'account-work', name: 'Work (Acme)' });
        await chrome.storage.local.set({ accounts });
      });
      const page = f.track(await f.ext.browser.newPage());
      await page.setViewport({ width, height: 600 });
      await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
      await page.waitForSelector('.top .account-switcher');
      await page.waitForSelector('.top #add-menu');
      const header = await page.$eval('.top', (top) => {
        const box = top.getBoundingClientRect();
        const rect = (el: Element | null) => el && el.getBoundingClientRect();
        const mark = rect(top.querySelector('.mark'))!;
        const middle = (r: DOMRect) => Math.round(r.top + r.height / 2);
        return {
          oneLine: middle(rect(top.querySelector('.account-switcher'))!) === middle(mark),
          // All your links: the first of the header's own buttons (the switcher's is inside it).
          allLinks: top.querySelector(':scope > button')!.getAttribute('aria-label'),
          colours: [':scope > button', '#add-menu', ':scope > button:last-child'].map(
            (s) => getComputedStyle(top.querySelector(s)!).color,
          ),
          switcher: rect(top.querySelector('.account-switcher'))!.width,
          mark: [mark.width, mark.height],
          name: top.querySelector('h1')!.getBoundingClientRect().width,
          buttons: [...top.querySelectorAll('button')].map((b) => {
            const r = b.getBoundingClientRect();
            return {
              name: b.getAttribute('aria-label') ?? b.textContent,
              inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5,
              cut: b.scrollWidth > b.clientWidth,
            };
          }),
          overflow: top.scrollWidth > top.clientWidth,
        };
      });
      expect(header.switcher, `${lang} ${width}`).toBeGreaterThanOrEqual(96);
      expect(header.mark).toEqual([20, 20]);
      expect(header.name, `${lang} ${width}: the name`).toBeGreaterThan(40);
      expect(header.oneLine, `${lang} ${width}: one line`).toBe(width >= 380);
      if (width >= 380) expect(header.allLinks).toBeTruthy();
      expect(new Set(header.colours).size, `${lang} ${width}: ${header.colours.join(' / ')}`).toBe(1);
      expect(header.buttons.filter((b) => !b.inside || b.cut)).toEqual([]);
      expect(header.overflow).toBe(false);
    },
  );
});
