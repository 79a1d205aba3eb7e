/**
 * The store images' own look: the brand background (the accent blue of the pages' tokens with the
 * mark's two links drawn large and faint), a headline, and the real UI laid on it at 1.5–2×; the
 * promo tile and the padded listing icon. Drawn by Chromium itself, so no image library.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'puppeteer-core';

export type Theme = 'light' | 'dark';

const dataUrl = (png: Uint8Array | string) =>
  `data:image/png;base64,${typeof png === 'string' ? png : Buffer.from(png).toString('base64')}`;
/** The product's mark: the extension's own icon. */
export const ICON = dataUrl(readFileSync('public/icon/128.png'));
export const png = (shot: Uint8Array) => dataUrl(shot);
export const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The accent of src/pages/components/base.css, deepened towards the bottom corner. */
const BRAND = `
  background:
    radial-gradient(900px 600px at 12% -10%, rgb(255 255 255 / 0.16), transparent 60%),
    linear-gradient(150deg, #0b5cd5 0%, #0a4cb4 45%, #07347f 100%);`;

/** The mark's two rounded links, outlined, large and faint: the background is ours, not a plain gradient. */
const MOTIF = `
  .motif { position: absolute; width: 360px; height: 190px; border: 34px solid rgb(255 255 255 / 0.07);
    border-radius: 95px; transform: rotate(-45deg); pointer-events: none; }`;
const motif = (x: string, y: string, size = 1) =>
  `<div class="motif" style="inset-inline-end:${x};bottom:${y};scale:${size}"></div>` +
  `<div class="motif" style="inset-inline-end:calc(${x} + ${190 * size}px);bottom:calc(${y} + ${190 * size}px);scale:${size}"></div>`;

const FONT = `'DejaVu Sans', 'Liberation Sans', system-ui, sans-serif`;

export interface Frame {
  headline: string;
  /** One short line under the headline. */
  sub: string;
  /** The UI: HTML placed under the headline (see {@link windowStage}, {@link cardStage}). */
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
    .lockup img { width: 36px; height: 36px; border-radius: 8px; box-shadow: 0 0 0 2px rgb(255 255 255 / 0.9); }
    .stage { position: absolute; inset: 0; }
    .ui { position: absolute; display: block; border-radius: 14px; box-shadow: 0 24px 60px rgb(3 20 60 / 0.45), 0 0 0 1px rgb(255 255 255 / 0.12); }
  </style>
  ${motif('-150px', '-140px')}${motif('40px', '560px', 0.8)}
  <header><div><h1>${escape(f.headline)}</h1><p>${escape(f.sub)}</p></div>
  <div class="lockup"><img src="${ICON}" alt="">PrettyLink</div></header>
  <div class="stage">${f.stage}</div></html>`;
}

/** A page or part of one, as a card at `left`/`top` (from the inline start), `width` px wide in the frame. */
export const cardStage = (shot: Uint8Array, at: { start: number; top: number; width: number }) =>
  `<img class="ui" src="${png(shot)}" style="inset-inline-start:${at.start}px;top:${at.top}px;width:${at.width}px" alt="">`;

const WINDOW = {
  light: { chrome: '#dee1e6', toolbar: '#ffffff', field: '#f1f3f4', text: '#1f1f1f', muted: '#5f6368' },
  dark: { chrome: '#202124', toolbar: '#35363a', field: '#202124', text: '#e8eaed', muted: '#9aa0a6' },
};

/**
 * A browser window whose top shows under the headline (its bottom runs off the frame): the address,
 * our toolbar icon, the page at 1×, and the real popup under the icon at `zoom`.
 */
export function windowStage(s: {
  page: Uint8Array;
  popup: Uint8Array;
  popupWidth: number;
  theme: Theme;
  address: string;
  zoom: number;
}) {
  const c = WINDOW[s.theme];
  return `<style>
    .window { position: absolute; top: 200px; inset-inline: 64px; height: 700px; border-radius: 14px; overflow: hidden;
      background: ${c.chrome}; box-shadow: 0 24px 60px rgb(3 20 60 / 0.45); }
    .bar { height: 48px; background: ${c.toolbar}; display: flex; align-items: center; gap: 14px; padding: 0 16px; color: ${c.muted}; font: 15px ${FONT}; }
    .dots { display: flex; gap: 7px; } .dots i { width: 12px; height: 12px; border-radius: 50%; background: ${c.field}; border: 1px solid ${c.muted}55; }
    .address { flex: 1; height: 32px; border-radius: 16px; background: ${c.field}; padding: 6px 16px; direction: ltr; text-align: start; }
    .tool { width: 34px; height: 34px; border-radius: 50%; background: ${s.theme === 'light' ? '#d3e3fd' : '#394457'}; display: grid; place-items: center; }
    .tool img { width: 20px; height: 20px; border-radius: 4px; }
    .page { position: absolute; inset-inline-start: 0; top: 48px; width: 1280px; }
    .popup { position: absolute; top: 250px; inset-inline-end: 76px; width: ${s.popupWidth * s.zoom}px; border-radius: 12px;
      box-shadow: 0 18px 48px rgb(0 0 0 / 0.45), 0 0 0 1px rgb(0 0 0 / 0.08); }
  </style>
  <div class="window"><div class="bar"><span class="dots"><i></i><i></i><i></i></span>
    <div class="address">${escape(s.address)}</div><span class="tool"><img src="${ICON}" alt=""></span></div>
    <img class="page" src="${png(s.page)}" alt=""></div>
  <img class="popup" src="${png(s.popup)}" alt="">`;
}

/** Chrome's small promo tile: the mark, the name, the claim, and a long address that became a short link. */
const TILE = `<!doctype html><meta charset="utf-8"><style>
  * { box-sizing: border-box; }
  body { margin: 0; width: 440px; height: 280px; overflow: hidden; position: relative; padding: 34px 36px; color: #fff; font-family: ${FONT}; ${BRAND} }
  ${MOTIF}
  .motif { width: 200px; height: 106px; border-width: 20px; }
  .top { display: flex; align-items: center; gap: 16px; }
  img { width: 72px; height: 72px; border-radius: 16px; box-shadow: 0 0 0 3px rgb(255 255 255 / 0.95), 0 10px 24px rgb(0 0 0 / 0.3); }
  h1 { margin: 0; font-size: 36px; letter-spacing: -0.5px; }
  p { margin: 18px 0 0; font-size: 19px; line-height: 1.3; font-weight: 600; }
  .long { position: absolute; left: 36px; bottom: 82px; font-size: 13px; color: rgb(255 255 255 / 0.7); text-decoration: line-through; }
  .pill { position: absolute; left: 36px; bottom: 30px; display: flex; align-items: center; gap: 14px; padding: 7px 7px 7px 18px;
    border-radius: 22px; background: #fff; color: #0b5cd5; font-size: 19px; font-weight: 700; box-shadow: 0 8px 20px rgb(3 20 60 / 0.35); }
  .pill b { background: #0b5cd5; color: #fff; border-radius: 16px; padding: 5px 12px; font-size: 14px; }
</style>
<div class="motif" style="right:-70px;bottom:-50px"></div><div class="motif" style="right:36px;bottom:56px"></div>
<div class="top"><img src="${ICON}" alt=""><h1>PrettyLink</h1></div>
<p>Short links, copied in one click.</p>
<div class="long">https://northwind.example/blog/autumn-collection</div>
<div class="pill">zd.lc/autumn <b>Copied ✓</b></div>`;

/** Chrome's listing icon: the 128 px icon drawn at 96 px in the middle of a transparent 128 px square. */
const PADDED_ICON = `<!doctype html><style>html, body { margin: 0; background: transparent; } img { display: block; width: 96px; height: 96px; margin: 16px; }</style><img src="${ICON}">`;

/** Draws `html` at the given size and writes it as a PNG. */
export async function draw(browser: Browser, html: string, size: { width: number; height: number }, path: string) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ ...size, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
    await page.screenshot({ path: path as `${string}.png`, omitBackground: html === PADDED_ICON });
  } finally {
    await page.close();
  }
}

export const drawTile = (browser: Browser, path: string) => draw(browser, TILE, { width: 440, height: 280 }, path);
export const drawIcon = (browser: Browser, path: string) =>
  draw(browser, PADDED_ICON, { width: 128, height: 128 }, path);
