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
import { draw, fadedStage, frameHtml, stackStage, type Frame, type Theme } from './brand';
import { clickNamed, clipsWithoutLine, inTheme, sectionBands, SCALE, shootPopup, sized, waitForText } from './capture';
import { drawExtensionIcons, drawListingIcon, drawTile } from './tile';
import { PAGE_WIDTH, windowStage } from './window';

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
  await tab.setViewport({ width: PAGE_WIDTH, height: 720 });
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
  // The tab taller than the card: the list runs on under the card's edge, and fades out there.
  const height = room(196, SCALE);
  const page = await manager(ext, 760, height + 120);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: 760, height } });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.close();
  await drawFrame(ext, 'screenshot-2-manager', {
    headline: 'Every link, a search away',
    sub: 'Find, copy and tidy every link of your account, in a tab or the side panel.',
    stage: fadedStage(shot, { width: 760, height }, 196, SCALE, background),
  });
});

it('3. rules per site: the options', async () => {
  // The rules name groups by the names seen on the account's links: the manager syncs them first.
  await (await manager(ext, 760, 460)).close();
  const page = await ext.openPage('options.html');
  await sized(page, 740, 1600, 2); // wide enough for each rule's line and the answer's
  await page.waitForSelector('#sites-heading');
  await waitForText(page, 'Marketing'); // the groups' names, from the service
  await waitForText(page, PRESET.name);
  await page.type('#site-try', TRIED);
  await page.waitForSelector('#site-try-result');
  await page.$eval('#site-try', (el) => (el as HTMLInputElement).blur()); // no caret, no focus ring
  await inTheme([page], 'light');
  // The section as the card (no page card around it): its heading, its three rules, and what "Try
  // an address" says of the popup's page. Its intro, buttons row and notice are left out.
  const bands = await sectionBands(
    (await page.$('section.sites'))!,
    [
      [null, '#sites-heading'],
      ['.site-rules', '.site-rules'],
      ['.site-try', null],
    ],
    8,
  );
  const shots = await Promise.all(bands.map((clip) => page.screenshot({ clip })));
  const tall = bands.reduce((sum, b) => sum + b.height, 0);
  const zoom = Math.min(2, room(190, 1) / tall);
  await page.close();
  await drawFrame(ext, 'screenshot-3-sites', {
    headline: 'Rules for each site',
    sub: 'Pick the short domain, the group and the campaign, site by site.',
    stage: stackStage(shots, bands[0]!.width, 190, zoom),
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
