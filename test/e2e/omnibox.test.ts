/**
 * The address bar (`pl`), the selection menu entry and group on create, in the real worker: the
 * omnibox and menu events are dispatched there as the browser would (headless has no address bar
 * to type into), the clipboard is read back, and the service's log shows what was sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { readClipboard } from './support/chromium';
import { cardUrl, text } from './support/popup';
import { useExtension } from './support/fixture';

const f = useExtension();
type Dispatchable = { dispatch: (...args: unknown[]) => void };
type Suggestion = { content: string; description: string };

beforeEach(async () => {
  const w = await f.ext.worker();
  await w.evaluate(
    () =>
      new Promise<void>((r) =>
        chrome.notifications.getAll((all) => (Object.keys(all).forEach((id) => chrome.notifications.clear(id)), r())),
      ),
  );
});

const notifications = async () =>
  Object.keys(await (await f.ext.worker()).evaluate(() => chrome.notifications.getAll()));

async function menuClick(info: Partial<chrome.contextMenus.OnClickData>, tab?: Partial<chrome.tabs.Tab>) {
  const w = await f.ext.worker();
  await w.evaluate(
    (i, t) => (chrome.contextMenus.onClicked as unknown as Dispatchable).dispatch(i, t),
    info,
    tab ?? null,
  );
}

/** Types `text` after the keyword: answers what the extension suggested. */
async function typeInAddressBar(text: string): Promise<Suggestion[]> {
  const w = await f.ext.worker();
  return w.evaluate(
    (t) =>
      new Promise<Suggestion[]>((resolve) =>
        (chrome.omnibox.onInputChanged as unknown as Dispatchable).dispatch(t, resolve),
      ),
    text,
  );
}

async function enterInAddressBar(text: string) {
  const w = await f.ext.worker();
  await w.evaluate((t) => (chrome.omnibox.onInputEntered as unknown as Dispatchable).dispatch(t, 'currentTab'), text);
}

/** A link made through the page menu, with this title: it is in the link store. */
async function makeLink(path: string, title: string): Promise<string> {
  const before = creates(f.sandbox).length;
  await menuClick(
    { menuItemId: 'prettylink-shorten-page', pageUrl: f.pages.url(path) },
    { title, url: f.pages.url(path) },
  );
  await until(notifications, (n) => n.length > before);
  return f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
}

const HOSTILE = `<img src=x onerror=alert(1)> & </match><url>javascript:alert(2)</url>`;

describe('address bar (pl)', () => {
  it('suggests the stored links that match, hostile titles escaped (Chrome accepts every description)', async () => {
    const hostile = await makeLink('/hostile', HOSTILE);
    await makeLink('/other', 'Something else');
    const suggestions = await typeInAddressBar('onerror');
    expect(suggestions.map((s) => s.content)).toEqual([hostile]);
    const [{ description }] = suggestions as [Suggestion];
    expect(description).toContain(
      '&lt;img src=x <match>onerror</match>=alert(1)&gt; &amp; &lt;/match&gt;&lt;url&gt;javascript:alert(2)&lt;/url&gt;',
    );
    expect(description.replace(/<\/?(match|url|dim)>/g, '')).not.toMatch(/[<>]/);
    // Chrome itself parses the markup: what the extension builds is accepted, broken markup is not.
    const w = await f.ext.worker();
    const accepted = (d: string) =>
      w.evaluate(
        (x) =>
          chrome.omnibox.setDefaultSuggestion({ description: x }).then(
            () => 'ok',
            (e: Error) => e.message,
          ),
        d,
      );
    expect(await accepted(description)).toBe('ok');
    expect(await accepted('<match>unclosed')).not.toBe('ok');
  });

  it('Enter on a suggestion copies its short link and says so; nothing is made', async () => {
    const short = await makeLink('/to-copy', 'Copy me');
    await (
      await f.ext.worker()
    ).evaluate(() =>
      chrome.notifications
        .getAll()
        .then((all) => Promise.all(Object.keys(all).map((id) => chrome.notifications.clear(id)))),
    );
    const [suggestion] = await typeInAddressBar('copy me');
    expect(suggestion?.content).toBe(short);
    await enterInAddressBar(suggestion!.content);
    expect(await until(notifications, (n) => n.length === 1)).toHaveLength(1);
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it('a web address is offered to be shortened; Enter shortens and copies it', async () => {
    const url = f.pages.url('/from-the-address-bar?x=1&y=2');
    const w = await f.ext.worker();
    // What the first line (Enter on the typed text) says, recorded on its way to Chrome.
    await w.evaluate(() => {
      const g = globalThis as { defaults?: string[] };
      const real = chrome.omnibox.setDefaultSuggestion.bind(chrome.omnibox) as (s: {
        description: string;
      }) => Promise<void>;
      g.defaults = [];
      (chrome.omnibox as { setDefaultSuggestion: unknown }).setDefaultSuggestion = (s: { description: string }) => (
        g.defaults!.push(s.description),
        real(s)
      );
    });
    expect(await typeInAddressBar(url)).toEqual([]);
    expect(await w.evaluate(() => (globalThis as { defaults?: string[] }).defaults)).toEqual([
      `Shorten and copy <url>${url.replace('&', '&amp;')}</url>`,
    ]);
    await enterInAddressBar(url);
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: url });
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
  });
});

describe('selection menu entry', () => {
  it('exists with a fixed id', async () => {
    const w = await f.ext.worker();
    expect(
      await w.evaluate(() => chrome.contextMenus.update('prettylink-shorten-selection', {}).then(() => 'ok')),
    ).toBe('ok');
  });

  it('shortens the one address in the selected text and copies it', async () => {
    const url = f.pages.url('/selected?a=1');
    await menuClick({
      menuItemId: 'prettylink-shorten-selection',
      selectionText: `Read this (${url}).`,
      pageUrl: f.pages.url('/'),
    });
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: url });
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
  });

  it('a selection with no address: a notification says why, nothing is sent', async () => {
    await menuClick({
      menuItemId: 'prettylink-shorten-selection',
      selectionText: 'just some words',
      pageUrl: f.pages.url('/'),
    });
    expect(await until(notifications, (n) => n.length === 1)).toHaveLength(1);
    expect(f.sandbox.requests).toHaveLength(0);
  });
});

describe('group on create', () => {
  it('chosen in the options from the groups on the stored links; the service sees the update with group_id', async () => {
    f.sandbox.store.seed(DEMO_KEY, 8);
    const group = f.sandbox.store.list(DEMO_KEY, 1, 30).links.find((l) => l.group)!.group!;
    // The popup's list fills the link store, where the options page finds the groups.
    const popup = f.track(await f.ext.openPage('popup.html'));
    await popup.waitForSelector('li.link-item');
    const options = f.track(await f.ext.openPage('options.html'));
    await options.waitForSelector(`select[name=defaultGroupId] option[value="${group.id}"]`);
    await options.select('select[name=defaultGroupId]', group.id);
    const w = await f.ext.worker();
    // The group is the current account's (src/shared/accounts).
    const currentGroup = () =>
      w.evaluate(() =>
        chrome.storage.local.get('accounts').then(({ accounts: a }) => {
          const state = a as { current: string; accounts: { id: string; defaultGroupId: string }[] } | undefined;
          return state?.accounts.find((x) => x.id === state.current)?.defaultGroupId;
        }),
      );
    await until(currentGroup, (id) => id === group.id);

    const url = f.pages.url('/grouped');
    await menuClick({ menuItemId: 'prettylink-shorten-link', linkUrl: url, pageUrl: f.pages.url('/') });
    const [patch] = await f.sandbox.waitForRequest((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ group_id: group.id });
    expect(f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]).toMatchObject({
      original_link: url,
      group: { id: group.id },
    });
  });

  it('the update fails: the link is kept and copied, and a notification says the group was not set', async () => {
    const group = f.sandbox.store.groups(DEMO_KEY)[0]!;
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { defaultGroupId: group.id });
    f.sandbox.addFault({ kind: 'status', status: 500, method: 'PATCH' });
    await menuClick({
      menuItemId: 'prettylink-shorten-link',
      linkUrl: f.pages.url('/group-fails'),
      pageUrl: f.pages.url('/'),
    });
    expect(await until(notifications, (n) => n.length === 2)).toHaveLength(2);
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
    expect(f.sandbox.requests.map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('in the popup: the failure is said on the link card, the link shown', async () => {
    const group = f.sandbox.store.groups(DEMO_KEY)[0]!;
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { defaultGroupId: group.id });
    f.sandbox.addFault({ kind: 'status', status: 500, method: 'PATCH' });
    const popup = await f.popupOver('/popup-group');
    await popup.waitForSelector('#group-error');
    expect(await cardUrl(popup)).toBe(f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link);
    expect(await text(popup, '#group-error')).toMatch(
      /^The link was made, but could not be put in the default group: /,
    );
  });
});
