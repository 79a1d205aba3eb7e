/**
 * Size budgets of the built extension (`.output/chrome-mv3-e2e`, built before this project runs):
 * what the popup loads when it opens, the background script, and the store zip. How they are
 * measured: test/support/size.ts. `npm run bench` prints the same figures.
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS, describeEntry, kB, measureSizes } from '../support/size';

const sizes = measureSizes();

describe('size budgets', () => {
  it(`popup JS + CSS: at most ${kB(BUDGETS.popup, 0)} gzip, shared chunks included`, () => {
    // Its styles are counted, as a sheet or written into popup.html (<style>).
    expect(sizes.popup.files.some((f) => /\.css$|<style>$/.test(f.path))).toBe(true);
    expect(sizes.popup.gzip, `popup loads ${kB(sizes.popup.gzip)} gzip:\n${describeEntry(sizes.popup)}`).toBeLessThanOrEqual(BUDGETS.popup);
  });

  it(`link manager JS + CSS: at most ${kB(BUDGETS.manager, 0)} gzip, shared chunks included`, () => {
    expect(sizes.manager.files.some((f) => f.path.endsWith('.css'))).toBe(true);
    expect(sizes.manager.gzip, `the manager loads ${kB(sizes.manager.gzip)} gzip:\n${describeEntry(sizes.manager)}`).toBeLessThanOrEqual(BUDGETS.manager);
  });

  it(`background: at most ${kB(BUDGETS.background, 0)} gzip`, () => {
    expect(sizes.background.gzip, `background is ${kB(sizes.background.gzip)} gzip:\n${describeEntry(sizes.background)}`).toBeLessThanOrEqual(BUDGETS.background);
  });

  it(`Chrome zip: at most ${kB(BUDGETS.zip, 0)}`, () => {
    expect(sizes.zip.bytes, `the zip is ${kB(sizes.zip.bytes)} (${sizes.zip.files} files)`).toBeLessThanOrEqual(BUDGETS.zip);
  });
});
