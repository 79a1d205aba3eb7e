/**
 * The Copy menu in Chromium, in all 12 languages: each format's name (and Rich text's note under
 * it) on one line, at the menu's widest, 18 rem (234 px: a row's menu opens from its ▾ near the
 * popup's end edge and must stay inside 320 px). The estimate is
 * test/components/popup/copy-menu-fits.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { readLocales } from '../../src/dev/missing-messages';
import { useExtension } from './support/fixture';

describe.each(Object.keys(readLocales()).sort())('%s', (lang) => {
  const f = useExtension({}, { lang: lang.replace('_', '-') });

  it('every line of the Copy menu is one line', async () => {
    const p = await f.popupOver('/menu?title=Copy%20formats');
    await p.waitForSelector('#short-link');
    await p.click('.card .copy-menu-button');
    await p.waitForSelector('.copy-menu-list [data-format="titled"]');
    const wrapped = await p.$eval('.copy-menu-list', (menu) => {
      const texts = document.createTreeWalker(menu, NodeFilter.SHOW_TEXT);
      const lines: string[] = [];
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) lines.push(node.textContent!);
      }
      return { lines, width: menu.getBoundingClientRect().width };
    });
    expect(wrapped.lines, `menu ${wrapped.width}px`).toEqual([]);
  });
});
