/**
 * A user with 10,000 links: opening the popup (no cache) to its first page of links shown, against
 * a user with 10 links, alternately (two keys of the same local service).
 */
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { timeOpen } from './popup-open';
import type { Row } from './report';
import { BIG_KEY, type Bench } from './setup';
import { interleaved, ratios } from './stats';

export const SMALL = 10;
export const BIG = 10_000;

export async function benchScaleOpen(b: Bench, runs: number): Promise<{ rows: Row[] }> {
  b.sandbox.reset();
  await b.configure();
  b.sandbox.store.seed(DEMO_KEY, SMALL);
  b.sandbox.store.seed(BIG_KEY, BIG);
  const firstPage = (key: string) => async () => {
    await b.useKey(key, { dropCache: true });
    return timeOpen(b, 'popup.html', 'linksFrame');
  };
  const pairs = await interleaved(runs, firstPage(DEMO_KEY), firstPage(BIG_KEY));
  return {
    rows: [
      {
        group: 'scale',
        name: `first page, ${SMALL} links, no cache`,
        unit: 'ms',
        samples: pairs.baseline,
        role: 'baseline',
      },
      {
        group: 'scale',
        name: `first page, ${BIG.toLocaleString('en')} links, no cache`,
        unit: 'ms',
        samples: pairs.subject,
      },
      {
        group: 'scale',
        name: `${BIG.toLocaleString('en')} ÷ ${SMALL} links`,
        unit: 'ratio',
        samples: ratios(pairs),
        budget: 1.1,
      },
    ],
  };
}
