/**
 * How the manager's states look in Chromium, in both themes, measured from the drawn page: the
 * keyboard's cursor is a ring without the selection's tint, a selected row is tinted with its box
 * checked; at 320 px the title and the selection's count are whole, with every action in reach, and a
 * long destination ends in its own "…";
 * the delete confirmation's button is the danger token's deep red with white words, not the light
 * red of danger text; axe-core clean with a selection and the cursor.
 */
import { expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';

const f = useExtension();

/** The drawn look of rows 0 (selected), 1 (the cursor) and 3 (neither). */
const rowLooks = (page: Page) =>
  page.evaluate(() => {
    const look = (i: number) => {
      const row = document.querySelector<HTMLElement>(`.grid-row[data-index="${i}"]`)!;
      const style = getComputedStyle(row);
      return {
        background: style.backgroundColor,
        ring: style.boxShadow,
        bar: getComputedStyle(row, '::before').content,
        checked: row.querySelector<HTMLInputElement>('.cell-select input')!.checked,
        focused: row === document.activeElement,
      };
    };
    return { selected: look(0), cursor: look(1), plain: look(3) };
  });

/** How far apart two drawn colours are: the largest difference of their red, green or blue (0–255). */
function distance(a: string, b: string): number {
  const channels = (c: string) => {
    const n = c.match(/[\d.]+/g)!.map(Number);
    // color(srgb r g b): fractions of one; rgb(): 0–255.
    return c.startsWith('color(') ? n.slice(0, 3).map((v) => v * 255) : n.slice(0, 3);
  };
  const [x, y] = [channels(a), channels(b)];
  return Math.max(...x.map((v, i) => Math.abs(v - y[i]!)));
}

it('the cursor is a ring, a selection a tint with its box checked, both themes; whole at 320 px; a deep red Delete', async () => {
  f.sandbox.store.seed(DEMO_KEY, 8);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage('sidepanel.html'));
  await page.setViewport({ width: 320, height: 700 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="8"]');
  await page.click('.grid-row[data-index="0"] .cell-select input');
  await page.click('.grid-row[data-index="2"] .cell-select input');
  // Keyboard only from here: the cursor moves to the row between the two selected.
  await page.focus('.grid-row[data-index="0"]');
  await page.keyboard.press('ArrowDown');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    const { selected, cursor, plain } = await rowLooks(page);
    expect(cursor).toMatchObject({ focused: true, checked: false, bar: 'none', background: plain.background });
    expect(cursor.ring).toMatch(/inset/);
    expect(plain.ring).toBe('none');
    expect(selected).toMatchObject({ checked: true, bar: '""', ring: 'none' });
    // A tint one sees in either theme.
    expect(distance(selected.background, plain.background), theme).toBeGreaterThanOrEqual(20);
  }
  await page.emulateMediaFeatures([]);

  // 320 px: the title and the selection's count whole, the bar's actions inside it.
  const cut = await page.evaluate(() => {
    const whole = (el: Element) => el.scrollWidth <= el.clientWidth;
    const bar = document.querySelector('.selection-bar')!.getBoundingClientRect();
    const actions = [...document.querySelectorAll('.selection-actions button')].map((b) => b.getBoundingClientRect());
    return {
      title: whole(document.querySelector('.manager-head h1')!),
      count: whole(document.querySelector('.selection-bar .counts')!),
      countText: document.querySelector('.selection-bar .counts')!.textContent,
      actionsInside: actions.length === 4 && actions.every((r) => r.left >= bar.left && r.right <= bar.right),
      syncBeside: document.querySelector('.head-title .sync') !== null,
    };
  });
  expect(cut).toEqual({ title: true, count: true, countText: '2 selected', actionsInside: true, syncBeside: true });
  expect(await axeViolations(page)).toEqual([]);

  // The selection's Delete, from the keyboard: the confirmation's button in the danger token's solid colours.
  await page.focus('.selection-bar .danger-text');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.delete-dialog[open] button.danger');
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  const button = await page.$eval('dialog.delete-dialog button.danger', (b) => {
    const style = getComputedStyle(b);
    const root = getComputedStyle(document.documentElement);
    return {
      background: style.backgroundColor,
      color: style.color,
      dangerText: root.getPropertyValue('--danger').trim(),
    };
  });
  expect(button).toEqual({ background: 'rgb(209, 36, 47)', color: 'rgb(255, 255, 255)', dangerText: '#ff8f85' });
  await page.emulateMediaFeatures([]);
});

it('at 320 px a long destination is cut with an ellipsis inside its line, not clipped mid-character at its edge', async () => {
  f.sandbox.store.seed(DEMO_KEY, 8);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage('sidepanel.html'));
  await page.setViewport({ width: 320, height: 700 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="8"]');
  const dests = await page.$$eval('.grid-row .link-line .link-dest', (all) =>
    (all as HTMLElement[])
      .filter((d) => d.getClientRects().length > 0)
      .map((d) => {
        const line = d.closest('.link-line')!.getBoundingClientRect();
        const box = d.getBoundingClientRect();
        return {
          inside: box.left >= line.left - 0.5 && box.right <= line.right + 0.5,
          cut: d.scrollWidth > d.clientWidth,
          ellipsis: getComputedStyle(d).textOverflow,
        };
      }),
  );
  expect(dests.length).toBeGreaterThan(0);
  // The seeded destinations are longer than the room: each one cut, by its own "…", inside its line.
  expect(dests).toEqual(dests.map(() => ({ inside: true, cut: true, ellipsis: 'ellipsis' })));
});

it("the Edit dialog is as wide as Redirect's on a wide page: a seeded destination shows whole in its field", async () => {
  f.sandbox.store.seed(DEMO_KEY, 2);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.setViewport({ width: 1200, height: 760 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="2"]');
  await page.click('.grid-row[data-index="0"] .row-menu-button');
  await (await page.waitForSelector('.row-menu-list [data-action="edit"]'))!.click();
  const field = await page.waitForSelector('dialog[open] form input[name="destination"]');
  const fit = await field!.evaluate((input) => ({
    value: (input as HTMLInputElement).value,
    whole: input.scrollWidth <= input.clientWidth,
    dialog: Math.round(input.closest('dialog')!.getBoundingClientRect().width),
  }));
  expect(fit).toMatchObject({ value: expect.stringMatching(/^https:\/\/example\.com\//), whole: true, dialog: 420 });
});
