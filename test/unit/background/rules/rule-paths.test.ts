/**
 * A site rule applies on every path: the popup's opening and its own shorten, the menu, the
 * shortcut, the address bar and "all tabs". A rule naming another account makes the link with that
 * account's key, in that account's store; "without it" and a rule that names nothing use the
 * current account; "never automatically" sends nothing on opening.
 */
import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { onCommand } from '../../../../src/background/actions/commands';
import { MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { onOmniboxEnter } from '../../../../src/background/actions/omnibox';
import type { SiteRule } from '../../../../src/shared/rules/rule';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

vi.mock('../../../../src/background/actions/background-copy', () => ({ copyFromBackground: async () => true }));

const OTHER_KEY = 'other-key-00000000000wxyz';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });

/** Each create's address, the key it was sent with and the domain asked for. */
const made = () =>
  creates(sandbox.current).map((r) => {
    const body = r.body as { link: string; domain?: string };
    return { url: body.link, key: r.headers.authorization?.replace(/^Bearer /, ''), domain: body.domain };
  });

function value<T>(reply: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return reply.value;
}

let client: { id: string; name: string };
let notified: string[];

async function rules(list: SiteRule[]) {
  value(await handlers.saveSiteRules({ type: 'saveSiteRules', rules: list }));
}

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  notified = [];
  Object.defineProperty(browser, 'scripting', {
    value: { executeScript: async () => [{ result: null }] },
    configurable: true,
  });
  vi.spyOn(browser.notifications, 'create').mockImplementation((async (_id: string, o: { message: string }) => {
    notified.push(o.message);
    return 'n';
  }) as never);
  vi.spyOn(browser.action, 'setBadgeText').mockResolvedValue(undefined);
  vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  await configureFor(sandbox.current, DEMO_KEY);
  const status = value(
    await handlers.addAccount({
      type: 'addAccount',
      name: 'Client A',
      serviceUrl: sandbox.current.url,
      apiKey: OTHER_KEY,
    }),
  );
  client = status.accounts.find((a) => a.name === 'Client A')!;
  await rules([{ pattern: '*.example.com', account: client.id, accountName: 'Client A', domain: 'prty.link' }]);
});

const activeIs = (tab: object) =>
  Object.defineProperty(browser.tabs, 'query', { value: vi.fn(async () => [tab]), configurable: true });

describe('a rule naming another account and a domain', () => {
  it("the popup's opening makes the link there, and says so", async () => {
    activeIs({ id: 3, url: 'https://www.example.com/a', title: 'A' });
    const opened = value(await handlers.openTab({ type: 'openTab', actionId: 'o1' }));
    expect(opened.prepared?.rule).toBe('*.example.com');
    expect(opened.shortened).toMatchObject({
      ok: true,
      value: { rule: '*.example.com', elsewhere: { id: client.id, name: 'Client A' } },
    });
    expect(made()).toEqual([{ url: 'https://www.example.com/a', key: OTHER_KEY, domain: 'prty.link' }]);
  });

  it("the popup's own shorten, the menu, the shortcut, the address bar and all tabs make it there too", async () => {
    value(
      await handlers.shorten({ type: 'shorten', url: 'https://a.example.com/1', actionId: 's1', reuseKnown: true }),
    );
    await onMenuClick(
      { editable: false, menuItemId: MENU.shortenPage, pageUrl: 'https://a.example.com/2' } as never,
      {
        id: 4,
        url: 'https://a.example.com/2',
      } as never,
    );
    await onCommand('shorten-page', { id: 5, url: 'https://a.example.com/3', title: 'T' } as never);
    await onOmniboxEnter('https://a.example.com/4');
    activeIs({ id: 6, url: 'https://a.example.com/5' });
    Object.defineProperty(browser.tabs, 'query', {
      value: vi.fn(async () => [{ id: 6, url: 'https://a.example.com/5' }]),
      configurable: true,
    });
    value(await handlers.shortenTabs({ type: 'shortenTabs', actionId: 't1' }));
    expect(made().map((m) => [m.url.slice(-1), m.key, m.domain])).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => [n, OTHER_KEY, 'prty.link']),
    );
    // The notifications of the menu and the shortcut say which rule applied, and where the link went.
    expect(notified.filter((n) => n.includes('Rule: *.example.com') && n.includes('Client A'))).toHaveLength(3);
  });

  it("its link is not in the current account's links", async () => {
    value(
      await handlers.shorten({ type: 'shorten', url: 'https://a.example.com/1', actionId: 's1', reuseKnown: true }),
    );
    const listed = value(await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 }));
    expect(listed.links.map((l) => l.destination)).not.toContain('https://a.example.com/1');
  });

  it('"shorten once without it": the current account, its own domain', async () => {
    const outcome = value(
      await handlers.shorten({
        type: 'shorten',
        url: 'https://a.example.com/1',
        actionId: 's1',
        reuseKnown: true,
        withoutRule: true,
      }),
    );
    expect(outcome.rule).toBeUndefined();
    expect(made()).toEqual([{ url: 'https://a.example.com/1', key: DEMO_KEY, domain: undefined }]);
  });

  it('an address no rule matches: the current account', async () => {
    value(
      await handlers.shorten({ type: 'shorten', url: 'https://elsewhere.com/1', actionId: 's1', reuseKnown: true }),
    );
    expect(made()).toEqual([{ url: 'https://elsewhere.com/1', key: DEMO_KEY, domain: undefined }]);
  });
});

it('a rule naming an account not on this computer sends nothing, to any account', async () => {
  await rules([{ pattern: 'work.example.org', account: 'account-gone', accountName: 'Work' }]);
  const reply = await handlers.shorten({
    type: 'shorten',
    url: 'https://work.example.org/',
    actionId: 's1',
    reuseKnown: true,
  });
  expect(reply).toEqual({ ok: false, error: { kind: 'rule-account-missing', name: 'Work' } });
  expect(made()).toEqual([]);
});

it("a rule found by its account's name where the id differs (the rules followed the user to another computer)", async () => {
  await rules([{ pattern: 'work.example.org', account: 'account-elsewhere', accountName: 'client a' }]);
  value(
    await handlers.shorten({ type: 'shorten', url: 'https://work.example.org/', actionId: 's1', reuseKnown: true }),
  );
  expect(made().map((m) => m.key)).toEqual([OTHER_KEY]);
});

it('"never shorten automatically": the popup opens and sends nothing, and says why', async () => {
  await rules([{ pattern: 'private.example.org', neverAuto: true }]);
  activeIs({ id: 3, url: 'https://private.example.org/inbox', title: 'Inbox' });
  const opened = value(await handlers.openTab({ type: 'openTab', actionId: 'o1' }));
  expect(opened).toMatchObject({
    input: null,
    shortened: null,
    prepared: { rule: 'private.example.org', neverAuto: true },
  });
  expect(sandbox.current.requests).toEqual([]);
});

it("a rule's cleaning: its own parameters removed, and the address without the rule kept for 'once without it'", async () => {
  await rules([{ pattern: 'shop.example.net', stripTracking: true, stripParams: ['ref'] }]);
  activeIs({ id: 3, url: 'https://shop.example.net/p?id=1&ref=home&utm_source=x', title: 'P' });
  const opened = value(await handlers.openTab({ type: 'openTab', actionId: 'o1' }));
  expect(opened.prepared).toMatchObject({
    url: 'https://shop.example.net/p?id=1',
    stripped: ['ref', 'utm_source'],
    rule: 'shop.example.net',
    withoutRule: 'https://shop.example.net/p?id=1&ref=home&utm_source=x',
  });
  expect(made().map((m) => m.url)).toEqual(['https://shop.example.net/p?id=1']);
});
