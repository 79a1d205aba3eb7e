/**
 * The popup's placeholders whole at its narrowest (popup.html in a tab at 320 px) in English, German and
 * Arabic: each one's drawn width, measured in its field's font, inside the field's content box (Arabic's
 * "(zd.lc)" was cut to "(c…", the ellipsis inside the left-to-right domain). A placeholder that is itself a
 * left-to-right value ("https://", "zd.lc") is drawn left to right, from the left, in Arabic too, in the
 * popup and in the options page's Default domain ("zd.lc" sat at the right, "https://" at the left).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

describe.each(['en', 'de', 'ar'])('%s', (lang) => {
  const f = useExtension({}, { lang });

  it('at 320 px every placeholder of the new-link form fits its field', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const page = f.track(await f.ext.browser.newPage());
    await page.setViewport({ width: 320, height: 600 });
    await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await page.waitForSelector('#shorten-domain');
    const cut = await page.$$eval('.shorten-form input[placeholder]', (inputs) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return (inputs as HTMLInputElement[]).flatMap((input) => {
        const s = getComputedStyle(input);
        ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = input.clientWidth - parseFloat(s.paddingInlineStart) - parseFloat(s.paddingInlineEnd);
        const width = ctx.measureText(input.placeholder).width;
        return width > room ? [`${input.id}: "${input.placeholder}" ${Math.round(width)} > ${Math.round(room)}`] : [];
      });
    });
    expect(cut).toEqual([]);
    expect(await directions(page, ['shorten-url', 'shorten-domain'])).toEqual({
      'shorten-url': 'ltr',
      'shorten-domain': 'ltr',
    });
  });

  it('the options page draws its Default domain placeholder left to right', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY);
    const page = f.track(await f.ext.browser.newPage());
    await page.goto(`chrome-extension://${f.ext.id}/options.html`);
    await page.waitForSelector('#default-domain');
    expect(await directions(page, ['default-domain'])).toEqual({ 'default-domain': 'ltr' });
  });
});

/** The drawn direction of fields whose placeholder is a value, not a sentence. */
function directions(page: Page, ids: string[]): Promise<Record<string, string>> {
  return page.$$eval(ids.map((id) => `#${id}`).join(','), (inputs) =>
    Object.fromEntries(inputs.map((i) => [i.id, getComputedStyle(i).direction])),
  );
}
