/**
 * The QR panel's actions in Chromium, at the popup's narrow widths (popup.html in a tab at 320 and
 * 400 px, a row's QR code), in English, German (long words) and Arabic: Download PNG first and
 * primary, Close last; each label on one line; each line of buttons either two even halves or one
 * button across the whole line, never a lone button stranded at one end (src/pages/components/qr.css);
 * with Style open in a 600 px-high popup the actions still in view and every control at one edge.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';
import { rowMenuAction } from './support/popup';

describe.each(['en', 'de', 'ar'])('%s', (lang) => {
  const f = useExtension({}, { lang });

  it.each([320, 400])('the actions at %i px: PNG first, Close last, even lines, one line each', async (width) => {
    f.sandbox.store.seed(DEMO_KEY, 2);
    const page = f.track(await f.ext.browser.newPage());
    await page.setViewport({ width, height: 900 });
    await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
    await page.waitForSelector('li.link-item');
    await rowMenuAction(page, 'li.link-item', 'qr');
    await page.waitForSelector('.qr-actions button');
    const { buttons, row } = await page.$eval('.qr-actions', (actions) => ({
      row: actions.getBoundingClientRect().width,
      buttons: [...actions.querySelectorAll('button')].map((b) => {
        const r = b.getBoundingClientRect();
        return {
          primary: b.classList.contains('primary'),
          close: b.classList.contains('qr-close'),
          top: Math.round(r.top),
          width: r.width,
          height: r.height,
          cut: b.scrollWidth > b.clientWidth,
        };
      }),
    }));
    expect(buttons).toHaveLength(4);
    expect(buttons[0]!.primary && buttons[3]!.close).toBe(true);
    // One line of words each: no label cut, every button as tall as the others.
    expect(buttons.filter((b) => b.cut)).toEqual([]);
    expect(new Set(buttons.map((b) => Math.round(b.height))).size).toBe(1);
    const lines = [...new Set(buttons.map((b) => b.top))].map((top) => buttons.filter((b) => b.top === top));
    for (const line of lines) {
      const widths = line.map((b) => Math.round(b.width));
      if (line.length === 1) expect(widths[0], `${lang} ${width}: a lone button`).toBeGreaterThanOrEqual(row - 1);
      else expect(Math.max(...widths) - Math.min(...widths), `${lang} ${width}: ${widths}`).toBeLessThanOrEqual(1);
    }
  });

  it.each([320, 400])(
    'Style open at %i px in a 600 px-high popup: the actions in view, every control at one edge',
    async (width) => {
      f.sandbox.store.seed(DEMO_KEY, 2);
      const page = f.track(await f.ext.browser.newPage());
      await page.setViewport({ width, height: 600 });
      await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
      await page.waitForSelector('li.link-item');
      await rowMenuAction(page, 'li.link-item', 'qr');
      await (await page.waitForSelector('.qr-style-toggle'))!.click();
      await page.waitForSelector('.qr-fields:not([hidden])');
      const { actions, starts } = await page.$eval('.qr', (qr) => {
        const rtl = getComputedStyle(qr).direction === 'rtl';
        const controls = [...qr.querySelectorAll('.qr-fields label > :is(select, input)')];
        return {
          actions: qr.querySelector('.qr-actions')!.getBoundingClientRect().bottom - scrollY,
          starts: controls.map((c) => Math.round(c.getBoundingClientRect()[rtl ? 'right' : 'left'])),
        };
      });
      expect(actions, `${lang} ${width}`).toBeLessThanOrEqual(600);
      expect(starts).toHaveLength(6);
      expect(new Set(starts).size, `${lang} ${width}: ${starts}`).toBe(1);
    },
  );
});
