/**
 * The popup's placeholders whole at its narrowest (popup.html in a tab at 320 px) in English, German and
 * Arabic: each one's drawn width, measured in its field's font, inside the field's content box (Arabic's
 * "(zd.lc)" was cut to "(c…", the ellipsis inside the left-to-right domain).
 */
import { describe, expect, it } from 'vitest';
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
  });
});
