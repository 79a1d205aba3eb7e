import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { shortlinkInPage } from '../../../../src/background/actions/read-canonical';
import { configureFor, creates, useSandbox } from '../../../../test/support/sandbox';

const sandbox = useSandbox();
const TAB = { id: 7, url: 'https://www.example.com/2026/a-post', title: 'A post' };
const sent = () => creates(sandbox.current).map((r) => (r.body as { link: string }).link);
const open = (actionId = crypto.randomUUID()) => handlers.openTab({ type: 'openTab', actionId });

type Inject = (options: { func: () => unknown }) => Promise<{ result?: unknown }[]>;
let inject: ReturnType<typeof vi.fn<Inject>>;
/** What the page says: its short link, and no canonical address. */
const pageHasShortlink = (href: string) =>
  inject.mockImplementation(async ({ func }) => [{ result: func === shortlinkInPage ? href : '' }]);

beforeEach(async () => {
  fakeBrowser.reset();
  inject = vi.fn<Inject>(async () => [{ result: '' }]);
  Object.defineProperty(browser, 'scripting', { value: { executeScript: inject }, configurable: true });
  Object.defineProperty(browser.tabs, 'query', { value: async () => [TAB], configurable: true });
  await configureFor(sandbox.current);
});

describe("the site's own short link (option off by default)", () => {
  it('off: the page is not asked for it, and a link is made', async () => {
    pageHasShortlink('https://example.com/?p=1');
    const reply = await open();
    expect(reply.ok && reply.value.siteLink).toBeUndefined();
    expect(inject.mock.calls.some(([o]) => o.func === shortlinkInPage)).toBe(false);
    expect(sent()).toEqual([TAB.url]);
  });

  it('on, same site: answered instead of making a link', async () => {
    await configureFor(sandbox.current, undefined, { useSiteShortlink: true });
    pageHasShortlink('https://example.com/?p=1');
    const reply = await open();
    expect(reply).toMatchObject({
      ok: true,
      value: { siteLink: 'https://example.com/?p=1', input: null, shortened: null },
    });
    expect(sent()).toEqual([]);
  });

  it('on, another site: ignored, and a link is made', async () => {
    await configureFor(sandbox.current, undefined, { useSiteShortlink: true });
    pageHasShortlink('https://wp.me/p1-2');
    const reply = await open();
    expect(reply.ok && reply.value.siteLink).toBeFalsy();
    expect(sent()).toEqual([TAB.url]);
  });
});

describe('the last campaign on auto-shorten (option off by default)', () => {
  async function pickCampaign() {
    const values = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: '',
      utm_content: '',
    };
    await handlers.savePresets({ type: 'savePresets', presets: [{ id: 'p1', name: 'Spring mail', values }] });
    await handlers.choosePreset({ type: 'choosePreset', id: 'p1' });
  }

  it('off: the opening shortens the page as it is, whatever was picked last', async () => {
    await pickCampaign();
    const reply = await open();
    expect(reply.ok && reply.value.campaign).toBeUndefined();
    expect(sent()).toEqual([TAB.url]);
  });

  it('on: the last preset picked is applied, and named', async () => {
    await pickCampaign();
    await configureFor(sandbox.current, undefined, { campaignOnOpen: true });
    const reply = await open();
    const tagged = `${TAB.url}?utm_source=newsletter&utm_medium=email&utm_campaign=spring`;
    expect(reply).toMatchObject({ ok: true, value: { campaign: 'Spring mail', input: { url: tagged } } });
    expect(sent()).toEqual([tagged]);
  });

  it('on, with no preset picked: nothing applied', async () => {
    await configureFor(sandbox.current, undefined, { campaignOnOpen: true });
    const reply = await open();
    expect(reply.ok && reply.value.campaign).toBeUndefined();
    expect(sent()).toEqual([TAB.url]);
  });
});
