/**
 * A site rule is applied to an address in one place, whatever asks: the popup's opening, a list's
 * addresses and the address bar all send the rule's campaign. A list address that a rule sent to
 * another account reads "made" after the worker stops and a new one resumes the list.
 */
import { freshDatabases, restartWorker } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { onOmniboxEnter } from '../../../../src/background/actions/omnibox';
import { createBulkEngine } from '../../../../src/background/actions/list-engine';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { openService } from '../../../../src/background/service';
import { bulkProgressItem } from '../../../../src/platform/bulk-job-item';
import { countsOf, readJob, readProgress } from '../../../../src/shared/links/bulk-job';
import type { Preset } from '../../../../src/shared/links/presets';
import type { SiteRule } from '../../../../src/shared/rules/rule';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { until } from '../../../support/until';

vi.mock('../../../../src/background/actions/background-copy', () => ({ copyFromBackground: async () => true }));
vi.setConfig({ testTimeout: 60_000 });

const OTHER_KEY = 'other-key-00000000000wxyz';
const sandbox = useSandbox({ rateLimitPerSecond: 50, keys: [DEMO_KEY, OTHER_KEY] });

const SPRING: Preset = {
  id: 'spring',
  name: 'Spring',
  values: { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring', utm_term: '', utm_content: '' },
};
const CAMPAIGN = 'utm_source=news&utm_medium=email&utm_campaign=spring';
const FALL: Preset = { id: 'fall', name: 'Fall', values: { ...SPRING.values, utm_campaign: 'fall' } };

function value<T>(reply: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return reply.value;
}

/** Each create's address and the key it was sent with. */
const made = () =>
  creates(sandbox.current).map((r) => ({
    url: (r.body as { link: string }).link,
    key: r.headers.authorization?.replace(/^Bearer /, ''),
  }));

async function rules(list: SiteRule[]) {
  value(await handlers.saveSiteRules({ type: 'saveSiteRules', rules: list }));
}

/** The current account's store (its fingerprint), which a list is started for. */
let current: string;
let client: string;

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  Object.defineProperty(browser, 'scripting', {
    value: { executeScript: async () => [{ result: null }] },
    configurable: true,
  });
  vi.spyOn(browser.notifications, 'create').mockResolvedValue('n' as never);
  await configureFor(sandbox.current, DEMO_KEY);
  const status = value(
    await handlers.addAccount({
      type: 'addAccount',
      name: 'Client A',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    }),
  );
  const service = await openService();
  current = service.ok ? service.value.store.account : '';
  client = status.accounts.find((a) => a.name === 'Client A')!.id;
  value(await handlers.savePresets({ type: 'savePresets', presets: [SPRING, FALL] }));
});

describe("a rule's campaign", () => {
  beforeEach(() => rules([{ pattern: '*.example.com', presetId: 'spring' }]));

  it("goes with the popup's address (as before)", async () => {
    Object.defineProperty(browser.tabs, 'query', {
      value: vi.fn(async () => [{ id: 3, url: 'https://www.example.com/a?id=1', title: 'A' }]),
      configurable: true,
    });
    const opened = value(await handlers.openTab({ type: 'openTab', actionId: 'o1' }));
    expect(opened.prepared).toMatchObject({ campaign: 'Spring', rule: '*.example.com' });
    expect(made().map((m) => m.url)).toEqual([`https://www.example.com/a?id=1&${CAMPAIGN}`]);
  });

  it("goes with a list's addresses it matches, over the preset picked for the list", async () => {
    const engine = createBulkEngine();
    value(
      await engine.start({
        account: current,
        addresses: ['https://www.example.com/a?id=1', 'https://elsewhere.org/b'],
        confirmed: [],
        presetId: 'fall',
      }),
    );
    await engine.finished(current);
    expect(
      made()
        .map((m) => m.url)
        .sort(),
    ).toEqual([
      'https://elsewhere.org/b?utm_source=news&utm_medium=email&utm_campaign=fall',
      `https://www.example.com/a?id=1&${CAMPAIGN}`,
    ]);
  });

  it('goes with an address typed in the address bar', async () => {
    await onOmniboxEnter('https://shop.example.com/p?id=2');
    expect(made().map((m) => m.url)).toEqual([`https://shop.example.com/p?id=2&${CAMPAIGN}`]);
  });
});

it('a list address a rule sent to another account reads "made" after the worker stopped and a new one resumed the list', async () => {
  await rules([{ pattern: '*.example.com', account: client, accountName: 'Client A' }]);
  const sb = sandbox.current;
  const addresses = Array.from({ length: 30 }, (_, i) => `https://www.example.com/${i}`);
  // Ten links made and answered; the creates after them made too, their answers never come back.
  sb.addFault({ kind: 'hold', method: 'POST', path: '/api/v1/links', skip: 10 });
  // A stopped clock: the job is written at its start only, so the resumed worker knows the outcomes from the journal alone.
  const first = createBulkEngine(undefined, () => 0);
  value(await first.start({ account: current, addresses, confirmed: [], presetId: null }));
  const progress = async () => readProgress(await bulkProgressItem(current).getValue());
  await until(progress, (p) => p?.counts.made === 10, 30_000);
  await sb.waitForRequest((r) => r.fault === 'hold');
  // The browser quits: the worker stops, the answers on their way are lost with it.
  first.halt();
  sb.clearFaults();
  expect(sb.drop()).toBeGreaterThan(0);
  await restartWorker();

  const resumedFrom = sb.requests.length;
  const second = createBulkEngine(undefined, () => 0);
  expect((await second.resume())?.state).toBe('running');
  await second.finished(current);
  const job = readJob(await accountDbFor(current).job())!;
  expect(job.state).toBe('done');
  expect(countsOf(job)).toEqual({ made: 30, reused: 0, refused: 0, left: 0 });
  // The ten answered are settled by their actions' entries in the rule's account: not asked about again.
  expect(
    sb.requests.slice(resumedFrom).filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/links/')),
  ).toEqual([]);
  // Every link in the rule's account, each made once.
  expect(made()).toHaveLength(30);
  expect(new Set(made().map((m) => m.key))).toEqual(new Set([OTHER_KEY]));
});
