/**
 * The QR panel's actions in Chromium, at the popup's narrow widths (popup.html in a tab at 320 and
 * 400 px, a row's QR code), in English, German (long words) and Arabic: Download PNG first and
 * primary, then SVG and Copy image, no Close (what opened the panel closes it); each label on one line;
 * in English one line of buttons, else at most two, each across the whole row, never a button stranded at one end (src/pages/components/qr.css);
 * with Style open in a 600 px-high popup the actions still in view, every control at one edge and the toggle's
 * words at the labels' start; in the real popup (380 px), the card with its QR code and Style open whole within
 * Chrome's 600 px limit.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';
import { rowMenuAction } from './support/popup';

describe.each(['en', 'de', 'ar'])('%s', (lang) => {
  const f = useExtension({}, { lang });

  it.each([320, 400])(
    'the actions at %i px: PNG first, no Close, at most two full lines, one line of words each',
    async (width) => {
      f.sandbox.store.seed(DEMO_KEY, 2);
      const page = f.track(await f.ext.browser.newPage());
      await page.setViewport({ width, height: 900 });
      await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
      await page.waitForSelector('li.link-item');
      await rowMenuAction(page, 'li.link-item', 'qr');
      await page.waitForSelector('.qr-actions button');
      const { buttons, row } = await page.$eval('.qr-actions', (actions) => ({
        row: { left: actions.getBoundingClientRect().left, right: actions.getBoundingClientRect().right },
        buttons: [...actions.querySelectorAll('button')].map((b) => {
          const r = b.getBoundingClientRect();
          return {
            primary: b.classList.contains('primary'),
            top: Math.round(r.top),
            left: r.left,
            right: r.right,
            width: r.width,
            height: r.height,
            cut: b.scrollWidth > b.clientWidth,
          };
        }),
      }));
      expect(buttons).toHaveLength(3);
      expect(buttons.map((b) => b.primary)).toEqual([true, false, false]);
      // One line of words each: no label cut, every button as tall as the others.
      expect(buttons.filter((b) => b.cut)).toEqual([]);
      expect(new Set(buttons.map((b) => Math.round(b.height))).size).toBe(1);
      const lines = [...new Set(buttons.map((b) => b.top))].map((top) => buttons.filter((b) => b.top === top));
      // In English all three on one line; a longer language may take two.
      expect(lines.length, `${lang} ${width}: lines`).toBeLessThanOrEqual(lang === 'en' ? 1 : 2);
      // Each line from edge to edge of the row: no button left short at one end.
      for (const line of lines) {
        const [start, end] = [Math.min(...line.map((b) => b.left)), Math.max(...line.map((b) => b.right))];
        expect([Math.round(start - row.left), Math.round(row.right - end)], `${lang} ${width}`).toEqual([0, 0]);
      }
    },
  );

  it.each([320, 400])(
    'Style open at %i px in a 600 px-high popup: the actions in view, every control at one edge, Style over the labels',
    async (width) => {
      f.sandbox.store.seed(DEMO_KEY, 2);
      const page = f.track(await f.ext.browser.newPage());
      await page.setViewport({ width, height: 600 });
      await page.goto(`chrome-extension://${f.ext.id}/popup.html`);
      await page.waitForSelector('li.link-item');
      await rowMenuAction(page, 'li.link-item', 'qr');
      await (await page.waitForSelector('.qr-style-toggle'))!.click();
      await page.waitForSelector('.qr-fields:not([hidden])');
      const { actions, starts, heads } = await page.$eval('.qr', (qr) => {
        const rtl = getComputedStyle(qr).direction === 'rtl';
        const start = rtl ? 'right' : 'left';
        const controls = [...qr.querySelectorAll('.qr-fields label > :is(select, input)')];
        // Where a box's first words begin: the Style toggle's, then the first label's.
        const words = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents([...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!);
          return Math.round(range.getBoundingClientRect()[start]);
        };
        return {
          actions: qr.querySelector('.qr-actions')!.getBoundingClientRect().bottom - scrollY,
          starts: controls.map((c) => Math.round(c.getBoundingClientRect()[start])),
          heads: [words(qr.querySelector('.qr-style-toggle')!), words(qr.querySelector('.qr-fields label')!)],
        };
      });
      expect(actions, `${lang} ${width}`).toBeLessThanOrEqual(600);
      expect(starts).toHaveLength(6);
      expect(new Set(starts).size, `${lang} ${width}: ${starts}`).toBe(1);
      // "Style" heads the column of labels: its words start where theirs do (it sat 5 px in).
      expect(heads[0], `${lang} ${width}: the toggle's words`).toBe(heads[1]);
    },
  );

  it("Style open in the real popup (380 px): the card's QR code and its style whole within 600 px", async () => {
    f.sandbox.store.seed(DEMO_KEY, 3);
    const popup = await f.popupOver('/qr-style?title=Our%20autumn%20launch');
    await popup.waitForSelector('#short-link');
    await popup.click('.card-actions button.i-qr');
    await (await popup.waitForSelector('.qr-style-toggle'))!.click();
    await popup.waitForSelector('.qr-fields:not([hidden])');
    const drawn = await popup.$eval('.card', (card) => ({
      width: document.querySelector('.popup')!.getBoundingClientRect().width,
      bottom: Math.ceil(card.getBoundingClientRect().bottom + scrollY),
    }));
    expect(drawn.width).toBe(380);
    // The popup's padding under it in view too.
    expect(drawn.bottom, `${lang}: the card's end`).toBeLessThanOrEqual(600 - 12);
  });
});
