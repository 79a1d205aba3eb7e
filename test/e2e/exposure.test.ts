/**
 * In the built extension: a local address is not sent on opening the popup, the
 * popup shows it and asks; the menu says why in a notification; a URL with a password is refused.
 * The e2e build treats its test pages' host (127.0.0.1) as public (wxt.config.ts), so these pages
 * are reached as `localhost`, which it does not.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { text, waitForText } from './support/popup';

const f = useExtension();
const local = (path: string) => f.pages.url(path).replace('127.0.0.1', 'localhost');

beforeEach(async () => {
  // Every notification the worker shows, kept for the test to read.
  await (
    await f.ext.worker()
  ).evaluate(() => {
    const g = globalThis as {
      shown?: string[];
      realCreate?: typeof chrome.notifications.create;
      realQuery?: typeof chrome.tabs.query;
    };
    g.shown = [];
    g.realCreate ??= chrome.notifications.create.bind(chrome.notifications);
    // The tabs as the browser answers them (a test below hands over a granted URL).
    (chrome.tabs as { query: unknown }).query = g.realQuery ??= chrome.tabs.query.bind(chrome.tabs);
    (chrome.notifications as { create: unknown }).create = (
      id: string,
      o: chrome.notifications.NotificationOptions,
    ) => (g.shown!.push(String(o.message)), g.realCreate!(id, o as never));
  });
});

const shown = async () => (await f.ext.worker()).evaluate(() => (globalThis as { shown?: string[] }).shown ?? []);
async function menuClick(info: Partial<chrome.contextMenus.OnClickData>, tab?: Partial<chrome.tabs.Tab>) {
  const w = await f.ext.worker();
  await w.evaluate(
    (i, t) => (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch(i, t),
    info,
    tab ?? null,
  );
}

describe('a local address', () => {
  /** The popup over a local address, as a user's toolbar click would open it. */
  async function askOver(url: string) {
    // The build may not read a localhost tab, and a popup opened by the test gets no activeTab
    // grant: the worker is handed the URL and title a user's click on the toolbar would grant.
    await (
      await f.ext.worker()
    ).evaluate((granted) => {
      const real = chrome.tabs.query.bind(chrome.tabs) as (q: chrome.tabs.QueryInfo) => Promise<chrome.tabs.Tab[]>;
      (chrome.tabs as { query: unknown }).query = async (q: chrome.tabs.QueryInfo) =>
        (await real(q)).map((t) => (t.active && !t.url ? { ...t, url: granted, title: 'Router' } : t));
    }, url);
    const popup = await f.popupOver(url);
    await waitForText(popup, '.card.ask', 'localhost is a local or private network address');
    return popup;
  }

  it('opening the popup over it sends nothing: a warning shows the address, its main button Don’t shorten; "Shorten it anyway" shortens it', async () => {
    const url = local('/router?title=Router');
    const popup = await askOver(url);
    expect(await text(popup, '.card.ask .prepared-url')).toBe(url);
    expect(
      await popup.$$eval('.card.ask button', (b) => b.map((x) => [x.textContent, x.classList.contains('primary')])),
    ).toEqual([
      ['Don’t shorten', true],
      ['Shorten it anyway', false],
    ]);
    expect(creates(f.sandbox)).toEqual([]);
    expect(await axeViolations(popup)).toEqual([]);
    await popup.locator('.card.ask button:not(.primary)').click();
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox).map((r) => r.body)).toEqual([{ link: url, title: 'Router' }]);
  });

  it('"Don’t shorten" sends nothing: the question goes, the popup says so, and no link is made', async () => {
    const url = local('/router?title=Router');
    const popup = await askOver(url);
    await popup.locator('.card.ask button.primary').click();
    // The rendered state: the question gone, "Not shortened" said, the address left in the form to edit.
    await waitForText(popup, '#announcer', 'Not shortened. Nothing was sent.');
    await popup.waitForSelector('.card.ask', { hidden: true });
    await popup.waitForSelector('.shorten-form');
    // The request log: a request asked for after the click reaches the sandbox, and no create came before it.
    const before = f.sandbox.requests.length;
    const verified = await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'verify' }));
    expect(verified).toMatchObject({ ok: true });
    await f.sandbox.waitForRequest((r) => r.method === 'GET' && f.sandbox.requests.indexOf(r) >= before);
    expect(creates(f.sandbox)).toEqual([]);
    expect(await axeViolations(popup)).toEqual([]);
  });

  it('"Shorten this page" on it sends nothing, and a notification says why and where to shorten it anyway', async () => {
    const url = local('/intranet');
    await menuClick({ menuItemId: 'prettylink-shorten-page', pageUrl: url }, { url, title: 'Intranet' });
    const [message] = await until(shown, (n) => n.length === 1);
    expect(message).toBe(
      'Nothing was shortened: localhost is a local or private network address. To shorten it anyway, open the PrettyLink popup and confirm there.',
    );
    expect(creates(f.sandbox)).toEqual([]);
  });
});

describe('a URL with a user name and password', () => {
  it('"Shorten link" on it is refused in words, and nothing is sent', async () => {
    const url = f.pages.url('/account').replace('http://', 'http://alice:s3cret@');
    await menuClick({ menuItemId: 'prettylink-shorten-link', linkUrl: url, pageUrl: f.pages.url('/') });
    const [message] = await until(shown, (n) => n.length === 1);
    expect(message).toContain('contains a user name or password');
    expect(JSON.stringify(f.sandbox.requests)).not.toContain('s3cret');
  });
});
