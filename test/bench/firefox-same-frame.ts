/**
 * The popup's same first frame in Firefox ESR (part of the stack section, ./stack-floor.ts): the
 * same-frame page (./stack/page-same-frame.ts) bundled into a copy of the Firefox e2e build beside
 * the popup and the floor page, its DOM checked against the popup's first frame (./same-frame-dom.ts),
 * then the three timed as the Firefox section times the popup (./firefox-popup.ts), every order of
 * the three equally often.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { EXTENSION_DIR, launchFirefox, type FirefoxExtension } from '../firefox/support/firefox';
import { listRefreshed, openMarked } from './firefox-popup';
import { installOpenMarks, type Marks } from './marks';
import { addBaselinePages } from './pages';
import { CACHED_LINKS, medians, SHOWN } from './popup-open';
import { checkSameFrame, everyOrder, SAME_FRAME } from './same-frame';
import { drawnDom, installDomSnapshot } from './same-frame-dom';
import type { Bench } from './setup';

async function domOf(ff: FirefoxExtension, b: Bench, path: string): Promise<string> {
  const before = b.sandbox.requests.length;
  const page = await ff.openPage(`${path}#dom`);
  try {
    return await drawnDom(page);
  } finally {
    // The popup's list refresh answered before the next page, as openMarked waits for it.
    if (path === 'popup.html') await listRefreshed(b.sandbox, before + 1);
    await page.close();
  }
}

/**
 * `addPage` writes the same-frame page into a folder (./stack-floor.ts). Answers the DOM check and
 * the samples, ms: [floor, same frame, popup], and each page's marks (medians).
 */
export async function timeFirefoxSameFrame(
  b: Bench,
  runs: number,
  addPage: (dir: string) => Promise<void>,
): Promise<{ dom: string; samples: number[][]; marks: Record<string, Record<string, number>> }> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error(`no Firefox build in ${EXTENSION_DIR}: run \`npm run build:e2e:firefox\``);
  const dir = mkdtempSync(join(tmpdir(), 'prettylink-bench-firefox-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  addBaselinePages(dir);
  await addPage(dir);
  const ff = await launchFirefox({ dir });
  try {
    await ff.beforeExtensionPages(installOpenMarks);
    await ff.beforeExtensionPages(installDomSnapshot);
    b.sandbox.reset();
    await ff.configure(b.sandbox.url, DEMO_KEY);
    b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
    // A first open fills the cache from the service; every open after this one shows it at once.
    await openMarked(ff, b.sandbox, 'popup.html', SHOWN);
    const dom = await checkSameFrame((p) => domOf(ff, b, p), `${SAME_FRAME}.html`, 'Firefox');
    const pages = ['floor.html', `${SAME_FRAME}.html`, 'popup.html'];
    const all: Marks[][] = pages.map(() => []);
    const samples = await everyOrder(
      runs,
      pages.map(
        (path, i) => async () => (
          all[i]!.push(await openMarked(ff, b.sandbox, path, SHOWN)),
          all[i]!.at(-1)!.linksFrame!
        ),
      ),
    );
    return { dom, samples, marks: Object.fromEntries(pages.map((p, i) => [p, medians(all[i]!.slice(-runs))])) };
  } finally {
    await ff.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
