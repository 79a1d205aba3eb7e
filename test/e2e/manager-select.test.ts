/**
 * The manager's boxes say what is selected, in Chromium (happy-dom does not undo a cancelled click's
 * toggle, which is where the box and the selection drifted apart): after each click, shift-click and
 * Space, in the tab's table layout and the panel's list, every row's box is checked exactly when the
 * row is selected (aria-selected, the tint), and the count says as many.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';
import { afterEffects } from './support/popup';

const f = useExtension();

/** Each row in the DOM: its index, its box's drawn state and whether it is selected. */
const rows = (page: Page) =>
  page.$$eval('.grid-row', (els) =>
    (els as HTMLElement[])
      .map((r) => ({
        index: Number(r.dataset.index),
        checked: r.querySelector<HTMLInputElement>('.cell-select input')!.checked,
        selected: r.getAttribute('aria-selected') === 'true',
      }))
      .sort((a, b) => a.index - b.index),
  );

/** Waits for the render the click asked for, then checks that every box equals its row's selection. */
async function expectBoxes(page: Page, selected: number[]) {
  await page.waitForFunction(
    (n) => document.querySelector('.selection-bar')?.getAttribute('data-selected') === String(n),
    {},
    selected.length,
  );
  // The click's own event is over; the next frame is drawn with whatever the box holds now.
  await afterEffects(page);
  const all = await rows(page);
  expect(all.filter((r) => r.selected).map((r) => r.index)).toEqual(selected);
  expect(all.filter((r) => r.checked).map((r) => r.index)).toEqual(selected);
}

it.each([
  ['tab', 1200],
  ['panel', 320],
] as const)('every box equals its row selection (%s, %i px)', async (view, width) => {
  f.sandbox.store.seed(DEMO_KEY, 12);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage(view === 'tab' ? 'sidepanel.html?view=tab' : 'sidepanel.html'));
  await page.setViewport({ width, height: 800 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="12"]');
  const box = (i: number) => `.grid-row[data-index="${i}"] .cell-select input`;
  // As the screenshots select: the first and the third.
  await page.click(box(0));
  await expectBoxes(page, [0]);
  await page.click(box(2));
  await expectBoxes(page, [0, 2]);
  // Unselect the first (it stays the anchor), then a shift-click range from it.
  await page.click(box(0));
  await expectBoxes(page, [2]);
  await page.keyboard.down('Shift');
  await page.click(box(4));
  await page.keyboard.up('Shift');
  await expectBoxes(page, [0, 1, 2, 3, 4]);
  // Space on the focused box flips it as a click does.
  await page.keyboard.press(' ');
  await expectBoxes(page, [0, 1, 2, 3]);
});
