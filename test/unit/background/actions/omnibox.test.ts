import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import type { Link } from '../../../../src/shared/types';
import { onOmniboxEnter, onOmniboxInput } from '../../../../src/background/actions/omnibox';
import {
  describeLink,
  escapeXml,
  fillIn,
  highlight,
  matchLinks,
  omniboxTarget,
  suggestionsFor,
} from '../../../../src/background/actions/omnibox-suggestions';
import { shorten } from '../../../../src/background/links/shorten';
import { captureFeedback, type Note } from '../../../support/feedback';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const copied: string[] = [];
vi.mock('../../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string) => (copied.push(text), true),
}));

const link = (over: Partial<Link>): Link => ({
  id: 'id',
  title: 'Docs',
  domain: 'zd.lc',
  backHalf: 'docs',
  shortLink: 'https://zd.lc/docs',
  destination: 'https://example.com/docs',
  group: null,
  createdAt: null,
  updatedAt: null,
  ...over,
});

const HOSTILE = `<img src=x onerror=alert(1)> & </match><url>javascript:alert(2)</url> "q" 'a' \u0000\u0007 \uD800`;
const TAGS = /<\/?(match|url|dim)>/g;
/** Chrome's markup: only its three tags, every other `<` escaped, every entity one of XML's. */
function expectOnlyOmniboxMarkup(description: string) {
  const rest = description.replace(TAGS, '');
  expect(rest).not.toMatch(/[<>]/);
  expect(rest.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
  expect(rest).not.toMatch(/[\u0000-\u001F\uD800-\uDFFF]/);
}
const unescape = (s: string) =>
  s
    .replace(TAGS, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

describe('suggestions (pure)', () => {
  it('escapes everything XML would read as markup', () => {
    expect(escapeXml(`<b>"x" & 'y'</b>`)).toBe('&lt;b&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/b&gt;');
  });

  it('marks each typed word, case-insensitively, and escapes around the marks', () => {
    expect(highlight('Release <Notes> & notes', ['notes'])).toBe(
      'Release &lt;<match>Notes</match>&gt; &amp; <match>notes</match>',
    );
    expect(highlight('a&b', ['&'])).toBe('a<match>&amp;</match>b');
    expect(highlight('nothing', [])).toBe('nothing');
  });

  it("a hostile title, short link and destination stay text in Chrome's markup", () => {
    const hostile = link({ title: HOSTILE, destination: `https://example.com/?q=<script>&x="1"` });
    for (const typed of ['', 'alert', 'match', 'url', '<', '&', 'amp']) {
      const description = describeLink(hostile, typed, true);
      expectOnlyOmniboxMarkup(description);
      expect(unescape(description)).toContain(
        '<img src=x onerror=alert(1)> & </match><url>javascript:alert(2)</url> "q" \'a\'',
      );
    }
    expect(describeLink(hostile, 'alert', true)).toContain('<match>alert</match>(1)');
  });

  it('title, short link (as a URL) and destination (dimmed) in Chrome', () => {
    expect(describeLink(link({}), 'doc', true)).toBe(
      '<match>Doc</match>s <dim>–</dim> <url>https://zd.lc/<match>doc</match>s</url> <dim>https://example.com/<match>doc</match>s</dim>',
    );
    expect(describeLink(link({ title: '' }), '', true)).toBe(
      '<url>https://zd.lc/docs</url> <dim>https://example.com/docs</dim>',
    );
  });

  it('plain text in Firefox (no markup there): the title as it is', () => {
    expect(describeLink(link({ title: '<b>x</b> & y' }), 'x', false)).toBe(
      '<b>x</b> & y – https://zd.lc/docs – https://example.com/docs',
    );
  });

  it('a message with a value: escaped around the value, the value in its tag', () => {
    expect(fillIn((v) => `Shorten & copy ${v}`, 'https://a.example/?a=1&b=<2>', true)).toBe(
      'Shorten &amp; copy <url>https://a.example/?a=1&amp;b=&lt;2&gt;</url>',
    );
    expect(fillIn((v) => `Shorten & copy ${v}`, 'https://a.example/?a=1&b=2', false)).toBe(
      'Shorten & copy https://a.example/?a=1&b=2',
    );
  });

  it("a value with replacement patterns ($&, $', $`, $1) is placed as it is, not read as one", () => {
    const url = "https://a.example/?q=$&x=$'$`$1$$";
    expect(fillIn((v) => `Shorten ${v} now`, url, true)).toBe(
      'Shorten <url>https://a.example/?q=$&amp;x=$&apos;$`$1$$</url> now',
    );
    expect(fillIn((v) => `Shorten ${v} now`, url, false)).toBe(`Shorten ${url} now`);
  });

  const links = [
    link({
      id: '1',
      title: 'Pricing page',
      backHalf: 'p1',
      shortLink: 'https://zd.lc/p1',
      destination: 'https://shop.example/pricing',
    }),
    link({
      id: '2',
      title: '',
      backHalf: 'Launch',
      shortLink: 'https://zd.lc/Launch',
      destination: 'https://blog.example/2026/launch',
    }),
    link({
      id: '3',
      title: 'Careers',
      backHalf: 'jobs',
      shortLink: 'https://go.example/jobs',
      destination: 'https://example.com/careers',
    }),
  ];

  it.each([
    ['pricing', ['1']],
    ['PRICING shop', ['1']],
    ['launch', ['2']],
    ['go.example', ['3']],
    ['jobs careers', ['3']],
    ['example', ['1', '2', '3']],
    ['pricing careers', []],
    ['', ['1', '2', '3']],
  ])('%j matches %j (every word, over title, short link, back half and destination)', (typed, ids) => {
    expect(matchLinks(links, typed).map((l) => l.id)).toEqual(ids);
  });

  it("at most six suggestions, each one's content its short link", () => {
    const many = Array.from({ length: 10 }, (_, i) => link({ id: `${i}`, shortLink: `https://zd.lc/s${i}` }));
    expect(suggestionsFor(many, 'docs', true).map((s) => s.content)).toEqual([
      'https://zd.lc/s0',
      'https://zd.lc/s1',
      'https://zd.lc/s2',
      'https://zd.lc/s3',
      'https://zd.lc/s4',
      'https://zd.lc/s5',
    ]);
  });

  it.each([
    ['https://go.example/jobs', { kind: 'copy', id: '3' }],
    ['  https://zd.lc/p1 ', { kind: 'copy', id: '1' }],
    ['https://new.example/page?x=1', { kind: 'shorten', url: 'https://new.example/page?x=1' }],
    ['www.new.example', { kind: 'shorten', url: 'https://www.new.example' }],
    ['blog launch', { kind: 'copy', id: '2' }],
    ['https://a.example/ https://b.example/', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['nothing like it', { kind: 'none' }],
  ])('Enter on %j', (typed, expected) => {
    const target = omniboxTarget(typed, links);
    expect(target.kind === 'copy' ? { kind: 'copy', id: target.link.id } : target).toEqual(expected);
  });
});

describe('the omnibox handlers, against the service', () => {
  const sandbox = useSandbox();
  let notes: Note[] = [];
  let defaults: string[] = [];

  beforeEach(async () => {
    fakeBrowser.reset();
    await freshDatabases();
    useEnglishMessages();
    copied.length = 0;
    notes = captureFeedback();
    defaults = [];
    vi.spyOn(browser.omnibox, 'setDefaultSuggestion').mockImplementation(
      (async (s: { description: string }) => void defaults.push(s.description)) as never,
    );
    await configureFor(sandbox.current);
  });

  let n = 0;
  const make = async (url: string, title: string) => {
    const made = await shorten({ url, title, actionId: `omni-${++n}`, reuseKnown: false });
    if (!made.ok) throw new Error('not made');
    return made.value.link;
  };
  const input = async (text: string) => {
    const suggest = vi.fn();
    await onOmniboxInput(text, suggest);
    return suggest.mock.calls[0]?.[0] as { content: string; description: string }[];
  };

  it('suggests the stored links that match, with a default line saying what Enter does', async () => {
    const a = await make('https://example.com/pricing', '<b>Pricing</b>');
    await make('https://example.com/blog', 'Blog');
    sandbox.current.requests.length = 0;
    const suggestions = await input('pric');
    expect(suggestions).toEqual([
      { content: a.shortLink, description: expect.stringContaining('&lt;b&gt;<match>Pric</match>ing&lt;/b&gt;') },
    ]);
    expect(defaults).toEqual([`Copy <url>${a.shortLink}</url>`]);
    expect(sandbox.current.requests).toEqual([]);
  });

  it("a web address: no suggestions, the default line offers to shorten it (one of the user's own short links: to copy it)", async () => {
    expect(await input('https://example.com/?a=1&b=2')).toEqual([]);
    expect(defaults).toEqual(['Shorten and copy <url>https://example.com/?a=1&amp;b=2</url>']);
    const a = await make('https://example.com/own', 'Own');
    await input(a.shortLink);
    expect(defaults.at(-1)).toBe(`Copy <url>${a.shortLink}</url>`);
  });

  it('Enter on a suggestion copies its short link and says so; nothing is made', async () => {
    const a = await make('https://example.com/a', 'A');
    await onOmniboxEnter(a.shortLink);
    expect(copied).toEqual([a.shortLink]);
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Short link copied', message: `${a.shortLink} is on your clipboard.` }),
    ]);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('Enter on a web address shortens and copies it; a known one is reused', async () => {
    await onOmniboxEnter('https://example.com/new');
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://example.com/new' });
    const short = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    await onOmniboxEnter('https://example.com/new');
    expect(copied).toEqual([short, short]);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('Enter on words that match nothing: a notification, nothing copied, no request', async () => {
    await onOmniboxEnter('no such thing');
    expect(notes).toEqual([
      expect.objectContaining({
        title: 'Nothing copied',
        message: 'None of your recent links matches “no such thing”.',
      }),
    ]);
    expect(copied).toEqual([]);
    expect(sandbox.current.requests).toEqual([]);
  });

  it('without a key: says so, suggests nothing', async () => {
    await configureFor(sandbox.current, null);
    expect(await input('x')).toEqual([]);
    expect(defaults[0]).toMatch(/API key/);
    await onOmniboxEnter('https://example.com/');
    expect(notes).toHaveLength(1);
    expect(sandbox.current.requests).toEqual([]);
  });
});
