/**
 * The popup's *Paste*: the pasted address prepared as any address is (its site rule's campaign,
 * tracking parameters under the user's choice), with no tab to read a canonical address from; then
 * shortened on the one path, which sends exactly that address once.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import type { Preset } from '../../../../src/shared/links/presets';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const SPRING: Preset = {
  id: 'spring',
  name: 'Spring',
  values: { utm_source: 'news', utm_medium: '', utm_campaign: 'spring', utm_term: '', utm_content: '' },
};
let inject: ReturnType<typeof vi.fn>;

function value<T>(reply: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return reply.value;
}

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  inject = vi.fn(async () => [{ result: 'https://www.example.com/canonical' }]);
  Object.defineProperty(browser, 'scripting', { value: { executeScript: inject }, configurable: true });
  await configureFor(sandbox.current, undefined, { stripTracking: true });
  value(await handlers.savePresets({ type: 'savePresets', presets: [SPRING] }));
  value(
    await handlers.saveSiteRules({ type: 'saveSiteRules', rules: [{ pattern: '*.example.com', presetId: 'spring' }] }),
  );
});

it("applies the site rule's campaign and removes tracking; no page is read", async () => {
  const prepared = value(
    await handlers.prepareAddress({ type: 'prepareAddress', url: 'https://www.example.com/a?id=1&fbclid=x' }),
  );
  expect(prepared).toMatchObject({
    url: 'https://www.example.com/a?id=1&utm_source=news&utm_campaign=spring',
    rule: '*.example.com',
    campaign: 'Spring',
    stripped: ['fbclid'],
  });
  expect(inject).not.toHaveBeenCalled();
  value(await handlers.shorten({ type: 'shorten', url: prepared.url, actionId: 'p1', reuseKnown: false }));
  expect(creates(sandbox.current).map((r) => (r.body as { link: string }).link)).toEqual([prepared.url]);
});

it('an address no rule matches loses its tracking parameters only', async () => {
  const prepared = value(
    await handlers.prepareAddress({ type: 'prepareAddress', url: 'https://elsewhere.org/b?utm_source=x&q=1' }),
  );
  expect(prepared).toEqual({ url: 'https://elsewhere.org/b?q=1', source: 'tab', stripped: ['utm_source'] });
});

it('what is not a web address comes back as it is', async () => {
  expect(value(await handlers.prepareAddress({ type: 'prepareAddress', url: 'about:blank' }))).toEqual({
    url: 'about:blank',
    source: 'tab',
    stripped: [],
  });
});
