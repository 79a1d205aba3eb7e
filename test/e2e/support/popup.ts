/** Reading the real popup as a user would. */
import type { Page } from 'puppeteer-core';

export const text = (page: Page, selector: string) => page.$eval(selector, (el) => el.textContent ?? '');
/** The URL the popup's card copies (its button shows it without the scheme, as every row does). */
export const cardUrl = (page: Page) => page.$eval('#short-link', (el) => (el as HTMLElement).dataset.url ?? '');
export const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Waits until the element's text contains `expected`. */
export async function waitForText(page: Page, selector: string, expected: string, timeout = 10_000) {
  try {
    await page.waitForFunction(
      (sel, want) => [...document.querySelectorAll(sel)].some((el) => (el.textContent ?? '').includes(want)),
      // Polled, not on 'mutation': Puppeteer's mutation polling misses a text node whose data
      // changes in place (Preact updates text that way), e.g. one notice replacing another.
      { timeout, polling: 50 },
      selector,
      expected,
    );
  } catch (e) {
    // Say what the page showed instead: a failure should explain itself.
    const shown = await page.evaluate(() => document.body.innerText).catch(() => '(page gone)');
    throw new Error(`"${expected}" not found in ${selector}. The page shows:\n${shown}`, { cause: e });
  }
}

/**
 * Resolves once the effects of what is rendered now have run: Preact runs them in a task after
 * the next animation frame, so two frames and a task later they have. The event a check that
 * something did not happen (the focus not taken) waits on.
 */
export const afterEffects = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  );

/** Replaces an input's value by typing, as a user would. */
export async function fill(page: Page, selector: string, value: string) {
  await page.locator(selector).click({ count: 3 }); // waits for it: parts of the popup load later
  await page.keyboard.press('Backspace');
  if (value) await page.type(selector, value);
}

/** A link row's action from its "⋯" menu (popup or manager): `row` selects the row. */
export async function rowMenuAction(
  page: Page,
  row: string,
  action: 'edit' | 'qr' | 'share' | 'delete' | 'pin' | 'point-tab',
) {
  // In view first, and a frame later: rows scrolled into view take their real height (content-visibility),
  // and a click aimed before that lands where the button was.
  await page.$eval(`${row} .row-menu-button`, (b) => b.scrollIntoView({ block: 'center' }));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.click(`${row} .row-menu-button`);
  await (await page.waitForSelector(`.row-menu-list [data-action="${action}"]`))!.click();
}

/** The same from the keyboard: the row's "⋯" button focused, ↓ into its menu, End for Delete, Enter. */
export async function rowMenuDeleteByKeys(page: Page, row: string) {
  await page.focus(`${row} .row-menu-button`);
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('.row-menu-list');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}
