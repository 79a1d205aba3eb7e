/**
 * The host permission a shortening needs is asked once per action, beside the work that comes
 * before the request (the popup's opening: beside the page's canonical read), never in line
 * before the intent; a permission revoked since the last action is still seen
 * (test/unit/background/links/store-promises.test.ts).
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { configureFor, creates, useSandbox } from '../../../../test/support/sandbox';

const sandbox = useSandbox();
const TAB = { id: 7, url: 'https://www.example.com/2026/a-post?ref=feed', title: 'A post' };
const CANONICAL = 'https://www.example.com/2026/a-post';

beforeEach(async () => {
  fakeBrowser.reset();
  Object.defineProperty(browser.tabs, 'query', { value: async () => [TAB], configurable: true });
  await configureFor(sandbox.current);
});

it("the popup's opening asks the permission while the page is still read, once", async () => {
  let asked!: () => void;
  const permissionAsked = new Promise<void>((resolve) => (asked = resolve));
  const contains = vi.spyOn(browser.permissions, 'contains').mockImplementation((async () => {
    asked();
    return true;
  }) as never);
  const read = vi.fn(async () => {
    await permissionAsked; // answers only once the permission was asked: the two run side by side
    return [{ result: CANONICAL }];
  });
  Object.defineProperty(browser, 'scripting', { value: { executeScript: read }, configurable: true });

  const opened = await handlers.openTab({ type: 'openTab', actionId: crypto.randomUUID() });

  // The page's answer was used (not the read's time limit): it came once the permission was asked.
  expect(opened).toMatchObject({ ok: true, value: { input: { url: CANONICAL }, shortened: { ok: true } } });
  expect(creates(sandbox.current)).toHaveLength(1);
  expect(contains).toHaveBeenCalledTimes(1);
});

it("the popup's Shorten asks it once per action", async () => {
  const contains = vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
  for (const path of ['a', 'b']) {
    const url = `https://example.org/${path}`;
    const answer = await handlers.shorten({ type: 'shorten', url, actionId: crypto.randomUUID(), reuseKnown: true });
    expect(answer).toMatchObject({ ok: true, value: { reused: false } });
  }
  expect(creates(sandbox.current)).toHaveLength(2);
  expect(contains).toHaveBeenCalledTimes(2);
});
