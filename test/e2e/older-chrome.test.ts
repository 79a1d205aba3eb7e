/**
 * The oldest Chromes we support (116) have no `browser` namespace and ignore a promise returned by a
 * runtime.onMessage listener: only `return true` and `sendResponse` answer. Our listeners return
 * promises; webextension-polyfill (wxt.config.ts) turns them into that. A copy of the build, with a
 * script that makes today's Chromium behave so in every context, must still answer.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import { EXTENSION_DIR, launchExtension, readClipboard, type Extension } from './support/chromium';

const OLDER_CHROME = `delete globalThis.browser;
(() => {
  const event = chrome.runtime.onMessage, add = event.addListener.bind(event), remove = event.removeListener.bind(event);
  const answering = new WeakMap();
  event.addListener = (l) => {
    const a = (m, s, r) => (l(m, s, r) === true ? true : undefined);
    answering.set(l, a);
    add(a);
  };
  event.removeListener = (l) => remove(answering.get(l) ?? l);
})();
`;

let dir: string;
let sandbox: Sandbox;
let ext: Extension;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prettylink-older-chrome-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'older-chrome.js'), OLDER_CHROME);
  writeFileSync(join(dir, 'background.js'), OLDER_CHROME + readFileSync(join(dir, 'background.js'), 'utf8'));
  for (const html of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const page = readFileSync(join(dir, html), 'utf8');
    writeFileSync(join(dir, html), page.replace('<head>', '<head><script src="/older-chrome.js"></script>'));
  }
  [sandbox, ext] = await Promise.all([startSandbox(), launchExtension({ dir })]);
  await ext.configure(sandbox.url, DEMO_KEY);
});
afterAll(async () => {
  await ext?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('in a Chrome without the browser namespace and promise answers', () => {
  it('the worker and the pages run without `browser`', async () => {
    expect(await (await ext.worker()).evaluate(() => typeof (globalThis as { browser?: unknown }).browser)).toBe(
      'undefined',
    );
    const page = await ext.openPage('options.html');
    expect(await page.evaluate(() => typeof (globalThis as { browser?: unknown }).browser)).toBe('undefined');
    await page.close();
  });

  it('a worker started again runs without `browser` too, and is read only once its script has run', async () => {
    // Stopped as Chrome stops an idle worker; the next evaluate starts it. Its bindings exist before
    // its script runs, so a handle that reads it too early sees the browser's own `browser`.
    const [tab] = await ext.browser.pages();
    const session = await tab!.createCDPSession();
    const stopped = new Promise<void>((resolve) =>
      session.on('ServiceWorker.workerVersionUpdated', (e) => {
        const ours = e.versions.filter((v) => v.scriptURL.startsWith(`chrome-extension://${ext.id}/`));
        if (ours.length && ours.every((v) => v.runningStatus === 'stopped')) resolve();
      }),
    );
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    await stopped;
    await session.detach();
    expect(await (await ext.worker()).evaluate(() => typeof (globalThis as { browser?: unknown }).browser)).toBe(
      'undefined',
    );
  });

  it('the worker answers its pages', async () => {
    const page = await ext.openPage('options.html');
    const reply = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
    expect(reply).toMatchObject({ ok: true, value: { hasKey: true } });
    await page.close();
  });

  it('the offscreen document answers the worker: a menu click copies the short link, and says so', async () => {
    const w = await ext.worker();
    await w.evaluate(() =>
      (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch(
        { menuItemId: 'prettylink-shorten-link', linkUrl: 'https://example.com/older-chrome' },
        null,
      ),
    );
    await until(
      () => sandbox.store.list(DEMO_KEY, 1, 1).links.length,
      (n) => n === 1,
    );
    const short = sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(ext),
        (t) => t === short,
      ),
    ).toBe(short);
    // The clipboard is written whether or not the answer arrives; the worker's "copied" is the answer.
    expect(
      await w.evaluate(() => chrome.runtime.sendMessage({ target: 'offscreen', type: 'copy', text: 'again' })),
    ).toBe(true);
  });
});
