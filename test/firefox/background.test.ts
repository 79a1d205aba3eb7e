/**
 * The background in Firefox: an event page (not a service worker) with a DOM, which copies with
 * `navigator.clipboard` itself. Driven through Firefox's real context menu and shortcuts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { BASE } from './support/firefox';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let tab: Page | undefined;

beforeEach(async () => {
  await tab?.close();
  tab = undefined;
  await f.ff.clearNotifications();
  await f.ff.setClipboard('before');
});

/** Firefox's notifications.getAll() gives each notification's options (Chrome's gives only `true`). */
const notifications = async () =>
  Object.values(
    (await f.ff.ext(() => chrome.notifications.getAll())) as unknown as Record<
      string,
      { title: string; message: string }
    >,
  );
const badge = () => f.ff.ext(() => chrome.action.getBadgeText({}));
const lastShortLink = () => f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;

/** A page on the local web server with links, in the active tab. */
async function pageWithLinks(path: string, links: string[]) {
  const query = links.map((l) => `link=${encodeURIComponent(l)}`).join('&');
  tab = await f.ff.openTab(f.pages.url(query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path));
  return tab;
}

describe('the Firefox build', () => {
  it('runs its background as an event page (background.scripts), not a service worker', async () => {
    const manifest = await f.ff.ext(() => chrome.runtime.getManifest());
    expect(manifest.background).toMatchObject({ scripts: [`${BASE}/background.js`], service_worker: null });
    expect(
      await f.ff.background((bg) => [
        bg.location.pathname,
        typeof bg.document,
        typeof bg.navigator.clipboard.writeText,
      ]),
    ).toEqual(['/_generated_background_page.html', 'object', 'function']);
  });
});

describe('context menu (the real one, right-click and pick)', () => {
  it('offers "Shorten link" on a link, and "Shorten this page" and "Redirect a short link here…" on the page', async () => {
    const page = await pageWithLinks('/menus', [f.pages.url('/elsewhere')]);
    expect(await f.ff.contextMenu(page, '#l0')).toEqual(['Shorten link']);
    await f.ff.closeMenu();
    // Two items for the page: Firefox folds them under the extension's name.
    expect(await f.ff.contextMenu(page, 'h1')).toEqual(['Shorten this page', 'Redirect a short link here…']);
    await f.ff.closeMenu();
  });

  it('"Shorten link" shortens the link, copies it from the background page, notifies and flashes the badge', async () => {
    const link = f.pages.url('/target?x=1');
    const page = await pageWithLinks('/with-link', [link]);
    await f.ff.contextMenu(page, '#l0');
    await f.ff.clickMenuItem('Shorten link');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link });
    const short = lastShortLink();
    expect(
      await until(
        () => f.ff.clipboard(),
        (t) => t === short,
      ),
    ).toBe(short);
    expect(await until(notifications, (n) => n.length === 1)).toEqual([
      expect.objectContaining({ title: 'Short link copied', message: `${short} is on your clipboard.` }),
    ]);
    expect(
      await until(
        () => f.ff.notificationWindows(),
        (w) => w.length === 1 && w[0] !== '',
      ),
    ).toEqual([`${short} is on your clipboard.`]);
    expect(await badge()).toBe('✓');
    // The action ended above (copied, notified, badge set): a second create would have come before.
    expect(creates(f.sandbox)).toHaveLength(1);
  });

  it.each(['mailto:someone@example.com', 'file:///etc/passwd'])(
    'refuses a %s link with a notification and no request',
    async (href) => {
      const page = await pageWithLinks('/refuse', [href]);
      await f.ff.contextMenu(page, '#l0');
      await f.ff.clickMenuItem('Shorten link');
      const [shown] = await until(notifications, (n) => n.length === 1);
      expect(shown).toMatchObject({
        title: 'Could not shorten the link',
        message: 'Only web pages (http or https) can be shortened.',
      });
      expect(f.sandbox.requests).toHaveLength(0);
      expect(await f.ff.clipboard()).toBe('before');
    },
  );

  it('"Shorten this page" sends the page URL and the tab title', async () => {
    const page = await pageWithLinks('/page?title=The%20page', []);
    await f.ff.contextMenu(page, 'h1');
    await f.ff.clickMenuItem('Shorten this page');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: f.pages.url('/page?title=The%20page'), title: 'The page' });
    expect(
      await until(
        () => f.ff.clipboard(),
        (t) => t === lastShortLink(),
      ),
    ).toBe(lastShortLink());
  });

  it('works after Firefox stopped the event page: the click wakes it, nothing it needs lived in memory', async () => {
    await f.ff.background((bg) => void ((bg as unknown as { marker?: number }).marker = 1));
    await f.ff.stopBackground();
    expect(await f.ff.backgroundState()).toBe('stopped');
    const page = await pageWithLinks('/after-stop', [f.pages.url('/after-stop/target')]);
    await f.ff.contextMenu(page, '#l0');
    await f.ff.clickMenuItem('Shorten link');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({ link: f.pages.url('/after-stop/target') });
    expect(
      await until(
        () => f.ff.clipboard(),
        (t) => t === lastShortLink(),
      ),
    ).toBe(lastShortLink());
    expect(await f.ff.backgroundState()).toBe('running');
    expect(await f.ff.background((bg) => (bg as unknown as { marker?: number }).marker ?? null)).toBeNull();
  });

  it('a service that refuses the key: told in a notification, nothing copied', async () => {
    await f.ff.configure(f.sandbox.url, 'not-the-right-key-000');
    const page = await pageWithLinks('/refused', [f.pages.url('/refused/target')]);
    await f.ff.contextMenu(page, '#l0');
    await f.ff.clickMenuItem('Shorten link');
    const [shown] = await until(notifications, (n) => n.length === 1);
    expect(shown?.message).toContain('The service refused your API key');
    expect(await f.ff.clipboard()).toBe('before');
  });
});

describe('keyboard commands', () => {
  it('Alt+Shift+K shortens the active tab and copies it without opening anything', async () => {
    tab = await f.ff.openTab(f.pages.url('/command?title=Command%20page'));
    await tab.click('h1');
    await f.ff.pressShortcut('Alt+Shift+K');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    expect(creates(f.sandbox)[0]?.body).toEqual({
      link: f.pages.url('/command?title=Command%20page'),
      title: 'Command page',
    });
    expect(
      await until(
        () => f.ff.clipboard(),
        (t) => t === lastShortLink(),
      ),
    ).toBe(lastShortLink());
    expect(await until(notifications, (n) => n.length === 1)).toHaveLength(1);
    expect(await f.ff.ext(() => chrome.extension.getViews({ type: 'popup' }).length)).toBe(0);
  });

  it('the three shortcuts are registered with Firefox as the manifest suggests', async () => {
    const commands = await f.ff.ext(() => chrome.commands.getAll());
    expect(commands.map((c) => [c.name, c.shortcut])).toEqual([
      ['_execute_action', 'Alt+Shift+U'],
      ['shorten-page', 'Alt+Shift+K'],
      ['open-manager', 'Alt+Shift+J'],
    ]);
  });
});
