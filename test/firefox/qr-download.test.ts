/**
 * The QR code's downloads in Firefox: from the link manager's row, in a style set behind *Style*
 * (a colour pair near the contrast floor, 256 px), the PNG and the SVG land in the downloads folder
 * named after the short link; the PNG, decoded by Firefox and read by a QR decoder (jsQR), is the
 * exact short link. The style is kept: the panel opened again shows it.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { qrFileName } from '../../src/shared/qr/qr-style';
import { rowMenuAction } from '../e2e/support/popup';
import { until } from '../support/until';
import { launchFirefox, type FirefoxExtension } from './support/firefox';

let sandbox: Sandbox;
let ff: FirefoxExtension;
let downloads: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  downloads = mkdtempSync(join(tmpdir(), 'prettylink-ff-downloads-'));
  ff = await launchFirefox({
    prefs: {
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'browser.download.start_downloads_in_tmp_dir': false,
    },
  });
  await ff.configure(sandbox.url, DEMO_KEY);
});

afterAll(async () => {
  await ff?.close();
  await sandbox?.close();
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

/**
 * A file Firefox finished writing: its `.part` gone and the file not empty (Firefox creates the
 * target as an empty placeholder before the `.part` appears, so the first test alone can pass early).
 */
const landed = (name: string) =>
  until(
    () =>
      existsSync(join(downloads, name)) &&
      !existsSync(join(downloads, `${name}.part`)) &&
      statSync(join(downloads, name)).size > 0,
    (done) => done,
  ).then(() => readFileSync(join(downloads, name)));

async function openQr(page: Page, id: string) {
  await rowMenuAction(page, `.grid-row[data-id="${id}"]`, 'qr');
  await page.waitForSelector('.qr svg path');
}

it('downloads the PNG and the SVG in the chosen style; the PNG decodes to the short link', async () => {
  sandbox.store.seed(DEMO_KEY, 3);
  const link = sandbox.store.list(DEMO_KEY, 1, 1).links[0]!;
  const page = await ff.openPage('sidepanel.html');
  try {
    await page.waitForSelector(`.grid-row[data-id="${link.id}"]`, { timeout: 30_000 });
    await openQr(page, link.id);
    await page.click('.qr-style > button');
    const [margin, , size] = await page.$$('.qr-fields select');
    await margin!.select('2');
    // The colour pair through the fields' own events (a colour picker is the browser's, not the page's).
    await page.$$eval('.qr-fields input[type="color"]', (inputs) =>
      ['#1d3a8a', '#a0c4ff'].forEach((value, i) => {
        const input = inputs[i] as HTMLInputElement;
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }),
    );
    await size!.select('256');
    await page.waitForSelector('.qr svg path[fill="#1d3a8a"]');
    const name = qrFileName(link.short_link);
    const [pngButton, svgButton] = await page.$$('.qr .qr-actions button');
    await pngButton!.click();
    await svgButton!.click();
    const [png, svg] = await Promise.all([landed(`${name}.png`), landed(`${name}.svg`)]);
    expect(svg.toString()).toMatch(/^<svg [^>]*width="256" height="256"/);
    expect(svg.toString()).toContain('<path fill="#1d3a8a"');
    // Firefox decodes its own PNG; its pixels come back for the decoder.
    const pixels = await page.evaluate(async (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return { width: image.width, data: [...ctx.getImageData(0, 0, image.width, image.height).data] };
    }, png.toString('base64'));
    expect(pixels.width).toBe(256);
    const read = jsQR(Uint8ClampedArray.from(pixels.data), 256, 256, { inversionAttempts: 'dontInvert' });
    expect(read?.data).toBe(link.short_link);
    // Kept for the account: the panel opened again shows it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.qr', { hidden: true });
    await openQr(page, link.id);
    await page.waitForSelector('.qr svg path[fill="#1d3a8a"]');
  } finally {
    await page.close();
  }
});
