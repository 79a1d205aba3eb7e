/**
 * The popup card's action row in Chromium, at the popup's own 380 px, in the languages whose words
 * are longest (de, fr, pl): one line, before and after Copy says "Copied ✓"; and the short link's
 * focus, placed there as the card opens, drawn without a ring until a key is pressed. The estimate for all
 * 12 languages is test/components/popup/action-row-fits.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';

/** The row's parts and where each sits: one line when every part has the same top and the row does not overflow. */
const layout = (page: Page) =>
  page.$eval('.card-actions', (row) => {
    const parts = [...row.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    return {
      popupWidth: innerWidth,
      tops: [...new Set(parts.map((r) => Math.round(r.top)))],
      overflows: row.scrollWidth > row.clientWidth,
      rightmost: Math.max(...parts.map((r) => r.right)),
      rowRight: row.getBoundingClientRect().right,
      count: parts.length,
    };
  });

/** The short link's focus ring as drawn: `none` until the keyboard is used. */
const ring = (page: Page) =>
  page.$eval('#short-link', (el) => [el === document.activeElement, getComputedStyle(el).outlineStyle]);

describe.each(['de', 'fr', 'pl'])('%s', (lang) => {
  const f = useExtension({}, { lang });

  it('the short link opens focused (Enter copies) without a ring; a key pressed brings the ring', async () => {
    const p = await f.popupOver('/ring?title=Titel');
    await p.waitForSelector('#short-link');
    await p.waitForFunction(() => document.activeElement?.id === 'short-link');
    expect(await ring(p)).toEqual([true, 'none']);
    await p.keyboard.press('Shift');
    expect(await ring(p)).toEqual([true, 'solid']);
  });

  it('the card’s actions stay on one line at 380 px, before and after a copy', async () => {
    const p = await f.popupOver('/launch?title=Titel');
    await p.waitForSelector('.card-actions .copy-button');
    const before = await layout(p);
    expect(before).toMatchObject({ popupWidth: 380, overflows: false, count: 4 });
    expect(before.tops).toHaveLength(1);
    expect(before.rightmost).toBeLessThanOrEqual(before.rowRight);
    await p.click('.card-actions .copy-button');
    await p.waitForSelector('.copy-button[data-copied="true"]');
    const after = await layout(p);
    expect(after.tops).toHaveLength(1);
    expect(after.overflows).toBe(false);
    expect(await axeViolations(p)).toEqual([]);
  });
});
