/**
 * The browser's tracing around some work (the bench's traced sections: ./wake-trace.ts, ./popup-trace.ts):
 * every event of the given categories, whatever the work's answer.
 */
import type { Protocol } from 'puppeteer-core';
import type { Bench } from './setup';

export type TraceEvent = Protocol.Tracing.DataCollectedEvent['value'][number];

export async function recordTrace<T>(
  b: Bench,
  categories: string[],
  work: () => Promise<T>,
): Promise<{ result: T; events: TraceEvent[] }> {
  const session = await b.ext.browser.target().createCDPSession();
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', (e: Protocol.Tracing.DataCollectedEvent) => events.push(...e.value));
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
  });
  try {
    return { result: await work(), events };
  } finally {
    await session.send('Tracing.end');
    await complete;
    await session.detach();
  }
}
