/**
 * Shortening a list: 1,000 new addresses through the manager's "Shorten a list…",
 * from the click on "Shorten all" to "Done." on the page, against the local service at its real
 * limit (50 requests a second). Budget: 10% over 1,000 ÷ the pacing rate (src/background/api/request-pace.ts).
 * Meanwhile, the dialog closed (the list goes on in the background), the same manager page takes
 * search keystrokes over its 10,000-link mirror: each one, from its input event to the filtered
 * grid laid out, ≤ 16 ms while the list runs. The dialog is opened again to see the end.
 */
import { accountOf } from '../../src/shared/links/account';
import type { Page } from 'puppeteer-core';
import { REQUEST_RATE_PER_S as RATE } from '../../src/shared/time/limits';
import { installKeystrokeTimer, keystroke, type Keystroke } from './manager';
import type { Row } from './report';
import { BIG } from './scale';
import { BIG_KEY, type Bench } from './setup';
import { summarize } from './stats';

const COUNT = 1000;
const PAGE = 'sidepanel.html?view=tab';

const ready = (page: Page) => page.waitForSelector('.grid[data-state="ready"]', { timeout: 300_000 });
/** Creates the service received so far (the list is still running while they are fewer than COUNT more). */
const posted = (b: Bench) => b.sandbox.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/links').length;

interface JobTimes {
  startedAt: number;
  endedAt: number | null;
  entries: { state: string }[];
}

async function pressButton(page: Page, label: string) {
  const button = await page.waitForSelector(`xpath/.//button[normalize-space(text())="${label}"]`);
  await button!.click();
}

export async function benchBatch(b: Bench, runs: number): Promise<{ rows: Row[]; detail: unknown }> {
  if (b.sandbox.store.count(BIG_KEY) < BIG) {
    b.sandbox.reset();
    await b.configure();
    b.sandbox.store.seed(BIG_KEY, BIG);
  }
  await b.useKey(BIG_KEY);
  b.sandbox.setRateLimit(50);
  const page = await b.open(PAGE);
  try {
    // The mirror synced first (the whole 10,000 the first time), as a user who has the manager open.
    await page.waitForSelector('.sync[data-complete="true"]', { timeout: 300_000 });
    await page.waitForSelector('.sync[data-phase="idle"]', { timeout: 300_000 });
    await ready(page);
    await page.bringToFront();
    await pressButton(page, 'Shorten a list…');
    const field = await page.waitForSelector('dialog.bulk textarea[name="addresses"]');
    const run = Date.now();
    await field!.evaluate(
      (el, text) => {
        (el as HTMLTextAreaElement).value = text;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      },
      Array.from({ length: COUNT }, (_, i) => `https://bench.example/list/${run}/${i}`).join('\n'),
    );
    await page.waitForFunction(
      (n) => document.querySelector(`.bulk-group[data-group="new"][data-count="${n}"]`) !== null,
      { timeout: 60_000 },
      COUNT,
    );
    const before = posted(b);
    const from = b.sandbox.requests.length;
    // The dialog's main button ("Shorten 1,000 links"); while the list runs, Escape closes the dialog.
    await (await page.waitForSelector('dialog.bulk button[type=submit].primary:not([disabled])'))!.click();
    await page.waitForSelector('.bulk-counts');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.bulk', { hidden: true });

    // Keystrokes while the list runs (two to warm up, not counted).
    await page.evaluate(installKeystrokeTimer);
    await page.focus('input.manager-search');
    const narrow: Keystroke[] = [];
    for (let i = 0; i < Math.min(runs, 20) + 2 && posted(b) - before < COUNT; i++) {
      const typed = await keystroke(page, 'g');
      await keystroke(page, 'Backspace');
      if (i >= 2) narrow.push(typed);
    }
    // The job's own times: from the background taking the list to its last answer written.
    let job: JobTimes | null = null;
    for (const deadline = Date.now() + 300_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
      job = await page.evaluate(
        (account) =>
          chrome.runtime
            .sendMessage({ type: 'bulkStatus', account })
            .then((r: { ok: boolean; value: JobTimes | null }) => (r.ok ? r.value : null)),
        await accountOf(b.sandbox.url, BIG_KEY),
      );
      if (job?.endedAt) break;
    }
    if (!job?.endedAt)
      throw new Error(
        `the list did not end within 5 minutes: ${job?.entries.filter((e) => e.state !== 'pending').length} of ${COUNT} answered`,
      );
    // The same keystrokes once the list has ended, on the same page under the same machine load: what the run itself costs a keystroke.
    const after: Keystroke[] = [];
    for (let i = 0; i < narrow.length; i++) {
      after.push(await keystroke(page, 'g'));
      await keystroke(page, 'Backspace');
    }
    const made = job.entries.filter((e) => e.state === 'made').length;
    if (made !== COUNT) throw new Error(`the list made ${made} of ${COUNT} links`);
    const [start, end] = [job.startedAt, job.endedAt];
    const counts = { made };
    // Where the time went: requests by kind, the 429s, and the creates' spread over the run.
    const during = b.sandbox.requests.slice(from);
    const creates = during.filter((r) => r.method === 'POST' && r.path === '/api/v1/links').map((r) => r.at);
    const requests: Record<string, number> = {};
    for (const r of during) {
      const kind = `${r.method} ${r.path.replace(/\/links\/[^/]+$/, '/links/{id}')}${r.fault ? ` (${r.fault})` : ''}`;
      requests[kind] = (requests[kind] ?? 0) + 1;
    }
    const createsPerSecond = Array.from(
      { length: Math.ceil((end - start) / 1000) },
      (_, s) => creates.filter((at) => at - start >= s * 1000 && at - start < (s + 1) * 1000).length,
    );
    const budget = Math.round((1.1 * COUNT * 1000) / RATE);
    return {
      rows: [
        {
          group: 'batch',
          name: `${COUNT.toLocaleString('en')} addresses shortened end to end (paced at ${RATE}/s)`,
          unit: 'ms',
          samples: [end - start],
          budget,
        },
        {
          group: 'batch',
          name: `manager search keystroke over ${BIG.toLocaleString('en')} links during the run`,
          unit: 'ms',
          samples: narrow.map((k) => k.laidOut),
          budget: 16,
        },
        {
          group: 'batch',
          name: 'the same keystroke after the run (same page, same load)',
          unit: 'ms',
          samples: after.map((k) => k.laidOut),
          role: 'information',
        },
      ],
      detail: {
        counts,
        total: end - start,
        firstCreateMs: (creates[0] ?? end) - start,
        lastCreateMs: (creates.at(-1) ?? end) - start,
        requests,
        createsPerSecond,
        keystrokes: summarize(narrow.map((k) => k.laidOut)),
      },
    };
  } finally {
    b.sandbox.setRateLimit(null);
    await page.close();
  }
}
