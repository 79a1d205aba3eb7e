/**
 * Taking the real pages for the store images: waiting until a page has settled, finding controls
 * by what they say (the pages' markup changes with their design; their words change less), and
 * capturing at 2× so the UI stays sharp when the frame shows it at 1.5–2×.
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import type { Theme } from './brand';

/** Pixels per CSS pixel of every capture. */
export const SCALE = 1.5;

/** Fonts loaded, images decoded, finite animations done, and a frame painted after them. */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

export async function inTheme(pages: Page[], theme: Theme) {
  for (const page of pages) await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  for (const page of pages) await settled(page);
}

/** A page in a tab of `width`×`height` CSS px, drawn at {@link SCALE}. */
export const sized = (page: Page, width: number, height: number) =>
  page.setViewport({ width, height, deviceScaleFactor: SCALE });

/** Waits until the page's text contains `text`. */
export const waitForText = (page: Page, text: string, timeout = 60_000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);

/** The visible button, link or menu item whose text (or accessible name) matches `name`. */
export async function control(page: Page, name: RegExp, within = 'body'): Promise<ElementHandle<Element> | null> {
  const handle = await page.evaluateHandle(
    (source, flags, scope) => {
      const re = new RegExp(source, flags);
      const all = document.querySelector(scope)?.querySelectorAll('button, a, [role="menuitem"], [role="button"]');
      return (
        [...(all ?? [])].find(
          (el) =>
            (el as HTMLElement).offsetParent !== null &&
            re.test(`${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`.trim()),
        ) ?? null
      );
    },
    name.source,
    name.flags,
    within,
  );
  return handle.asElement() as ElementHandle<Element> | null;
}

/** Clicks the control named `name`; if none shows, opens each menu button in turn to find it there. */
export async function clickNamed(page: Page, name: RegExp) {
  let found = await control(page, name);
  for (const menu of found ? [] : await page.$$('button[aria-haspopup], button[aria-expanded]')) {
    await menu.click();
    found = await control(page, name);
    if (found) break;
    await page.keyboard.press('Escape');
  }
  if (!found) throw new Error(`store-images: no control named ${name} on ${page.url()}`);
  await found.click();
}

/** The element's box in the document, for a screenshot's clip. */
export async function box(el: ElementHandle<Element>, pad = 0) {
  return el.evaluate((node, p) => {
    const r = node.getBoundingClientRect();
    return { x: r.left + scrollX - p, y: r.top + scrollY - p, width: r.width + 2 * p, height: r.height + 2 * p };
  }, pad);
}

/**
 * The element's box in the document, cut after its last list item that ends within `maxHeight`:
 * the frame shows whole cards, never a heading cut in half.
 */
export async function boxOfWholeItems(el: ElementHandle<Element>, maxHeight: number) {
  return el.evaluate((node, max) => {
    const r = node.getBoundingClientRect();
    const ends = [...node.querySelectorAll('li')].map((li) => li.getBoundingClientRect().bottom - r.top);
    const last = ends.filter((end) => end <= max - 10).at(-1);
    const height = r.height <= max ? r.height : last ? last + 10 : max;
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height };
  }, maxHeight);
}

/**
 * The toolbar popup as it shows (drawn at {@link SCALE}: the browser was started at that scale),
 * down to its last whole list row: a row cut in half reads as a broken popup.
 */
export async function shootPopup(popup: Page) {
  const clip = await popup.evaluate(() => {
    const rows = [...document.querySelectorAll('li')].map((li) => li.getBoundingClientRect().bottom);
    const whole = rows.filter((bottom) => bottom <= innerHeight).at(-1);
    return { x: 0, y: 0, width: innerWidth, height: whole ? Math.ceil(whole) + 6 : innerHeight };
  });
  return { width: clip.width, shot: await popup.screenshot({ clip, captureBeyondViewport: false }) };
}
