/** "Shorten all tabs" in Firefox: the tab strip's menu has the entry, and it shortens the window's tabs with the permission asked for in the click. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];
afterEach(async () => {
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

const sentLinks = () => creates(f.sandbox).map((r) => (r.body as { link: string }).link);

describe('the tab strip menu', () => {
  it('has "Shorten all tabs"; it asks for the tabs permission, shortens each web tab once and copies the Markdown list', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'markdown' });
    await f.ff.setClipboard('before');
    for (const path of ['/ff-a?title=Alpha', '/ff-b?title=Beta', '/ff-a?title=Alpha']) open.push(await f.ff.openTab(f.pages.url(path)));
    expect(await f.ff.tabContextMenu()).toEqual(['Shorten all tabs']);
    await f.ff.clickTabMenuItem('Shorten all tabs');
    // Firefox's real permission prompt, answered as the user would.
    await until(() => f.ff.permissionPrompt(), (text) => text !== null, 10_000);
    await f.ff.answerPermissionPrompt(true);
    const copied = await until(() => f.ff.clipboard(), (t) => t !== 'before', 20_000);
    expect(copied).toMatch(/^- \[Alpha\]\(https:\/\/zd\.lc\/\w+\)\n- \[Beta\]\(https:\/\/zd\.lc\/\w+\)\n- \[Alpha\]\(https:\/\/zd\.lc\/\w+\)$/);
    expect(sentLinks().sort()).toEqual([f.pages.url('/ff-a?title=Alpha'), f.pages.url('/ff-b?title=Beta')].sort());
  });
});
