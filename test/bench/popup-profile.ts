/**
 * The popup's own code, profiled (`BENCH_ONLY=popup-profile`, information; docs/benchmark.md,
 * "The popup's own code, profiled"): the floor page, the popup's same-frame page (the least of the
 * stack drawing the popup's first-frame DOM, ./stack/page-same-frame.ts) and the popup, with
 * `BENCH_VARIANT=<another build's .output/chrome-mv3-e2e>` that build's popup too (copied beside
 * this one as `popup-variant.html`), opened in every order equally often. First untimed by any
 * profiler (the pages' frames pair by pair), then each load under V8's sampling profiler (100 µs)
 * from the document's start to the frame showing the first row (`console.profile` there, so what
 * the page does after its first frame is left out), summed by function and by module through the
 * build's source map (build with `build.sourcemap: 'hidden'` for names), then under the browser's
 * tracing (./popup-trace.ts). Every load opens the extension's blank page first, then the page, in
 * the same tab. BENCH_UNPROFILED=1: the untimed pass alone.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Protocol } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { installOpenMarks, marksWhen, type Marks } from './marks';
import { CACHED_LINKS, medians, SHOWN, waitForRequests } from './popup-open';
import { profileText, summarizeProfiles, type Line } from './profile-summary';
import type { Row } from './report';
import { addSameFramePage, checkSameFrame, everyOrder, SAME_FRAME } from './same-frame';
import { drawnDom, installDomSnapshot } from './same-frame-dom';
import type { Bench } from './setup';
import { stampToFirstRow, traceLoads } from './popup-trace';

const VARIANT = 'popup-variant.html';

/** Another build's popup beside this one: its files have content-hashed names, so both sets live side by side. */
function addVariant(dir: string, from: string): void {
  cpSync(join(from, 'chunks'), join(dir, 'chunks'), { recursive: true, force: false });
  cpSync(join(from, 'assets'), join(dir, 'assets'), { recursive: true, force: false });
  writeFileSync(join(dir, VARIANT), readFileSync(join(from, 'popup.html')));
}

/** Runs first in the page: a console profile from the document's start to the frame after the first row. */
function profileToFirstRow(): void {
  console.profile('first-row');
  new MutationObserver((_, observer) => {
    if (!document.querySelector('li.link-item')) return;
    observer.disconnect();
    requestAnimationFrame(() => console.profileEnd('first-row'));
  }).observe(document, { childList: true, subtree: true });
}

const isPopup = (path: string) => path === 'popup.html' || path === VARIANT;

/** One load of `path`: its marks, and its profile when `profiled`. */
async function load(
  b: Bench,
  path: string,
  profiled: boolean | 'traced',
): Promise<{ marks: Marks; profile?: Protocol.Profiler.Profile }> {
  const before = b.sandbox.requests.length;
  const page = await b.ext.browser.newPage();
  try {
    // A page of the same extension first (its process), so the session's profiler is there before the load.
    await page.goto(b.url('blank.html'), { waitUntil: 'load' });
    const session = await page.createCDPSession();
    let profile: Promise<Protocol.Profiler.Profile> | undefined;
    if (profiled === 'traced') await page.evaluateOnNewDocument(stampToFirstRow);
    else if (profiled) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      profile = new Promise((resolve) =>
        session.once('Profiler.consoleProfileFinished', (e: Protocol.Profiler.ConsoleProfileFinishedEvent) =>
          resolve(e.profile),
        ),
      );
      await page.evaluateOnNewDocument(profileToFirstRow);
    }
    await page.evaluateOnNewDocument(installOpenMarks);
    await page.goto(b.url(path), { waitUntil: 'load' });
    const marks = await marksWhen(page, SHOWN);
    return { marks, profile: await profile };
  } finally {
    // The popup refreshes its list through the worker: let that finish before the next load.
    if (isPopup(path)) await waitForRequests(b, before + 1);
    await page.close();
  }
}

/** Each line's ms per load, the mean over the loads (a sum over the loads ÷ their number). */
function meanLines(each: Line[][]): Line[] {
  const sum = new Map<string, Line>();
  for (const lines of each)
    for (const l of lines) {
      const s = sum.get(l.name) ?? { name: l.name, self: 0, total: 0 };
      sum.set(l.name, { name: l.name, self: s.self + l.self / each.length, total: s.total + l.total / each.length });
    }
  return [...sum.values()].sort((a, b) => b.self - a.self);
}

/** Each page's loads under the profiler, then under the trace: by module and function, and by trace event (ms a load, means). */
async function profileAndTrace(b: Bench, runs: number, pages: string[]) {
  const profiles: Protocol.Profiler.Profile[][] = pages.map(() => []);
  await everyOrder(
    runs,
    pages.map((p, i) => async () => {
      const { marks: m, profile } = await load(b, p, true);
      profiles[i]!.push(profile!);
      return m.linksFrame!;
    }),
  );
  const traced: number[] = [];
  const phases = await traceLoads(b, () =>
    everyOrder(
      runs,
      pages.map((p, i) => async () => (traced.push(i), (await load(b, p, 'traced')).marks.linksFrame!)),
    ).then(() => undefined),
  );
  // Per page, each event's ms a load (means over the loads after the warm-up rounds).
  const phaseMeans = pages.map((_, i) => {
    const mine = phases.filter((_, k) => traced[k] === i).slice(-runs);
    const names = [...new Set(mine.flatMap((m) => Object.keys(m)))];
    const mean = (n: string) => mine.reduce((t, m) => t + (m[n] ?? 0), 0) / mine.length;
    return Object.fromEntries(names.map((n): [string, number] => [n, mean(n)]).sort((a, c) => c[1] - a[1]));
  });
  for (const [i, p] of pages.entries())
    process.stderr.write(
      `\n${p}, traced (ms a load, means): ${Object.entries(phaseMeans[i]!)
        .filter(([, v]) => v >= 0.05)
        .map(([n, v]) => `${n} ${v.toFixed(2)}`)
        .join(', ')}\n`,
    );
  const fileOf = (url: string) => (url.startsWith(b.url('')) ? join(b.dir, new URL(url).pathname) : null);
  const summaries = pages.map((p, i) => {
    const each = profiles[i]!.slice(-runs).map((pr) => summarizeProfiles([pr], fileOf));
    const s = {
      wakes: each.length,
      sampled: each.reduce((t, e) => t + e.sampled, 0) / each.length,
      functions: meanLines(each.map((e) => e.functions)),
      modules: meanLines(each.map((e) => e.modules)),
    };
    process.stderr.write(`\n${profileText(`${p} (loads; ms a load, means)`, s, 40)}\n`);
    return s;
  });
  return {
    phases: Object.fromEntries(pages.map((p, i) => [p, phaseMeans[i]])),
    profiles: Object.fromEntries(
      pages.map((p, i) => [p, { ...summaries[i]!, functions: summaries[i]!.functions.slice(0, 80) }]),
    ),
  };
}

export async function benchPopupProfile(
  b: Bench,
  runs: number,
  variant?: string,
): Promise<{ rows: Row[]; detail: unknown }> {
  await addSameFramePage(b.dir);
  if (variant) addVariant(b.dir, variant);
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  await load(b, 'popup.html', false);
  const dom = async (path: string) => {
    const before = b.sandbox.requests.length;
    const page = await b.open(`${path}#dom`, installDomSnapshot);
    try {
      return await drawnDom(page);
    } finally {
      if (isPopup(path)) await waitForRequests(b, before + 1);
      await page.close();
    }
  };
  await checkSameFrame(dom, `${SAME_FRAME}.html`, 'Chromium');
  if (variant) await checkSameFrame(dom, VARIANT, 'Chromium, the variant');

  const pages = ['floor.html', `${SAME_FRAME}.html`, 'popup.html', ...(variant ? [VARIANT] : [])];
  const marks: Marks[][] = pages.map(() => []);
  const frames = await everyOrder(
    runs,
    pages.map((p, i) => async () => (marks[i]!.push((await load(b, p, false)).marks), marks[i]!.at(-1)!.linksFrame!)),
  );
  // The profiled and traced passes take twice the untimed one's time: BENCH_UNPROFILED=1 leaves them out (an A/B's timing alone).
  const looked = process.env.BENCH_UNPROFILED ? null : await profileAndTrace(b, runs, pages);
  const over = (a: number[], c: number[]) => a.map((v, i) => v / c[i]!);
  const [floor, same, popup, other] = frames as [number[], number[], number[], number[] | undefined];
  const info = (name: string, samples: number[]): Row => ({
    group: 'popup-profile',
    name,
    unit: 'ratio',
    samples,
    role: 'information',
  });
  const rows = [
    info('popup ÷ floor page', over(popup, floor)),
    info('popup ÷ same-frame page', over(popup, same)),
    info('same-frame page ÷ floor page', over(same, floor)),
    ...(other
      ? [
          info('variant popup ÷ floor page', over(other, floor)),
          info('variant popup ÷ same-frame page', over(other, same)),
          info('popup ÷ variant popup', over(popup, other)),
        ]
      : []),
  ];
  return {
    rows,
    detail: {
      marks: Object.fromEntries(pages.map((p, i) => [p, medians(marks[i]!)])),
      // The share of loads whose rows were in the DOM at the first frame after `load` (when Chrome shows a popup).
      rowsAtLoadFrame: Object.fromEntries(
        pages.map((p, i) => [p, marks[i]!.filter((m) => m.linksAtLoadFrame === 1).length / marks[i]!.length]),
      ),
      ...looked,
    },
  };
}
