/**
 * The JS heap at the first frame (part of the stack section, ./stack-floor.ts): the popup and the
 * page of its same first frame (./stack/page-same-frame.ts), each stopped by the debugger the
 * moment its first row is in the DOM (the same moment the DOM check reads, ./same-frame-dom.ts),
 * then `HeapProfiler.collectGarbage` and `Runtime.getHeapUsage` while it is paused. The heap
 * section measures the popup later, with its status answered, its card and its list refresh: this
 * splits the popup's heap over the page's into what its first frame costs and what comes after.
 * Each page alone in the browser, as ./heap.ts measures (one V8 heap for an extension's pages).
 */
import { waitForRequests } from './popup-open';
import type { Row } from './report';
import { everyOrder } from './same-frame';
import type { Bench } from './setup';
import { sleep } from './stats';

/** Runs before the page's scripts (opened with `#heap`): pauses in the debugger at the first row. */
function pauseAtFirstRow(): void {
  if (location.hash !== '#heap') return;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#app li.link-item')) return;
    observer.disconnect();
    // eslint-disable-next-line no-debugger -- the measurement's stop: the heap is read while paused here
    debugger;
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** used JS heap after GC, bytes, of `path` paused at its first row. */
export async function heapAtFirstRow(b: Bench, path: string): Promise<number> {
  const others = b.ext.browser.targets().filter((t) => t.type() === 'page' && t.url().startsWith(b.url('')));
  if (others.length) throw new Error(`another page of the extension is open: ${others.map((t) => t.url()).join(', ')}`);
  const before = b.sandbox.requests.length;
  const page = await b.ext.browser.newPage();
  const session = await page.createCDPSession();
  try {
    await session.send('Debugger.enable');
    const paused = new Promise<void>((resolve) => session.once('Debugger.paused', () => resolve()));
    await page.evaluateOnNewDocument(pauseAtFirstRow);
    // Not awaited: the page may be paused before its load event.
    const loaded = page.goto(b.url(`${path}#heap`)).catch(() => undefined);
    await paused;
    // No garbage collection while paused in the debugger: frozen instead (no task of the page runs,
    // its effects and answers wait), then resumed into that state.
    await session.send('Page.setWebLifecycleState', { state: 'frozen' });
    await session.send('Debugger.resume');
    await session.send('HeapProfiler.collectGarbage');
    const used = (await session.send('Runtime.getHeapUsage')).usedSize;
    await session.send('Page.setWebLifecycleState', { state: 'active' });
    await loaded;
    return used;
  } finally {
    await session.detach().catch(() => {});
    if (path === 'popup.html') await waitForRequests(b, before + 1);
    await sleep(30);
    await page.close();
  }
}

/** The popup and the same-frame page, each paused at its first row, every order alike; the rows. */
export async function firstRowHeapRows(b: Bench, runs: number, page: string): Promise<Row[]> {
  const [same, popup] = await everyOrder(runs, [() => heapAtFirstRow(b, page), () => heapAtFirstRow(b, 'popup.html')]);
  const row = (name: string, samples: number[]): Row => ({
    group: 'stack',
    name,
    unit: 'bytes',
    samples,
    role: 'information',
  });
  return [
    row("page of the popup's same first frame, paused at its first row: used JS heap after GC", same!),
    row('popup, paused at its first row: used JS heap after GC', popup!),
    row(
      'popup over the page of its same first frame, both paused at the first row',
      popup!.map((v, i) => v - same![i]!),
    ),
  ];
}
