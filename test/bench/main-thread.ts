/**
 * The popup's main-thread work as it opens, against the blank page's: each page opened in a tab on
 * its own (the popup with its cached links shown, its list refresh answered, then one more frame;
 * the blank page after its load event and a frame), then CDP `Performance.getMetrics`: the time
 * the page's thread spent in tasks, and of it in style recalculation, layout and script. A reply
 * from the worker that arrives meanwhile waits behind this work (bench "copied"); the style row is
 * where one SVG image per icon showed (about 4.5 ms, now one sprite: src/pages/components/base.css).
 * Reported for information: no budget.
 */
import type { CDPSession } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { installOpenMarks, marksWhen } from './marks';
import { CACHED_LINKS, waitForRequests } from './popup-open';
import type { Row } from './report';
import type { Bench } from './setup';
import { interleaved } from './stats';

/** The metrics read, in ms. */
interface Work {
  task: number;
  style: number;
  layout: number;
  script: number;
}

const METRICS = {
  task: 'TaskDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
  script: 'ScriptDuration',
} as const;

/** The page's metrics since `Performance.enable` (on a blank tab, before it navigates). */
async function work(session: CDPSession): Promise<Work> {
  const { metrics } = await session.send('Performance.getMetrics');
  const read = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
  return {
    task: read(METRICS.task),
    style: read(METRICS.style),
    layout: read(METRICS.layout),
    script: read(METRICS.script),
  };
}

async function opened(b: Bench, path: 'popup.html' | 'blank.html'): Promise<Work> {
  const before = b.sandbox.requests.length;
  const page = await b.ext.browser.newPage();
  const session = await page.createCDPSession();
  try {
    await session.send('Performance.enable');
    await page.evaluateOnNewDocument(installOpenMarks);
    await page.goto(b.url(path), { waitUntil: 'load' });
    await marksWhen(page, path === 'popup.html' ? 'linksFrame' : 'loadFrame');
    if (path === 'popup.html') await waitForRequests(b, before + 1);
    // The frame that shows what was rendered last, and the task after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    return await work(session);
  } finally {
    await session.detach().catch(() => {});
    await page.close();
  }
}

export async function benchMainThread(b: Bench, runs: number): Promise<{ rows: Row[] }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, CACHED_LINKS);
  await opened(b, 'popup.html'); // fills the cache
  const blank: Work[] = [];
  const popup: Work[] = [];
  const pairs = await interleaved(
    runs,
    async () => (blank.push(await opened(b, 'blank.html')), blank.at(-1)!.task),
    async () => (popup.push(await opened(b, 'popup.html')), popup.at(-1)!.task),
  );
  const kept = popup.slice(-runs);
  return {
    rows: [
      {
        group: 'main thread',
        name: 'blank extension page, time in tasks',
        unit: 'ms',
        samples: pairs.baseline,
        role: 'baseline',
      },
      {
        group: 'main thread',
        name: `popup with ${CACHED_LINKS} cached links, time in tasks`,
        unit: 'ms',
        samples: pairs.subject,
      },
      {
        group: 'main thread',
        name: 'popup: of it, style recalculation',
        unit: 'ms',
        samples: kept.map((w) => w.style),
      },
      { group: 'main thread', name: 'popup: of it, layout', unit: 'ms', samples: kept.map((w) => w.layout) },
      { group: 'main thread', name: 'popup: of it, script', unit: 'ms', samples: kept.map((w) => w.script) },
    ],
  };
}
