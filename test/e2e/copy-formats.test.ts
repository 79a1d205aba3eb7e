/**
 * Copy formats in the real popup and worker: each format picked from the Copy menu and read back
 * from the system clipboard (the `text/html` flavour too), the menu by keyboard, and the preferred
 * format used by a click on the link, by auto-copy and by the shortcut's offscreen copy.
 */
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import type { Extension } from './support/chromium';
import { useExtension } from './support/fixture';
import { cardUrl, waitForText } from './support/popup';

const f = useExtension();

/** A title that would be markup in every format if it were not escaped. */
const TITLE = 'A <img src=x onerror=alert(1)> "q" [x](javascript:alert(1))';
const PAGE = `/formats?title=${encodeURIComponent(TITLE)}`;

interface Flavours {
  plain: string;
  /** The `text/html` flavour as a document would get it, or null when there is none. */
  html: { href: string | null; text: string; elements: string[] } | null;
}

/**
 * Both flavours of the clipboard, read in an extension page (the parsed HTML: Chrome rewrites its
 * markup); null when a write landed while reading.
 */
async function readFlavours(page: Page): Promise<Flavours | null> {
  return page.evaluate(async () => {
    try {
      const [item] = await navigator.clipboard.read();
      if (!item) return null;
      const plain = item.types.includes('text/plain') ? await (await item.getType('text/plain')).text() : '';
      if (!item.types.includes('text/html')) return { plain, html: null };
      const doc = new DOMParser().parseFromString(await (await item.getType('text/html')).text(), 'text/html');
      const anchor = doc.querySelector('a');
      return {
        plain,
        html: {
          href: anchor?.getAttribute('href') ?? null,
          text: anchor?.textContent ?? '',
          elements: [...doc.body.querySelectorAll('*')].map((e) => e.localName),
        },
      };
    } catch {
      // "Clipboard data has changed": a write landed between read() and getType(); read again.
      return null;
    }
  });
}

async function readFlavoursIn(ext: Extension): Promise<Flavours | null> {
  const page = await ext.openPage('options.html');
  try {
    await page.bringToFront();
    return await readFlavours(page);
  } finally {
    await page.close();
  }
}

/** Puts something else on the clipboard, then waits until a copy replaced it. */
const clear = (page: Page) => page.evaluate(() => navigator.clipboard.writeText('before'));
const copiedIn = (page: Page) =>
  until(
    () => readFlavours(page),
    (c) => c !== null && c.plain !== 'before',
  );

const expected = (short: string) => ({
  plain: { plain: short, html: null },
  markdown: {
    plain: `[A \\<img src=x onerror=alert\\(1\\)\\> "q" \\[x\\]\\(javascript:alert\\(1\\)\\)](${short})`,
    html: null,
  },
  html: {
    plain: `<a href="${short}">A &lt;img src=x onerror=alert(1)&gt; &quot;q&quot; [x](javascript:alert(1))</a>`,
    html: null,
  },
  rich: { plain: short, html: { href: short, text: TITLE, elements: ['a'] } },
  titled: { plain: `${TITLE} — ${short}`, html: null },
});

describe('the Copy menu', () => {
  it('offers every format beside Copy, and each one lands on the clipboard as it should (text/html for rich text)', async () => {
    const popup = await f.popupOver(PAGE);
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)[0]?.body).toMatchObject({ title: TITLE });
    const short = await cardUrl(popup);
    await waitForText(popup, '#announcer', 'Copied');
    for (const [format, want] of Object.entries(expected(short))) {
      await clear(popup);
      await popup.click('.copy-split .copy-menu-button');
      await popup.locator(`[role=menu] [data-format=${format}]`).click();
      expect(await copiedIn(popup), format).toEqual(want);
      // The pick closed the menu and gave the focus back to its button.
      expect(await popup.$('[role=menu]')).toBeNull();
      expect(await popup.evaluate(() => document.activeElement?.classList.contains('copy-menu-button'))).toBe(true);
    }
  });

  it('works by keyboard: arrows move, Escape closes it back onto its button, Enter picks', async () => {
    const popup = await f.popupOver(PAGE);
    await popup.waitForSelector('#short-link');
    const short = await cardUrl(popup);
    const button = '.copy-split .copy-menu-button';
    const expanded = () => popup.$eval(button, (b) => b.getAttribute('aria-expanded'));
    const focused = () =>
      popup.evaluate(() => {
        const item = document.activeElement as HTMLElement | null;
        return item?.dataset.format ?? (item?.dataset.share !== undefined ? 'share' : item?.className);
      });
    expect(await popup.$eval(button, (b) => b.getAttribute('aria-haspopup'))).toBe('menu');
    await popup.focus(button);
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('[role=menu]');
    expect([await expanded(), await focused()]).toEqual(['true', 'plain']);
    await popup.keyboard.press('ArrowDown');
    expect(await focused()).toBe('markdown');
    await popup.keyboard.press('ArrowUp');
    await popup.keyboard.press('ArrowUp');
    // Share… ends the menu (test/e2e/share.test.ts), after the formats.
    expect(await focused()).toBe('share');
    await popup.keyboard.press('ArrowUp');
    expect(await focused()).toBe('titled');
    await popup.keyboard.press('Escape');
    expect(await popup.$('[role=menu]')).toBeNull();
    expect([await expanded(), await focused()]).toEqual(['false', 'copy-menu-button primary']);
    await popup.keyboard.press('ArrowDown');
    await popup.keyboard.press('End');
    await popup.keyboard.press('ArrowUp');
    await popup.keyboard.press('ArrowUp');
    expect(await focused()).toBe('rich');
    await clear(popup);
    await popup.keyboard.press('Enter');
    expect(await copiedIn(popup)).toEqual(expected(short).rich);
  });

  it('each list row has one, rendered only when opened', async () => {
    const popup = await f.popupOver(PAGE);
    await popup.waitForSelector('#short-link');
    const row = await popup.waitForSelector('.link-item .copy-menu-button');
    const label = await row!.evaluate((b) => b.getAttribute('aria-label'));
    const short = await cardUrl(popup);
    expect(label).toBe(`Copy ${short} as…`);
    expect(await popup.$$('[role=menu], [role=menuitem]')).toHaveLength(0);
    await clear(popup);
    // Copy's formats show while the row is hovered or focused (the destination has the room otherwise).
    await popup.hover('.link-item');
    await row!.click();
    await popup.waitForSelector('[role=menuitem]'); // the menu's list loads with the first opening
    // The five formats, then Share….
    expect(await popup.$$('[role=menuitem]')).toHaveLength(6);
    await popup.click('.link-item [role=menu] [data-format=html]');
    expect(await copiedIn(popup)).toEqual(expected(short).html);
  });
});

describe('the preferred format', () => {
  it('chosen in the options, is what auto-copy, a click on the link and Copy give', async () => {
    const options = f.track(await f.ext.openPage('options.html'));
    await options.waitForSelector('select[name=copyFormat]');
    await options.select('select[name=copyFormat]', 'markdown');
    const w = await f.ext.worker();
    await until(
      () =>
        w.evaluate(() =>
          chrome.storage.sync.get('pref.copyFormat').then((r) => r['pref.copyFormat'] as string | undefined),
        ),
      (v) => v === 'markdown',
    );
    await options.close();

    const popup = await f.popupOver(PAGE);
    await popup.waitForSelector('#short-link');
    const short = await cardUrl(popup);
    expect(
      await until(
        () => readFlavours(popup),
        (c) => !!c?.plain.endsWith(`](${short})`),
      ),
    ).toEqual(expected(short).markdown);
    await clear(popup);
    await popup.click('#short-link');
    expect(await copiedIn(popup)).toEqual(expected(short).markdown);
    await clear(popup);
    // The card's Copy button (it says "Copied ✓" for a moment after each copy).
    await popup.click('.card .copy-button');
    expect(await copiedIn(popup)).toEqual(expected(short).markdown);
  });

  it('rich text from the shortcut: the offscreen document copies text/html with the plain link beside it', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'rich' });
    const tab = f.track(await f.ext.browser.newPage());
    await tab.goto(f.pages.url(PAGE));
    await tab.bringToFront();
    await tab.evaluate(() => navigator.clipboard.writeText('before')).catch(() => undefined);
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
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readFlavoursIn(f.ext),
        (c) => !!c?.html,
      ),
    ).toEqual(expected(short).rich);
  });

  it('Markdown from the shortcut', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { copyFormat: 'markdown' });
    const tab = f.track(await f.ext.browser.newPage());
    await tab.goto(f.pages.url(PAGE));
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
    const short = f.sandbox.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(
      await until(
        () => readFlavoursIn(f.ext),
        (c) => !!c?.plain.endsWith(`](${short})`),
      ),
    ).toEqual(expected(short).markdown);
  });
});
