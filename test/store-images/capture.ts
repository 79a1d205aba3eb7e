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
async function settled(page: Page) {
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

/** A page in a tab of `width`×`height` CSS px, drawn at `scale` (a frame showing it at 2× takes it at 2). */
export const sized = (page: Page, width: number, height: number, scale = SCALE) =>
  page.setViewport({ width, height, deviceScaleFactor: scale });

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

/**
 * The element's box, as the clips above and below its line that reads exactly `line` (none
 * there: the whole box). The list dialog's bare "Done." is left out so its counts lead the frame.
 */
export async function clipsWithoutLine(el: ElementHandle<Element>, line: string) {
  return el.evaluate((node, text) => {
    const r = node.getBoundingClientRect();
    const whole = { x: r.left + scrollX, y: r.top + scrollY, width: r.width };
    const hit = [...node.querySelectorAll('*')].find((e) => !e.children.length && e.textContent?.trim() === text);
    if (!hit) return [{ ...whole, height: r.height }];
    const h = hit.getBoundingClientRect();
    return [
      { ...whole, height: h.top - r.top },
      { ...whole, y: h.bottom + scrollY, height: r.bottom - h.bottom },
    ];
  }, line);
}

/**
 * Bands of `section`, inside its border, each from the top of one part to the bottom of another
 * (null: the section's own edge, its padding kept), `gap` px around each part. Stacked, they make
 * the section the frame's card: no page card around it, and only the parts worth showing.
 */
export async function sectionBands(
  section: ElementHandle<Element>,
  bands: [top: string | null, bottom: string | null][],
  gap: number,
) {
  return section.evaluate(
    (node, spans, g) => {
      const r = node.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(node).borderTopWidth) || 0;
      const edge = (sel: string | null, side: 'top' | 'bottom') => {
        if (!sel) return side === 'top' ? r.top + border : r.bottom - border;
        const part = node.querySelector(sel)!.getBoundingClientRect();
        return side === 'top' ? part.top - g : part.bottom + g;
      };
      return spans.map(([top, bottom]) => {
        const y = Math.round(edge(top, 'top') + scrollY);
        const x = Math.round(r.left + border + scrollX);
        const width = Math.floor(r.width - 2 * border);
        return { x, y, width, height: Math.round(edge(bottom, 'bottom') + scrollY) - y };
      });
    },
    bands,
    gap,
  );
}
