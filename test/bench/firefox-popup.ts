/**
 * The popup-open figure of popup-open.ts, in Firefox ESR: navigation start to the animation frame
 * after the first cached `li.link-item` is in the DOM, against the frame after the load event of
 * an empty `blank.html` of the same add-on, pair by pair. Firefox is launched for this section only
 * (headless, puppeteer-core over WebDriver BiDi, test/firefox/support/firefox.ts) with a temporary
 * copy of the Firefox e2e build that has the blank page added. The marks are the Chromium bench's
 * (marks.ts), installed ahead of the page's own scripts by a frame script (BiDi preload scripts do
 * not run in moz-extension pages; see `beforeExtensionPages`) and taken inside the page
 * (performance.now(), ms since its navigation started). The pairs are split over Firefox sessions
 * launched one after the other (./sessions.ts): the row moved from 1.29× to 1.74× run to run, one
 * session a run, so it is the median over all the sessions' pairs.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEY, type Sandbox } from '../../src/sandbox/server.ts';
import { EXTENSION_DIR, launchFirefox, type FirefoxExtension } from '../firefox/support/firefox';
import { installOpenMarks, marksWhen, type Marks } from './marks';
import { CACHED_LINKS, firstFrameRows, medians, popupRows, SHOWN } from './popup-open';
import type { Row } from './report';
import { addBaselinePages } from './pages';
import type { Bench } from './setup';
import { sessionRows, splitRuns } from './sessions';
import { interleaved, ratios, sleep, type Pairs } from './stats';

/** Opens a page of the add-on with the marks, answers them once `mark` is taken; closes it once its requests are done. */
export async function openMarked(
  ff: FirefoxExtension,
  sandbox: Sandbox,
  path: string,
  mark: string | string[],
): Promise<Marks> {
  const before = sandbox.requests.length;
  const page = await ff.openPage(path);
  try {
    return await marksWhen(page, mark);
  } finally {
    // The popup refreshes its list through the background: let that finish before the next run.
    if (path === 'popup.html') await listRefreshed(sandbox, before + 1);
    await page.close();
  }
}

/** The sandbox has `count` requests and has answered them (the popup's list refresh, after it opened). */
export async function listRefreshed(sandbox: Sandbox, count: number, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (
    (sandbox.requests.length < count || sandbox.requests.slice(count - 1).some((r) => r.answeredAt === undefined)) &&
    Date.now() < end
  )
    await sleep(5);
  await sleep(30);
}

/** One Firefox session on the add-on in `dir`: the popup against the floor page, and the floor against the blank page, `runs` pairs each. */
async function firefoxSession(b: Bench, dir: string, runs: number) {
  const ff = await launchFirefox({ dir });
  try {
    const version = await ff.browser.version();
    await ff.beforeExtensionPages(installOpenMarks);
    b.sandbox.reset();
    await ff.configure(b.sandbox.url, DEMO_KEY);
    b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
    // A first open fills the cache from the service; every open after this one shows it at once.
    await openMarked(ff, b.sandbox, 'popup.html', SHOWN);
    const cached = await ff.ext(
      async () =>
        ((await chrome.storage.local.get('links')).links as { links: unknown[] } | undefined)?.links.length ?? 0,
    );
    if (cached !== CACHED_LINKS) throw new Error(`expected ${CACHED_LINKS} cached links in Firefox, found ${cached}`);

    const floor: Marks[] = [];
    const popup: Marks[] = [];
    const pairs = await interleaved(
      runs,
      async () => (floor.push(await openMarked(ff, b.sandbox, 'floor.html', SHOWN)), floor.at(-1)!.linksFrame!),
      async () => (popup.push(await openMarked(ff, b.sandbox, 'popup.html', SHOWN)), popup.at(-1)!.linksFrame!),
    );
    const blank: Marks[] = [];
    const floorOverBlank = await interleaved(
      runs,
      async () => (blank.push(await openMarked(ff, b.sandbox, 'blank.html', 'loadFrame')), blank.at(-1)!.loadFrame!),
      async () => (await openMarked(ff, b.sandbox, 'floor.html', SHOWN)).linksFrame!,
    );
    // The marks of the pairs kept (the warm-up pairs' dropped).
    const kept = { popup: popup.slice(-runs), floor: floor.slice(-runs), blank: blank.slice(-runs) };
    return { version, pairs, floorOverBlank, ...kept };
  } finally {
    await ff.close();
  }
}

/** The section: its pairs split over Firefox sessions launched one after the other (./sessions.ts). */
export async function benchFirefoxPopup(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')))
    throw new Error(
      `no Firefox build in ${EXTENSION_DIR}: run \`npx wxt build -b firefox --mode e2e\` (npm run bench does)`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'prettylink-bench-firefox-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  addBaselinePages(dir);
  try {
    const sessions: Awaited<ReturnType<typeof firefoxSession>>[] = [];
    for (const n of splitRuns(runs)) sessions.push(await firefoxSession(b, dir, n));
    const all = (k: 'popup' | 'floor' | 'blank') => sessions.flatMap((s) => s[k]);
    const joined = (k: 'pairs' | 'floorOverBlank'): Pairs => ({
      baseline: sessions.flatMap((s) => s[k].baseline),
      subject: sessions.flatMap((s) => s[k].subject),
    });
    const rows = popupRows('firefox', joined('pairs'), joined('floorOverBlank'), all('popup'), all('floor'));
    const budgeted = rows.find((r) => r.budget !== undefined)!;
    return {
      rows: [
        ...rows,
        ...sessionRows(
          budgeted,
          sessions.map((s) => ratios(s.pairs)),
        ),
        ...firstFrameRows('firefox', all('popup'), all('floor')),
      ],
      // ms since navigation start, medians: DOMContentLoaded, load, first link in the DOM, and the frames after.
      detail: {
        version: sessions[0]!.version,
        blank: medians(all('blank')),
        floor: medians(all('floor')),
        popup: medians(all('popup')),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
