/**
 * The manager's full tab in Arabic at 1,200 px: its wide grid's columns (short link, destination,
 * group, created) sit under their heads right to left, each cell inside its own head's span.
 */
import { expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';

const f = useExtension({}, { lang: 'ar' });

it('the wide grid in Arabic: every column under its own head', async () => {
  f.sandbox.store.seed(DEMO_KEY, 6);
  await f.ext.configure(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage('sidepanel.html?view=tab'));
  await page.setViewport({ width: 1200, height: 760 });
  await page.waitForSelector('.grid[data-state="ready"][data-count="6"] .grid-row .group');
  const boxes = await page.evaluate(() => {
    // Where the text itself is drawn (not its box): a box as wide as its column says nothing of it.
    const span = (el: Element | null | undefined) => {
      const range = document.createRange();
      range.selectNodeContents(el!);
      const r = range.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    };
    const heads = [...document.querySelectorAll('.wide-heads > span')].map(span);
    const row = document.querySelector('.grid-row:has(.group)')!;
    const cells = ['.link-short', '.link-dest', '.group', '.created'].map((s) => span(row.querySelector(s)));
    const columns = [...document.querySelectorAll('.wide-heads > span')].map((el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right) };
    });
    return { dir: document.documentElement.dir, heads, cells, columns };
  });
  expect(boxes.dir).toBe('rtl');
  // Right to left: the link's head is the rightmost one.
  expect(boxes.heads[0]!.left).toBeGreaterThan(boxes.heads[1]!.left);
  boxes.cells.forEach((cell, i) => {
    const head = boxes.heads[i]!;
    const column = boxes.columns[i]!;
    // Inside its own column, and starting where its head's words start (their right edge, right to left).
    expect({
      column: i,
      inside: cell.left >= column.left - 2 && cell.right <= column.right + 2,
      underHead: Math.abs(cell.right - head.right) <= 4,
    }).toEqual({ column: i, inside: true, underHead: true });
  });
});
