/**
 * A lock is a lock: with the policy's site rules locked, no request sets the matching rule aside.
 * "Shorten once without it" is refused before anything is sent; an address that still holds what
 * the rule removes (the popup's "Use the original address", an edited form, a crafted message) is
 * shortened as the rule prepares it; the rule's domain and group are not overridden.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const RULE = { pattern: '*.corp.example', stripParams: ['ref'], stripTracking: true, domain: 'prty.link' };
const PAGE = 'https://docs.corp.example/plan?id=7&ref=mail&utm_source=news';

const setPolicy = (policy: unknown) => browser.storage.managed.set(policy as Record<string, unknown>);
const shorten = (extra: object = {}) =>
  handlers.shorten({ type: 'shorten', url: PAGE, actionId: crypto.randomUUID(), reuseKnown: false, ...extra });
const sent = () => creates(sandbox.current).map((r) => r.body as { link: string; domain?: string });

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  await configureFor(sandbox.current);
});

describe('locked site rules', () => {
  beforeEach(() => setPolicy({ siteRules: [RULE], lockSiteRules: true }));

  it('refuse "shorten once without it", and nothing reaches the service', async () => {
    expect(await shorten({ withoutRule: true })).toEqual({ ok: false, error: { kind: 'locked', field: 'siteRules' } });
    expect(sandbox.current.requests).toEqual([]);
  });

  it('shorten an address holding what the rule removes as the rule prepares it', async () => {
    expect((await shorten()).ok).toBe(true);
    expect(sent()).toEqual([{ link: 'https://docs.corp.example/plan?id=7', domain: 'prty.link' }]);
  });

  it("keep the rule's domain over the one a page asks for", async () => {
    expect((await shorten({ domain: 'go.example' })).ok).toBe(true);
    expect(sent()[0]?.domain).toBe('prty.link');
  });

  it('prepare an edited destination as a new one, and refuse one whose links belong to another account', async () => {
    const made = await handlers.shorten({
      type: 'shorten',
      url: 'https://a.example/',
      actionId: 'a',
      reuseKnown: false,
    });
    if (!made.ok) throw new Error(made.error.kind);
    const account = (await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 10 })) as {
      ok: true;
      value: { account: string };
    };
    const edit = (destination: string) =>
      handlers.updateLink({
        type: 'updateLink',
        id: made.value.link.id,
        account: account.value.account,
        changes: { destination },
      });
    expect(await edit(PAGE)).toMatchObject({ ok: true, value: { destination: 'https://docs.corp.example/plan?id=7' } });
    await setPolicy({ siteRules: [RULE, { pattern: 'work.example', account: 'work' }], lockSiteRules: true });
    const before = sandbox.current.requests.length;
    expect(await edit('https://work.example/x')).toEqual({ ok: false, error: { kind: 'locked', field: 'siteRules' } });
    expect(sandbox.current.requests).toHaveLength(before);
  });
});

describe('the same rules, not locked', () => {
  beforeEach(() => setPolicy({ siteRules: [RULE] }));

  it('may be set aside once, and the page chooses its domain', async () => {
    expect((await shorten({ withoutRule: true })).ok).toBe(true);
    expect((await shorten({ domain: 'go.example' })).ok).toBe(true);
    expect(sent()).toEqual([{ link: PAGE }, { link: PAGE, domain: 'go.example' }]);
  });
});

describe('a locked "remove tracking parameters"', () => {
  beforeEach(() => setPolicy({ preferences: { stripTracking: true }, locked: ['stripTracking'] }));

  it('holds for every address sent, "Use the original address" and crafted messages included', async () => {
    expect((await shorten()).ok).toBe(true);
    expect(sent().map((b) => b.link)).toEqual(['https://docs.corp.example/plan?id=7&ref=mail']);
  });

  it('the popup is told, so it does not offer the original address', async () => {
    Object.defineProperty(browser, 'scripting', {
      value: { executeScript: async () => [{ result: null }] },
      configurable: true,
    });
    vi.spyOn(browser.tabs, 'query').mockResolvedValue([{ id: 3, windowId: 1, url: PAGE, title: 'Plan' }] as never);
    const opened = await handlers.openTab({ type: 'openTab', actionId: 'open-locked' });
    expect(opened).toMatchObject({ ok: true, value: { prepared: { stripped: ['utm_source'], locked: true } } });
  });
});
