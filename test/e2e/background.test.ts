import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { readClipboard } from './support/chromium';
import { useExtension } from './support/fixture';
import { until } from '../support/until';

const f = useExtension();
beforeEach(async () => {
  f.sandbox.setRateLimit(null);
  const w = await f.ext.worker();
  await w.evaluate(
    () =>
      new Promise<void>((r) =>
        chrome.notifications.getAll((all) => (Object.keys(all).forEach((id) => chrome.notifications.clear(id)), r())),
      ),
  );
});

/** Fires the real event in the real worker, as the browser does on a menu click. */
async function menuClick(info: Partial<chrome.contextMenus.OnClickData>, tab?: Partial<chrome.tabs.Tab>) {
  const w = await f.ext.worker();
  await w.evaluate(
    (i, t) => (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch(i, t),
    info,
    tab ?? null,
  );
}

const notifications = async () =>
  Object.keys(await (await f.ext.worker()).evaluate(() => chrome.notifications.getAll()));
const badge = async () => (await f.ext.worker()).evaluate(() => chrome.action.getBadgeText({}));

describe('context menu', () => {
  it('menus exist with fixed ids', async () => {
    const w = await f.ext.worker();
    for (const id of ['prettylink-shorten-link', 'prettylink-shorten-page']) {
      expect(await w.evaluate((i) => chrome.contextMenus.update(i, {}).then(() => 'ok'), id)).toBe('ok');
    }
  });

  it('"Shorten link" shortens the link, copies it (offscreen document), notifies and flashes the badge', async () => {
    const link = f.pages.url('/target?x=1');
    await menuClick({ menuItemId: 'prettylink-shorten-link', linkUrl: link, pageUrl: f.pages.url('/') });
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link });
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
    expect(await until(notifications, (n) => n.length === 1)).toHaveLength(1);
    expect(await badge()).toBe('✓');
  });

  it.each(['mailto:someone@example.com', 'javascript:alert(1)', 'file:///etc/passwd', ''])(
    'refuses %j with a notification and no request',
    async (linkUrl) => {
      await menuClick({ menuItemId: 'prettylink-shorten-link', linkUrl, pageUrl: f.pages.url('/') });
      expect(await until(notifications, (n) => n.length === 1)).toHaveLength(1);
      expect(f.sandbox.requests).toHaveLength(0);
    },
  );

  it('"Shorten this page" uses the page URL and the tab title', async () => {
    await menuClick(
      { menuItemId: 'prettylink-shorten-page', pageUrl: f.pages.url('/page') },
      { title: 'The page', url: f.pages.url('/page') },
    );
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: f.pages.url('/page'), title: 'The page' });
  });

  it('works on a worker that was stopped: nothing it needs lived in memory', async () => {
    await (await f.ext.worker()).evaluate(() => ((globalThis as { marker?: number }).marker = 1));
    await f.ext.stopWorker();
    expect(await (await f.ext.worker()).evaluate(() => (globalThis as { marker?: number }).marker)).toBeUndefined();
    await menuClick({ menuItemId: 'prettylink-shorten-link', linkUrl: f.pages.url('/after-stop') });
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
  });

  it('200 clicks in a burst against a service limited to 50 a second: every link made exactly once', async () => {
    f.sandbox.setRateLimit(50);
    const w = await f.ext.worker();
    const urls = Array.from({ length: 200 }, (_, i) => f.pages.url(`/burst/${i}`));
    await w.evaluate((list) => {
      const fire = (chrome.contextMenus.onClicked as unknown as { dispatch: (...a: unknown[]) => void }).dispatch;
      for (const linkUrl of list)
        fire.call(
          chrome.contextMenus.onClicked,
          { menuItemId: 'prettylink-shorten-link', linkUrl, editable: false },
          null,
        );
    }, urls);
    // Every action ends with a notification: after 200, none can still send a create.
    expect(await until(notifications, (n) => n.length >= 200, 45_000)).toHaveLength(200);
    const made = Array.from({ length: 7 }, (_, p) => f.sandbox.store.list(DEMO_KEY, p + 1, 30).links)
      .flat()
      .map((l) => l.original_link);
    expect(made.sort()).toEqual([...urls].sort());
    expect(f.sandbox.requests.some((r) => r.method === 'POST')).toBe(true);
  }, 60_000);
});

describe('keyboard command', () => {
  it('"shorten-page" shortens the active tab and copies it without opening anything', async () => {
    const tab = await f.ext.browser.newPage();
    await tab.goto(f.pages.url('/command?title=Command%20page'));
    await tab.bringToFront();
    const w = await f.ext.worker();
    await w.evaluate(() =>
      chrome.tabs
        .query({ active: true, currentWindow: true })
        .then(([t]) =>
          (chrome.commands.onCommand as unknown as { dispatch: (...a: unknown[]) => void }).dispatch('shorten-page', t),
        ),
    );
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({
      link: f.pages.url('/command?title=Command%20page'),
      title: 'Command page',
    });
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readClipboard(f.ext),
        (t) => t === short,
      ),
    ).toBe(short);
    await tab.close();
  });
});
