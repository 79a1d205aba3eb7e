/**
 * The setup the screens files share: one sandbox service and the test pages for the file, the
 * extensions it launched closed after it, and a picture in light then dark.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'puppeteer-core';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.ts';
import { launchExtension, type Extension } from '../e2e/support/chromium';
import { startPages, type TestPages } from '../e2e/support/pages';
import { SCREENS_DIR } from './empty-folder';
import { settled } from './popup-tab';

export interface Screens {
  sandbox: Sandbox;
  pages: TestPages;
  /** The built extension in Chromium, in `lang`; closed after the file. */
  launch: (lang: string) => Promise<Extension>;
}

/** Call at a file's top level: the sandbox (its one key DEMO_KEY) and the test pages, started before the file's tests. */
export function screensSetup(): Screens {
  const opened: Extension[] = [];
  const screens = {
    launch: async (lang: string) => {
      const ext = await launchExtension({ lang });
      opened.push(ext);
      return ext;
    },
  } as Screens;
  beforeAll(async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    [screens.sandbox, screens.pages] = await Promise.all([startSandbox(), startPages()]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((e) => e.close()));
    await Promise.all([screens.sandbox?.close(), screens.pages?.close()]);
  });
  return screens;
}

/** `page` once settled, in light then dark: `<name>-light.png` and `<name>-dark.png`. */
export async function shootThemes(page: Page, name: string, { fullPage = false } = {}) {
  await settled(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
    await page.screenshot({ path: `${SCREENS_DIR}/${name}-${theme}.png`, fullPage });
  }
}
