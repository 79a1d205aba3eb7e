/**
 * Size budgets of the built extension (`.output/chrome-mv3-e2e`, built before this project runs):
 * what the popup loads when it opens, the background script, and the store zip. How they are
 * measured: test/support/size.ts. `npm run bench` prints the same figures.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../support/zip';
import { BUDGETS, describeEntry, kB, measureSizes, pageFiles, POPUP_SCRIPT_FILES, scriptFiles } from '../support/size';

const sizes = measureSizes();
const DIR = resolve('.output/chrome-mv3-e2e');

describe('size budgets', () => {
  it(`popup JS + CSS: at most ${kB(BUDGETS.popup, 0)} gzip, shared chunks included`, () => {
    // Its styles are counted, as a sheet or written into popup.html (<style>).
    expect(sizes.popup.files.some((f) => /\.css$|<style>$/.test(f.path))).toBe(true);
    expect(
      sizes.popup.gzip,
      `popup loads ${kB(sizes.popup.gzip)} gzip:\n${describeEntry(sizes.popup)}`,
    ).toBeLessThanOrEqual(BUDGETS.popup);
  });

  it('popup: its sheets written into popup.html, no sheet file before its first frame', () => {
    // src/dev/popup-inline-styles.ts (docs/benchmark.md, "The popup's own code, profiled").
    expect(sizes.popup.files.map((f) => f.path).filter((p) => p.endsWith('.css'))).toEqual([]);
  });

  it(`popup: at most ${POPUP_SCRIPT_FILES} script files in its first load`, () => {
    const scripts = scriptFiles(sizes.popup).map((f) => f.path);
    expect(scripts.length, `popup loads ${scripts.join(', ')}`).toBeLessThanOrEqual(POPUP_SCRIPT_FILES);
  });

  it(`link manager JS + CSS: at most ${kB(BUDGETS.manager, 0)} gzip, shared chunks included`, () => {
    expect(sizes.manager.files.some((f) => f.path.endsWith('.css'))).toBe(true);
    expect(
      sizes.manager.gzip,
      `the manager loads ${kB(sizes.manager.gzip)} gzip:\n${describeEntry(sizes.manager)}`,
    ).toBeLessThanOrEqual(BUDGETS.manager);
  });

  it(`background: at most ${kB(BUDGETS.background, 0)} gzip`, () => {
    expect(
      sizes.background.gzip,
      `background is ${kB(sizes.background.gzip)} gzip:\n${describeEntry(sizes.background)}`,
    ).toBeLessThanOrEqual(BUDGETS.background);
  });

  it(`Chrome zip: at most ${kB(BUDGETS.zip, 0)}`, () => {
    expect(sizes.zip.bytes, `the zip is ${kB(sizes.zip.bytes)} (${sizes.zip.files} files)`).toBeLessThanOrEqual(
      BUDGETS.zip,
    );
  });
});

/**
 * The popup asks the background to open the active tab as its script starts (and with auto-shorten
 * on, to shorten it: src/pages/popup/opening.ts). That code must be in no chunk another page loads, or
 * opening the options page or the manager would shorten the active tab. Which modules share a
 * chunk is the bundler's choice, so this checks the built files rather than trusting it.
 */
describe("the popup's start", () => {
  const startsOpening = (html: string) =>
    // The request's type as a string literal, in whichever quotes the minifier chose.
    pageFiles(DIR, html).filter(
      (f) => f.endsWith('.js') && /["'`]openTab["'`]/.test(readFileSync(join(DIR, f), 'utf8')),
    );

  it('is in what the popup loads (so the check below can find it)', () => {
    expect(startsOpening('popup.html')).toHaveLength(1);
  });

  it.each(['options.html', 'sidepanel.html', 'offscreen.html'])('is in nothing %s loads', (html) => {
    expect(startsOpening(html)).toEqual([]);
  });
});

/**
 * The administrator's policy parser loads only when managed storage holds a policy
 * (src/pages/popup/opening.ts): most popups have none. Found in the built files by a warning of its own.
 */
describe("the popup's policy parser", () => {
  const MARK = 'policy unreadable, ignored';
  const holding = (files: string[]) => files.filter((f) => readFileSync(join(DIR, f), 'utf8').includes(MARK));

  it('is in the build (so the check below can find it)', () => {
    expect(holding(listFiles(DIR).filter((f) => f.startsWith('chunks/')))).not.toEqual([]);
  });

  it('is in nothing popup.html loads at once', () => {
    expect(holding(pageFiles(DIR, 'popup.html').filter((f) => f.endsWith('.js')))).toEqual([]);
  });
});
