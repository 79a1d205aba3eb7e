/**
 * What the store images show besides the extension: a plausible web page to shorten, the links of
 * a plausible account, and the page that lays a screenshot into a browser window, draws the promo
 * tile and pads the icon. Drawn by Chromium itself (a page, then a screenshot), so no image library.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'puppeteer-core';
import type { Sandbox } from '../../src/sandbox/server.ts';

export type Theme = 'light' | 'dark';

/** The address the popup is shown shortening, and the browser window's address bar shows. */
export const ARTICLE_URL = 'https://northwind.example/blog/autumn-collection';
export const ARTICLE_TITLE = 'Our autumn collection is here | Northwind Outfitters';

const ARTICLE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${ARTICLE_TITLE}</title>
<meta name="color-scheme" content="light dark">
<style>
  :root { --bg: #fbfaf7; --fg: #1f2328; --muted: #5c6370; --band: #e9e4d8; --accent: #a0522d; }
  @media (prefers-color-scheme: dark) { :root { --bg: #17181b; --fg: #e6e6e6; --muted: #9aa0a6; --band: #26272b; --accent: #e0915f; } }
  body { margin: 0; font: 17px/1.6 Georgia, 'DejaVu Serif', serif; background: var(--bg); color: var(--fg); }
  header { display: flex; justify-content: space-between; padding: 18px 64px; font: 600 15px system-ui, sans-serif; border-bottom: 1px solid var(--band); }
  header nav span { margin-inline-start: 28px; color: var(--muted); font-weight: 400; }
  .hero { height: 260px; background: linear-gradient(120deg, #b5651d, #d9a441 55%, #7a8b3c); }
  article { max-width: 680px; margin: 40px 64px; }
  h1 { font-size: 44px; line-height: 1.15; margin: 0 0 12px; }
  .meta { color: var(--muted); font: 14px system-ui, sans-serif; margin-bottom: 24px; }
  a { color: var(--accent); }
</style>
<header><span>Northwind Outfitters</span><nav><span>Shop</span><span>Journal</span><span>Stores</span><span>About</span></nav></header>
<div class="hero"></div>
<article>
  <h1>Our autumn collection is here</h1>
  <p class="meta">Journal · 12 September · 4 min read</p>
  <p>Wool from the valley, waxed cotton for the rain and boots resoled for another ten winters: this
  season we made fewer things, and made them to last. Here is what is new, and the story of the
  people who made it.</p>
  <p>Visit us in store this weekend, or <a href="#">browse the whole collection</a>.</p>
</article></html>`;

/** Serves the article on 127.0.0.1; the popup is told it is at {@link ARTICLE_URL}. */
export async function startArticle(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ARTICLE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog/autumn-collection`,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

/** An account's links as a small shop would have them, newest last (the list shows them first). */
const LINKS: [title: string, link: string, group?: 0 | 1 | 2][] = [
  ['Spring newsletter: what is coming', 'https://northwind.example/journal/spring-letter?utm_source=newsletter', 0],
  ['Store opening hours', 'https://northwind.example/stores/hours', 1],
  ['Returns and exchanges', 'https://northwind.example/help/returns', 1],
  ['Waxed cotton jacket, olive', 'https://northwind.example/shop/jackets/waxed-cotton-olive'],
  ['Careers: store assistant, Leeds', 'https://jobs.example.org/northwind/store-assistant-leeds'],
  ['Summer sale: last days', 'https://northwind.example/sale?utm_campaign=summer', 0],
  ['How we resole your boots', 'https://northwind.example/journal/resoling', 0],
  ['Gift cards', 'https://northwind.example/shop/gift-cards'],
  ['Size guide', 'https://northwind.example/help/sizes', 1],
  ['Recipe: hiking flapjacks', 'https://www.example.net/recipes/hiking-flapjacks', 2],
  ['Press kit 2026', 'https://drive.example.com/northwind/press-kit-2026'],
  ['Wool socks, three pairs', 'https://northwind.example/shop/socks/wool-three-pack'],
  ['Meet the weavers', 'https://northwind.example/journal/meet-the-weavers', 0],
  ['Autumn lookbook (PDF)', 'https://cdn.example.com/northwind/lookbook-autumn.pdf', 0],
  ['Team offsite: agenda', 'https://docs.example.com/d/offsite-agenda', 2],
  ['Rain boots, black', 'https://northwind.example/shop/boots/rain-black'],
  ['Customer survey', 'https://forms.example.com/northwind-survey-2026', 1],
  ['Autumn window display photos', 'https://photos.example.com/northwind/windows-autumn', 2],
];

export function seedAccount(sandbox: Sandbox, key: string) {
  const groups = sandbox.store.groups(key);
  for (const [title, link, group] of LINKS) {
    const made = sandbox.store.create(key, { link, domain: 'zd.lc', title });
    if (group !== undefined) sandbox.store.update(key, made.id, { group_id: groups[group]!.id });
  }
}

/** Pasted into "Shorten a list…" for the running list. */
export const LIST = Array.from(
  { length: 14 },
  (_, i) =>
    `https://northwind.example/shop/autumn/${['coat', 'scarf', 'boots', 'hat', 'gloves', 'bag', 'jumper'][i % 7]}-${i + 1}`,
);

const dataUrl = (png: Uint8Array | string) =>
  `data:image/png;base64,${typeof png === 'string' ? png : Buffer.from(png).toString('base64')}`;
const ICON = dataUrl(readFileSync('public/icon/128.png'));

const FRAME_COLORS = {
  light: { chrome: '#dee1e6', toolbar: '#ffffff', field: '#f1f3f4', text: '#1f1f1f', muted: '#5f6368' },
  dark: { chrome: '#202124', toolbar: '#35363a', field: '#202124', text: '#e8eaed', muted: '#9aa0a6' },
};

/** A browser window of 1280×800: a tab strip, a toolbar with the address and our icon, the page, and the popup under the icon. */
function windowHtml(page: Uint8Array, popup: Uint8Array | null, theme: Theme, rtl: boolean, tabTitle: string) {
  const c = FRAME_COLORS[theme];
  return `<!doctype html><html dir="${rtl ? 'rtl' : 'ltr'}"><style>
    * { box-sizing: border-box; } body { margin: 0; width: 1280px; height: 800px; overflow: hidden; background: ${c.chrome}; font: 13px system-ui, sans-serif; color: ${c.text}; }
    .tabs { height: 40px; display: flex; align-items: end; padding-inline-start: 12px; }
    .tab { width: 240px; height: 32px; background: ${c.toolbar}; border-radius: 8px 8px 0 0; padding: 8px 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bar { height: 40px; background: ${c.toolbar}; display: flex; align-items: center; gap: 12px; padding: 0 12px; }
    .nav { color: ${c.muted}; font-size: 18px; width: 56px; }
    .address { flex: 1; height: 28px; border-radius: 14px; background: ${c.field}; padding: 6px 14px; color: ${c.muted}; direction: ltr; text-align: start; }
    .icon { width: 28px; height: 28px; border-radius: 50%; background: ${c.field}; display: grid; place-items: center; }
    .icon img { width: 18px; height: 18px; }
    .page { display: block; width: 1280px; height: 720px; }
    .popup { position: absolute; top: 76px; inset-inline-end: 14px; border-radius: 8px; box-shadow: 0 6px 24px rgb(0 0 0 / 0.35); max-height: 712px; }
  </style>
  <div class="tabs"><div class="tab" dir="auto">${tabTitle.replace(/</g, '&lt;')}</div></div>
  <div class="bar"><span class="nav">${rtl ? '→ ←' : '← →'}</span><div class="address">${ARTICLE_URL.replace('https://', '')}</div><span class="icon"><img src="${ICON}"></span></div>
  <img class="page" src="${dataUrl(page)}">
  ${popup ? `<img class="popup" src="${dataUrl(popup)}">` : ''}
  </html>`;
}

const TILE = `<!doctype html><style>
  body { margin: 0; width: 440px; height: 280px; display: flex; align-items: center; gap: 24px; padding: 0 36px; box-sizing: border-box;
    background: linear-gradient(135deg, #0b5cd5, #083f94); color: #fff; font-family: system-ui, sans-serif; }
  img { width: 112px; height: 112px; border-radius: 24px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.3); }
  h1 { margin: 0 0 8px; font-size: 38px; letter-spacing: -0.5px; }
  p { margin: 0; font-size: 17px; line-height: 1.35; opacity: 0.92; }
</style><img src="${ICON}"><div><h1>PrettyLink</h1><p>Short links with PrettyURL, copied in one click.</p></div>`;

/** Chrome's listing icon: the 128 px icon drawn at 96 px in the middle of a transparent 128 px square. */
const PADDED_ICON = `<!doctype html><style>html, body { margin: 0; background: transparent; } img { display: block; width: 96px; height: 96px; margin: 16px; }</style><img src="${ICON}">`;

/** Draws `html` at the given size and writes it as a PNG. */
async function draw(browser: Browser, html: string, width: number, height: number, path: string, transparent = false) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width, height, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
    await page.screenshot({ path: path as `${string}.png`, omitBackground: transparent });
  } finally {
    await page.close();
  }
}

export const drawWindow = (
  browser: Browser,
  path: string,
  shots: { page: Uint8Array; popup: Uint8Array | null; theme: Theme; rtl?: boolean; tabTitle: string },
) =>
  draw(browser, windowHtml(shots.page, shots.popup, shots.theme, shots.rtl ?? false, shots.tabTitle), 1280, 800, path);
export const drawTile = (browser: Browser, path: string) => draw(browser, TILE, 440, 280, path);
export const drawIcon = (browser: Browser, path: string) => draw(browser, PADDED_ICON, 128, 128, path, true);
