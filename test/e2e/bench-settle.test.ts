/**
 * What the benchmark waits on between sections (test/bench/settle.ts): the sync's resume alarm is
 * there while a pass is under way, and gone only once the pass has put every link in the mirror.
 */
import { expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { accountOf } from '../../src/shared/links/account';
import { SYNC_RESUME_ALARM, syncSettled } from '../bench/settle';
import { useExtension } from './support/fixture';

const f = useExtension();
const LINKS = 600;

it("the sync's resume alarm is there while it runs, and gone once every link is in the mirror", async () => {
  f.sandbox.store.seed(DEMO_KEY, LINKS);
  const account = await accountOf(f.sandbox.url, DEMO_KEY);
  const page = f.track(await f.ext.openPage('options.html'));
  await page.evaluate((m) => chrome.runtime.sendMessage(m), { type: 'syncLinks', full: true });
  await page.waitForFunction(
    async (name: string) => (await chrome.alarms.get(name)) !== undefined,
    { polling: 10 },
    SYNC_RESUME_ALARM,
  );

  await syncSettled(page, 30_000);

  const stored = await page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => {
          const c = r.result.transaction('links').objectStore('links').count();
          c.onsuccess = () => (r.result.close(), resolve(c.result));
        };
      }),
    `prettylink-mirror-${account}`,
  );
  expect(stored).toBe(LINKS);
});
