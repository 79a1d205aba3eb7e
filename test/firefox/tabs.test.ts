/** "Shorten all tabs" in Firefox: the tab strip's menu has the entry, and it shortens the window's tabs with the permission asked for in the click. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { waitForText } from '../e2e/support/popup';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];
afterEach(async () => {
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
  // Each test starts without the permission, as a first use does.
  await f.ff.ext(() => chrome.permissions.remove({ permissions: ['tabs'] }));
});

const sentLinks = () => creates(f.sandbox).map((r) => (r.body as { link: string }).link);

describe('the tab strip menu', () => {
  it('has "Shorten all tabs"; it asks for the tabs permission, shortens each web tab once and copies the Markdown list', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'markdown' });
    await f.ff.setClipboard('before');
    for (const path of ['/ff-a?title=Alpha', '/ff-b?title=Beta', '/ff-a?title=Alpha'])
      open.push(await f.ff.openTab(f.pages.url(path)));
    expect(await f.ff.tabContextMenu()).toEqual(['Shorten all tabs']);
    await f.ff.clickTabMenuItem('Shorten all tabs');
    // Firefox's real permission prompt, answered as the user would.
    await until(
      () => f.ff.permissionPrompt(),
      (text) => text !== null,
      10_000,
    );
    await f.ff.answerPermissionPrompt(true);
    const copied = await until(
      () => f.ff.clipboard(),
      (t) => t !== 'before',
      20_000,
    );
    expect(copied).toMatch(
      /^- \[Alpha\]\(https:\/\/zd\.lc\/\w+\)\n- \[Beta\]\(https:\/\/zd\.lc\/\w+\)\n- \[Alpha\]\(https:\/\/zd\.lc\/\w+\)$/,
    );
    expect(sentLinks().sort()).toEqual([f.pages.url('/ff-a?title=Alpha'), f.pages.url('/ff-b?title=Beta')].sort());
  });
});

describe('the popup', () => {
  it('"Shorten all tabs" asks for the permission from the click (the real prompt), then lists and copies every web tab', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    await f.ff.setClipboard('before');
    for (const path of ['/pop-a?title=A', '/pop-b?title=B']) open.push(await f.ff.openTab(f.pages.url(path)));
    // popup.html in a tab of the same window, clicked as a user would: Firefox grants a permission
    // request only inside real user input, which a script's click() in the toolbar popup is not.
    const popup = await f.ff.openPage('popup.html');
    open.push(popup);
    await popup.bringToFront();
    await popup.waitForSelector('#add-menu');
    await popup.click('#add-menu');
    await popup.locator('.row-menu-list [data-action="shorten-tabs"]').click();
    await until(
      () => f.ff.permissionPrompt(),
      (text) => text !== null,
      10_000,
    );
    await f.ff.answerPermissionPrompt(true);
    await waitForText(popup, '#tabs-summary', '2 tabs have their short links. Copied 2 short links.', 20_000);
    expect(sentLinks().sort()).toEqual([f.pages.url('/pop-a?title=A'), f.pages.url('/pop-b?title=B')].sort());
    expect((await f.ff.clipboard()).split('\n')).toHaveLength(2);
  });
});
