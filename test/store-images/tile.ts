/**
 * Chrome's small promo tile and the icons, all drawn from the one mark (docs/store/mark.svg): the
 * listing's padded icon and the extension's own icons in public/icon/.
 */
import type { Browser } from 'puppeteer-core';
import { BRAND, draw, FONT, MARK, MOTIF } from './brand';

/** The tile: the mark and the name, then a long address above the short link it became, both large enough to read. */
const TILE = `<!doctype html><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: 440px; height: 280px; overflow: hidden; position: relative; padding: 30px 34px; color: #fff; font-family: ${FONT}; ${BRAND} }
  ${MOTIF}
  .motif { width: 200px; height: 106px; border-width: 20px; }
  .top { display: flex; align-items: center; gap: 14px; }
  .top img { width: 64px; height: 64px; filter: drop-shadow(0 6px 14px rgb(0 0 0 / 0.3)); }
  h1 { margin: 0; font-size: 36px; letter-spacing: -0.5px; }
  .long { margin-top: 26px; font-size: 17px; color: rgb(255 255 255 / 0.78); white-space: nowrap; }
  .arrow { margin: 4px 0 6px 10px; font-size: 22px; line-height: 1; color: #8cc4ff; }
  .pill { display: inline-flex; align-items: center; gap: 14px; padding: 7px 7px 7px 18px; border-radius: 24px; white-space: nowrap;
    background: #fff; color: #0b5cd5; font-size: 23px; font-weight: 700; box-shadow: 0 8px 20px rgb(3 20 60 / 0.35); }
  .pill b { background: #0b5cd5; color: #fff; border-radius: 18px; padding: 6px 12px; font-size: 15px; }
</style>
<div class="motif" style="right:-70px;bottom:-50px"></div><div class="motif" style="right:36px;bottom:56px"></div>
<div class="top"><img src="${MARK}" alt=""><h1>PrettyLink</h1></div>
<div class="long">northwind.example/shop/autumn/wool-coat</div>
<div class="arrow">↓</div>
<div class="pill">prty.link/wool-coat <b>Copied ✓</b></div>`;

/** The mark alone, `size` px, inset by `pad` px of transparency. */
const markHtml = (size: number, pad: number) =>
  `<!doctype html><style>html, body { margin: 0; background: transparent; } img { display: block; width: ${size - 2 * pad}px; height: ${size - 2 * pad}px; margin: ${pad}px; }</style><img src="${MARK}">`;

export const drawTile = (browser: Browser, path: string) => draw(browser, TILE, { width: 440, height: 280 }, path);

/** Chrome's listing icon: the mark at 96 px in the middle of a transparent 128 px square. */
export const drawListingIcon = (browser: Browser, path: string) =>
  draw(browser, markHtml(128, 16), { width: 128, height: 128 }, path);

/** The extension's icons (the toolbar, the extensions page, the popup's header): the mark, edge to edge. */
export async function drawExtensionIcons(browser: Browser, dir: string) {
  for (const size of [16, 32, 48, 128])
    await draw(browser, markHtml(size, 0), { width: size, height: size }, `${dir}/${size}.png`);
}
