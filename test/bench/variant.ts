/**
 * Another build against this one, in the same run (`BENCH_ONLY=variant BENCH_VARIANT=<folder>`,
 * information): a worker change read pair by pair while the machine's load moves both alike. The
 * other build (a copy of `.output/chrome-mv3-e2e` built from other sources) is loaded as an
 * extension of its own, configured as this one is (the same account and key, written from its own
 * page), and each round wakes the floor worker, the least-with-the-stack worker (the worker row's
 * baseline, ./worker.ts), this build's worker and the other's, stopped the same way, with `status`,
 * in an order rotated round by round.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { seedConfiguration } from '../support/seed';
import { BLANK_HTML } from './pages';
import type { Row } from './report';
import { watchWorkers, type Bench } from './setup';
import { leastStackWorker } from './stack-workers';
import { rounds, sleep } from './stats';
import { timeWake } from './wake';

export async function benchVariant(b: Bench, runs: number, variantDir: string): Promise<{ rows: Row[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'prettylink-bench-variant-'));
  cpSync(variantDir, dir, { recursive: true });
  writeFileSync(join(dir, 'blank.html'), BLANK_HTML);
  const id = await b.ext.browser.installExtension(dir);
  const stackId = await leastStackWorker(b);
  const floorId = new URL(b.floorWorker.url('')).host;
  const [floorWatch, realWatch, watch, stackWatch] = await watchWorkers(b.ext, [floorId, b.ext.id, id, stackId]);
  b.sandbox.reset();
  await b.configure();
  const variantPage = await b.ext.browser.newPage();
  await variantPage.goto(`chrome-extension://${id}/blank.html`, { waitUntil: 'load' });
  await variantPage.evaluate(
    async (seed) => {
      await chrome.storage.sync.set(seed.sync);
      await chrome.storage.local.set(seed.local);
      for (let i = 0; i < 100; i++) {
        const reply = (await chrome.runtime.sendMessage({ type: 'status' })) as { value?: { hasKey?: boolean } };
        if (reply?.value?.hasKey) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the other build has no key');
    },
    seedConfiguration(b.sandbox.url, DEMO_KEY),
  );
  const floorPage = await b.ext.browser.newPage();
  await floorPage.goto(b.floorWorker.url('blank.html'), { waitUntil: 'load' });
  const stackPage = await b.ext.browser.newPage();
  await stackPage.goto(`chrome-extension://${stackId}/blank.html`, { waitUntil: 'load' });
  const page = await b.open('blank.html');
  await sleep(500);
  try {
    const [floor, stack, real, variant] = await rounds(runs, [
      () => timeWake(floorWatch!, floorPage, 'floor worker'),
      () => timeWake(stackWatch!, stackPage, 'least-with-the-stack worker'),
      () => timeWake(realWatch!, page, 'worker'),
      () => timeWake(watch!, variantPage, 'the other build'),
    ]);
    const over = (s: number[], base: number[]) => s.map((v, i) => v / base[i]!);
    return {
      rows: [
        {
          group: 'variant',
          name: 'floor worker: stopped → status answered',
          unit: 'ms',
          samples: floor!,
          role: 'baseline',
        },
        {
          group: 'variant',
          name: 'this build: ÷ floor worker',
          unit: 'ratio',
          samples: over(real!, floor!),
          role: 'information',
        },
        {
          group: 'variant',
          name: 'the other build: ÷ floor worker',
          unit: 'ratio',
          samples: over(variant!, floor!),
          role: 'information',
        },
        {
          group: 'variant',
          name: 'this build: ÷ least-with-the-stack worker',
          unit: 'ratio',
          samples: over(real!, stack!),
          role: 'information',
        },
        {
          group: 'variant',
          name: 'the other build: ÷ least-with-the-stack worker',
          unit: 'ratio',
          samples: over(variant!, stack!),
          role: 'information',
        },
        {
          group: 'variant',
          name: 'the other build ÷ this build',
          unit: 'ratio',
          samples: over(variant!, real!),
          role: 'information',
        },
      ],
    };
  } finally {
    for (const p of [variantPage, floorPage, stackPage, page]) await p.close();
    await b.ext.browser.uninstallExtension(id).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
