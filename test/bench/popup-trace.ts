/**
 * The page loads of ./popup-profile.ts once more under the browser's tracing (no profiler): each
 * load bracketed in the trace by `console.timeStamp` at its document's start and at the animation
 * frame after its first row (the bench's mark: the frame's own style, layout and paint follow it), and the events of its renderer's main thread between the two summed by name (the
 * HTML's parse, each script's compile and evaluation, the sheets' parse, style, layout, paint, GC;
 * nested events count in their own name and in their parent's).
 */
import type { Bench } from './setup';
import { recordTrace, type TraceEvent } from './trace-record';

const CATEGORIES = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'loading',
  'disabled-by-default-v8.compile',
  'disabled-by-default-devtools.timeline',
];

/** Runs first in the page: the load's bracket in the trace, its start and the frame after its first row. */
export function stampToFirstRow(): void {
  console.timeStamp('first-row:start');
  new MutationObserver((_, observer) => {
    if (!document.querySelector('li.link-item')) return;
    observer.disconnect();
    requestAnimationFrame(() => console.timeStamp('first-row:end'));
  }).observe(document, { childList: true, subtree: true });
}

/** Runs `loads` under tracing; answers each load's events by name, ms, in the order of the loads. */
export async function traceLoads(b: Bench, loads: () => Promise<void>): Promise<Record<string, number>[]> {
  const { events } = await recordTrace(b, CATEGORIES, loads);
  const message = (e: TraceEvent) => (e.args as { data?: { message?: string } } | undefined)?.data?.message;
  const stamps = events.filter((e) => e.name === 'TimeStamp' && message(e)?.startsWith('first-row:'));
  const out: Record<string, number>[] = [];
  const starts = stamps.filter((e) => message(e) === 'first-row:start').sort((a, c) => a.ts - c.ts);
  for (const start of starts) {
    const thread = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
    const end = stamps.find((e) => thread(e) && e.ts > start.ts && message(e) === 'first-row:end');
    if (!end) {
      out.push({});
      continue;
    }
    const sums: Record<string, number> = { span: (end.ts - start.ts) / 1000 };
    for (const e of events)
      if (e.ph === 'X' && thread(e) && e.ts >= start.ts && e.ts < end.ts)
        sums[e.name] = (sums[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    // The files the load asked for before its first row, by name, as a count.
    for (const e of events)
      if (e.name === 'ResourceSendRequest' && e.pid === start.pid && e.ts >= start.ts && e.ts < end.ts) {
        const url = (e.args as { data?: { url?: string } }).data?.url ?? '';
        const file = `request ${url
          .split('/')
          .pop()
          ?.replace(/-[\w-]{8}\./, '.')}`;
        sums[file] = (sums[file] ?? 0) + 1;
      }
    out.push(sums);
  }
  return out;
}
