/**
 * Copy formats in Firefox: Markdown and rich text picked from the popup's Copy menu (clicked as a
 * user would, so the page has the user activation Firefox's clipboard asks for), and the
 * background page's copy in the preferred format from the real Alt+Shift+K; the clipboard's
 * `text/plain` and `text/html` flavours read in Firefox's own window.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const f = useFirefox();
let open: Page[] = [];

beforeEach(() => f.ff.setClipboard('before'));
afterEach(async () => {
  await Promise.all(open.map((p) => p.close().catch(() => {})));
  open = [];
});

const TITLE = 'A <img src=x onerror=alert(1)> "q" [x](javascript:alert(1))';

interface Html {
  href: string | null;
  text: string;
  elements: string[];
}

// Globals of Firefox's browser window, where the reader below runs.
declare const Cc: Record<string, { createInstance(i: unknown): any }>;
declare const Ci: Record<string, any>;
declare const Services: any;

/**
 * The clipboard's `text/html` flavour, parsed, or null when there is none. Read in Firefox's own
 * window through BiDi's chrome scope, as the harness reads the text (test/firefox/support/firefox.ts).
 */
async function clipboardHtml(): Promise<Html | null> {
  const bidi = (f.ff.browser as unknown as { connection: { send(m: string, p: object): Promise<{ result: any }> } })
    .connection;
  const { result: tree } = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const context: string = tree.contexts.find(
    (c: { url: string }) => c.url === 'chrome://browser/content/browser.xhtml',
  ).context;
  const read = () => {
    const transferable = Cc['@mozilla.org/widget/transferable;1']!.createInstance(Ci.nsITransferable);
    transferable.init(null);
    transferable.addDataFlavor('text/html');
    Services.clipboard.getData(transferable, Ci.nsIClipboard.kGlobalClipboard, null);
    const data: { value?: any } = {};
    try {
      transferable.getTransferData('text/html', data);
    } catch {
      return null;
    }
    const doc = new DOMParser().parseFromString(
      data.value.QueryInterface(Ci.nsISupportsString).data as string,
      'text/html',
    );
    const anchor = doc.querySelector('a');
    return {
      href: anchor?.getAttribute('href') ?? null,
      text: anchor?.textContent ?? '',
      elements: [...doc.body.querySelectorAll('*')].map((e) => e.localName),
    };
  };
  const { result } = await bidi.send('script.evaluate', {
    expression: `JSON.stringify((${read.toString()})())`,
    target: { context },
    awaitPromise: true,
  });
  if (result.type === 'exception') throw new Error(`in Firefox's window: ${result.exceptionDetails.text}`);
  return JSON.parse(result.result.value as string) as Html | null;
}

describe('the Copy menu in Firefox', () => {
  it('Markdown and rich text from a list row: escaped title, text/html with the plain link beside it', async () => {
    const made = f.sandbox.store.create(DEMO_KEY, { link: f.pages.url('/ff-formats'), domain: 'zd.lc', title: TITLE });
    const short = made.short_link;
    const page = await f.ff.openPage('popup.html');
    open.push(page);
    await page.waitForSelector('.link-item .copy-menu-button');
    expect(await page.$$('[role=menu]')).toHaveLength(0);

    await page.hover('.link-item'); // Copy's formats show while the row is hovered or focused
    await page.click('.link-item .copy-menu-button');
    await (await page.waitForSelector('.link-item [role=menu] [data-format=markdown]'))!.click(); // the menu's list loads with the first opening
    const markdown = `[A \\<img src=x onerror=alert\\(1\\)\\> "q" \\[x\\]\\(javascript:alert\\(1\\)\\)](${short})`;
    expect(
      await until(
        () => f.ff.clipboard(),
        (t) => t !== 'before',
      ),
    ).toBe(markdown);
    expect(await clipboardHtml()).toBeNull();

    await page.hover('.link-item'); // Copy's formats show while the row is hovered or focused
    await page.click('.link-item .copy-menu-button');
    await (await page.waitForSelector('.link-item [role=menu] [data-format=rich]'))!.click(); // the menu's list loads with the first opening
    expect(await until(clipboardHtml, (h) => h !== null)).toEqual({ href: short, text: TITLE, elements: ['a'] });
    expect(await f.ff.clipboard()).toBe(short);
  });
});

describe('the background page copies in the preferred format', () => {
  it('rich text from Alt+Shift+K: text/html and the plain link', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'rich' });
    const tab = await f.ff.openTab(f.pages.url(`/ff-shortcut?title=${encodeURIComponent(TITLE)}`));
    open.push(tab);
    await tab.click('h1');
    await f.ff.pressShortcut('Alt+Shift+K');
    await until(
      () => creates(f.sandbox).length,
      (n) => n === 1,
    );
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(await until(clipboardHtml, (h) => h !== null)).toEqual({ href: short, text: TITLE, elements: ['a'] });
    expect(await f.ff.clipboard()).toBe(short);
  });
});
