/**
 * The store images' own look: the brand background (the accent blue of the pages' tokens with two
 * links drawn large and faint), a headline, and the real UI laid on it at 1.5–2×. Drawn by
 * Chromium itself, so no image library. The window around the popup is ./window.ts, the promo tile
 * and the icons ./tile.ts.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';

export type Theme = 'light' | 'dark';

/** The product's mark (docs/store/mark.svg): the source of the extension's icons and of every image here. */
export const MARK_SVG = readFileSync('docs/store/mark.svg', 'utf8');
export const MARK = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;
export const png = (shot: Uint8Array) => `data:image/png;base64,${Buffer.from(shot).toString('base64')}`;
export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The accent of src/pages/components/base.css, deepened towards the bottom corner. */
export const BRAND = `
  background:
    radial-gradient(900px 600px at 12% -10%, rgb(255 255 255 / 0.16), transparent 60%),
    linear-gradient(150deg, #0b5cd5 0%, #0a4cb4 45%, #07347f 100%);`;

/** The mark's two rounded links, outlined, large and faint: the background is ours, not a plain gradient. */
export const MOTIF = `
  .motif { position: absolute; width: 360px; height: 190px; border: 34px solid rgb(255 255 255 / 0.07);
    border-radius: 95px; transform: rotate(-45deg); pointer-events: none; }`;
const motif = (x: string, y: string, size = 1) =>
  `<div class="motif" style="inset-inline-end:${x};bottom:${y};scale:${size}"></div>` +
  `<div class="motif" style="inset-inline-end:calc(${x} + ${190 * size}px);bottom:calc(${y} + ${190 * size}px);scale:${size}"></div>`;

export const FONT = `'DejaVu Sans', 'Liberation Sans', system-ui, sans-serif`;

export interface Frame {
  headline: string;
  /** One short line under the headline. */
  sub: string;
  /** The UI: HTML placed under the headline (see {@link windowStage}, {@link stackStage}, {@link fadedStage}). */
  stage: string;
  lang?: string;
  rtl?: boolean;
}

/** A 1280×800 store screenshot: the lockup, one 46 px headline, a line, and the UI below it. */
export function frameHtml(f: Frame): string {
  return `<!doctype html><html lang="${f.lang ?? 'en'}" dir="${f.rtl ? 'rtl' : 'ltr'}"><meta charset="utf-8"><style>
    * { box-sizing: border-box; }
    body { margin: 0; width: 1280px; height: 800px; overflow: hidden; position: relative; color: #fff; font-family: ${FONT}; ${BRAND} }
    ${MOTIF}
    header { position: absolute; top: 52px; inset-inline: 80px; display: flex; justify-content: space-between; align-items: flex-start; }
    h1 { margin: 0; font-size: 46px; line-height: 1.15; font-weight: 700; letter-spacing: ${f.rtl ? '0' : '-0.5px'}; }
    p { margin: 12px 0 0; font-size: 21px; line-height: 1.35; color: rgb(255 255 255 / 0.86); }
    .lockup { display: flex; align-items: center; gap: 10px; font-size: 20px; font-weight: 700; direction: ltr; flex: none; margin-top: 6px; }
    .lockup img { width: 40px; height: 40px; filter: drop-shadow(0 0 1.5px rgb(255 255 255 / 0.9)); }
    .stage { position: absolute; inset: 0; }
    .ui { position: absolute; display: block; border-radius: 14px; box-shadow: 0 24px 60px rgb(3 20 60 / 0.45), 0 0 0 1px rgb(255 255 255 / 0.12); }
  </style>
  ${motif('-150px', '-140px')}${motif('40px', '560px', 0.8)}
  <header><div><h1>${escape(f.headline)}</h1><p>${escape(f.sub)}</p></div>
  <div class="lockup"><img src="${MARK}" alt="">PrettyLink</div></header>
  <div class="stage">${f.stage}</div></html>`;
}

/** Pieces of one page (`width` CSS px wide), one under the other as one card, centred at `top` at `zoom`. */
export const stackStage = (shots: Uint8Array[], width: number, top: number, zoom: number) =>
  // Whole pixels wide: a fractional edge would blend each piece's side with the frame, a step where they meet.
  `<div class="ui" style="overflow:hidden;left:${Math.round((1280 - width * zoom) / 2)}px;top:${top}px;width:${Math.round(width * zoom)}px">` +
  // Each piece a pixel over the next: their edges, scaled, would otherwise show the frame through as a line.
  shots
    .map((shot) => `<img src="${png(shot)}" style="display:block;width:100%;margin-block-end:-1px" alt="">`)
    .join('') +
  `</div>`;

/**
 * A shot `width`×`height` CSS px, laid centred at `top` at `zoom` as a card whose lower part fades
 * into `colour` (the page's background): a list that goes on below, not one cut by the card's edge.
 */
export const fadedStage = (
  shot: Uint8Array,
  size: { width: number; height: number },
  top: number,
  zoom: number,
  colour: string,
) =>
  `<div class="ui" style="overflow:hidden;left:${(1280 - size.width * zoom) / 2}px;top:${top}px;width:${size.width * zoom}px;height:${size.height * zoom}px">` +
  `<img src="${png(shot)}" style="display:block;width:100%" alt="">` +
  `<div style="position:absolute;inset-inline:0;bottom:0;height:${Math.round(48 * zoom)}px;background:linear-gradient(to bottom, transparent, ${colour} 80%)"></div></div>`;

/** Draws `html` at the given size and writes it as a PNG. */
export async function draw(browser: Browser, html: string, size: { width: number; height: number }, path: string) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ ...size, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
    await page.screenshot({ path: path as `${string}.png`, omitBackground: true });
  } finally {
    await page.close();
  }
}
