/**
 * `npm run store-images`: the images the Chrome Web Store and addons.mozilla.org show, taken from
 * the real extension (the test build) against the local service, with the harness of
 * `npm run screenshots`, then laid on the brand background with a headline (./brand.ts). Written to
 * .cache/store-images for a person to look at and upload (docs/store/README.md). Only each file's
 * size, as the stores ask for it, is asserted: the rest is for a person's eyes.
 *
 * - screenshot-<n>-<what>.png, 1280×800: the popup over a page, all your links, rules per site, a
 *   list shortened, and the popup in Arabic in dark;
 * - promo-tile-440x280.png and icon-128.png (the mark at 96 px with 16 px of transparent padding);
 * - public/icon/{16,32,48,128}.png, the extension's icons, drawn again from the same mark.
 *
 * One account throughout (./scene.ts): its links were made by its rules, the Sites frame shows
 * those rules, and the popup and the list make their links by them too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { ARTICLES, LIST, NEWEST_TITLE, PRESET, seedAccount, siteRules, startArticle, TRIED } from './scene';
import { centred, draw, frameHtml, stackStage, type Frame, type Theme } from './brand';
import {
  box,
  clickNamed,
  clipsWithoutLine,
  fitWholeRows,
  inTheme,
  SCALE,
  shootPopup,
  sized,
  waitForText,
} from './capture';
import { drawExtensionIcons, drawListingIcon, drawTile } from './tile';
import { windowStage } from './window';

const DIR = '.cache/store-images';
const FRAME = { width: 1280, height: 800 };
let sandbox: Sandbox;
let article: Awaited<ReturnType<typeof startArticle>>;
let ext: Extension;

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [sandbox, article, ext] = await Promise.all([
    startSandbox({ keys: [DEMO_KEY] }),
    startArticle(),
    launchExtension({ scaleFactor: SCALE }),
  ]);
});
afterAll(async () => {
  await ext?.close();
  await Promise.all([sandbox?.close(), article?.close()]);
});

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (path: string) => {
  const head = readFileSync(path);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
};

async function drawFrame(e: Extension, name: string, frame: Frame) {
  await draw(e.browser, frameHtml(frame), FRAME, `${DIR}/${name}.png`);
  expect(pngSize(`${DIR}/${name}.png`)).toEqual(FRAME);
}

/** The account, its links, its campaign and its rules, as every frame shows them. */
async function freshAccount(e: Extension) {
  sandbox.reset();
  seedAccount(sandbox, DEMO_KEY);
  await e.configure(sandbox.url, DEMO_KEY);
  const page = await e.openPage('options.html');
  const rules = siteRules(sandbox.store.groups(DEMO_KEY).map((g) => g.id));
  for (const message of [
    { type: 'savePresets', presets: [PRESET] },
    { type: 'saveSiteRules', rules },
  ]) {
    const reply = await page.evaluate((m) => chrome.runtime.sendMessage(m), message);
    if (!(reply as { ok?: boolean }).ok)
      throw new Error(`store-images: ${message.type} refused: ${JSON.stringify(reply)}`);
  }
  await page.close();
}

/**
 * The real popup over the article, in a browser window under the headline. The worker is told the
 * tab is at the article's public address (as a toolbar click's activeTab grant would tell it), so
 * the popup shortens and shows that address rather than the local server's.
 */
async function popupOverArticle(e: Extension, theme: Theme, lang: keyof typeof ARTICLES) {
  const { url, title } = ARTICLES[lang];
  await freshAccount(e);
  await (
    await e.worker()
  ).evaluate(
    (url, title) => {
      const real = chrome.tabs.query.bind(chrome.tabs) as (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
      (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
        (await real(q)).map((t) => (t.active && t.url?.startsWith('http://127.0.0.1') ? { ...t, url, title } : t));
    },
    url,
    title,
  );
  const { tab, popup } = await e.openPopup(article.url(lang));
  await tab.setViewport({ width: 1280, height: 720 });
  await waitForText(popup, 'prty.link/'); // made by the shop's rule
  await waitForText(popup, NEWEST_TITLE);
  await inTheme([tab, popup], theme);
  const page = await tab.screenshot();
  const { width, shot } = await shootPopup(popup);
  await popup.close();
  await tab.close();
  return windowStage({
    page,
    popup: shot,
    popupWidth: width,
    theme,
    address: url.replace('https://', ''),
    tabTitle: title,
    zoom: SCALE,
  });
}

/** The manager in a tab `width` CSS px wide, its links listed. */
async function manager(e: Extension, width: number, height: number) {
  await freshAccount(e);
  const page = await e.openPage('sidepanel.html?view=tab');
  await sized(page, width, height);
  await waitForText(page, NEWEST_TITLE);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton'), { timeout: 60_000 });
  await inTheme([page], 'light');
  return page;
}

it('1. one click, copied: the popup over a page', async () => {
  await drawFrame(ext, 'screenshot-1-popup', {
    headline: 'One click. Copied.',
    sub: 'Shorten the page you are on; the short link is on your clipboard.',
    stage: await popupOverArticle(ext, 'light', 'en'),
  });
});

/** The frame's room under the headline for a card at `top`, in CSS px of a page shown at `zoom`. */
const room = (top: number, zoom: number) => Math.floor((FRAME.height - top - 36) / zoom);

it('2. all your links: the manager', async () => {
  const page = await manager(ext, 760, 640);
  // Down to the last whole row that fits: a row cut by the frame's edge reads as a broken page.
  const height = await fitWholeRows(page, 760, room(196, SCALE));
  const shot = await page.screenshot();
  const clip = { width: 760, height };
  await page.close();
  await drawFrame(ext, 'screenshot-2-manager', {
    headline: 'Every link, a search away',
    sub: 'Find, copy and tidy every link of your account, in a tab or the side panel.',
    stage: centred(shot, clip, 196, SCALE).html,
  });
});

it('3. rules per site: the options', async () => {
  // The rules name groups by the names seen on the account's links: the manager syncs them first.
  await (await manager(ext, 760, 460)).close();
  const page = await ext.openPage('options.html');
  await sized(page, 560, 1600, 2);
  await page.waitForSelector('#sites-heading');
  await waitForText(page, 'Marketing'); // the groups' names, from the service
  await waitForText(page, PRESET.name);
  await page.type('#site-try', TRIED);
  await page.waitForSelector('#site-try-result');
  await page.$eval('#site-try', (el) => (el as HTMLInputElement).blur()); // no caret, no focus ring
  await inTheme([page], 'light');
  // The shop's rule card, then what "Try an address" says of one of its pages: each whole, as large as fits (at most 2×).
  const rule = await box((await page.$('li.site-rule'))!, 14);
  rule.height -= 8; // the next card starts a few px under this one
  const tried = await box((await page.$('.site-try'))!, 14);
  const said = await box((await page.$('#site-try-result'))!);
  tried.height = said.y + said.height + 14 - tried.y; // the field's own bottom margin left out
  const zoom = Math.min(2, (room(190, 1) - 22) / (rule.height + tried.height));
  const card = centred(await page.screenshot({ clip: rule }), rule, 190, zoom);
  const result = centred(await page.screenshot({ clip: tried }), tried, card.bottom + 22, zoom);
  await page.close();
  await drawFrame(ext, 'screenshot-3-sites', {
    headline: 'Rules for each site',
    sub: 'Pick the short domain, the group and the campaign, site by site.',
    stage: card.html + result.html,
  });
});

it('4. a list shortened: the list dialog', async () => {
  const page = await manager(ext, 760, 420);
  await clickNamed(page, /^Shorten a list/);
  const field = await page.waitForSelector('dialog textarea');
  await field!.evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, LIST.join('\n'));
  await page.click('dialog button[type="submit"]');
  // Ended: nothing busy, and the new links (made by the shop's rule) listed.
  await page.waitForFunction(
    () => {
      const dialog = document.querySelector('dialog[open]');
      return (
        dialog &&
        !dialog.querySelector('[aria-busy="true"]') &&
        (dialog.textContent?.match(/prty\.link\//g)?.length ?? 0) >= 6
      );
    },
    { timeout: 60_000 },
  );
  await inTheme([page], 'light');
  // Its counts lead: a bare "Done." above them is left out (the dialog's summary line replaces it).
  const clips = await clipsWithoutLine((await page.$('dialog[open]'))!, 'Done.');
  const shots = await Promise.all(clips.map((clip) => page.screenshot({ clip })));
  await page.close();
  await drawFrame(ext, 'screenshot-4-list', {
    headline: 'A whole list, shortened',
    sub: 'Paste addresses or open a file: see what will happen, then get every link.',
    stage: stackStage(shots, clips[0]!.width, 196, SCALE),
  });
});

it('5. the popup in Arabic, in dark', async () => {
  const ar = await launchExtension({ lang: 'ar', scaleFactor: SCALE });
  try {
    await drawFrame(ar, 'screenshot-5-arabic-dark', {
      headline: 'رابط قصير، منسوخ بنقرة واحدة',
      sub: 'بلغتك، وفي الوضع الداكن.',
      lang: 'ar',
      rtl: true,
      stage: await popupOverArticle(ar, 'dark', 'ar'),
    });
  } finally {
    await ar.close();
  }
});

it('the promo tile and the icons, from the mark', async () => {
  await drawTile(ext.browser, `${DIR}/promo-tile-440x280.png`);
  await drawListingIcon(ext.browser, `${DIR}/icon-128.png`);
  await drawExtensionIcons(ext.browser, 'public/icon');
  expect(pngSize(`${DIR}/promo-tile-440x280.png`)).toEqual({ width: 440, height: 280 });
  expect(pngSize(`${DIR}/icon-128.png`)).toEqual({ width: 128, height: 128 });
  for (const size of [16, 32, 48, 128])
    expect(pngSize(`public/icon/${size}.png`)).toEqual({ width: size, height: size });
});
