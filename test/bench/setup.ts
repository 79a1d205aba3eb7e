/**
 * One browser and one local service for the whole benchmark. The extension is a copy of the e2e
 * build with an empty `blank.html` added: the baseline page of the same extension, without putting
 * a blank page into the build that ships (or into the zip the size budget measures).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY, startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { EXTENSION_DIR, launchExtension, type Extension } from '../e2e/support/chromium';

/** A second user of the local service: the one with 10,000 links. */
export const BIG_KEY = 'bench-key-ten-thousand-links-0000';

export const BLANK_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>blank</title></head><body></body></html>\n';

export interface Bench {
  ext: Extension;
  sandbox: Sandbox;
  /** `chrome-extension://<id>/<path>` */
  url: (path: string) => string;
  /** A new tab on a page of the extension, `before` run ahead of any of the page's own scripts. */
  open: (path: string, before?: () => void) => Promise<Page>;
  /** The key the extension uses, and its cached links dropped (or not). */
  useKey: (key: string, opts?: { dropCache?: boolean }) => Promise<void>;
  close: () => Promise<void>;
}

export async function startBench(): Promise<Bench> {
  const dir = mkdtempSync(join(tmpdir(), 'prettylink-bench-ext-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'blank.html'), BLANK_HTML);
  const [sandbox, ext] = await Promise.all([startSandbox({ keys: [DEMO_KEY, BIG_KEY] }), launchExtension({ dir })]);
  const url = (path: string) => `chrome-extension://${ext.id}/${path}`;
  await ext.configure(sandbox.url, DEMO_KEY);
  return {
    ext,
    sandbox,
    url,
    async open(path, before) {
      const page = await ext.browser.newPage();
      if (before) await page.evaluateOnNewDocument(before);
      await page.goto(url(path), { waitUntil: 'load' });
      return page;
    },
    async useKey(key, { dropCache = false } = {}) {
      await (await ext.worker()).evaluate(
        async (k, drop) => {
          await chrome.storage.local.set({ apiKey: k });
          if (drop) await chrome.storage.local.remove('linksCache');
        },
        key,
        dropCache,
      );
    },
    async close() {
      await ext.close();
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
