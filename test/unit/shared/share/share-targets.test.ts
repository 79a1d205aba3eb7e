import { describe, expect, it } from 'vitest';
import {
  isMastodonInstance,
  isShareTargetList,
  mastodonHost,
  SHARE_TARGETS,
  type ShareTarget,
} from '../../../../src/shared/share/share-targets';
import { shareUrl, shownTargets } from '../../../../src/shared/share/share-urls';

const SHORT = 'https://zd.lc/a-b_c?x=1&y=2#frag';
const TITLES = [
  'Plain title',
  'Tom & Jerry #1? 1+1=2',
  'He said "hi" and it\'s fine',
  'Party 🎉 time 👩‍👩‍👧',
  '\u200fمرحبا بالعالم\u200e (test)',
  '\u202bשלום עולם\u202c',
  '100% off; a=b',
];

/** The short link as each destination carries it, read back as the destination would. */
function carried(target: ShareTarget, href: string): string {
  const url = new URL(href);
  if (target === 'email') return decodeURIComponent(new URLSearchParams(url.search).get('body') ?? '');
  const p = url.searchParams;
  return p.get('url') ?? (p.get('text') ?? '').split(' ').pop() ?? '';
}

function titleOf(target: ShareTarget, href: string): string | null {
  const p = new URL(href).searchParams;
  if (target === 'email') return p.has('subject') ? decodeURIComponent(href.match(/subject=([^&]*)/)?.[1] ?? '') : null;
  if (target === 'reddit') return p.get('title');
  if (target === 'x' || target === 'telegram') return p.get('text');
  if (target === 'linkedin') return null;
  const text = p.get('text')!;
  return text === SHORT ? null : text.slice(0, -SHORT.length - 1);
}

describe('shareUrl', () => {
  for (const target of SHARE_TARGETS)
    for (const title of TITLES)
      it(`${target} carries the short link and the title exactly: ${JSON.stringify(title)}`, () => {
        const href = shareUrl(target, { shortLink: SHORT, title }, 'mastodon.social')!;
        expect(href).toBeTruthy();
        expect(() => new URL(href)).not.toThrow();
        expect(new URL(href).protocol).toBe(target === 'email' ? 'mailto:' : 'https:');
        expect(carried(target, href)).toBe(SHORT);
        if (target !== 'linkedin') expect(titleOf(target, href)).toBe(title);
        // Nothing of the title or the link is left raw in the address.
        expect(href).not.toMatch(/[ "'#]|&(?!(?:url|text|title|body)=)/);
      });

  it('email: spaces as %20, never +; the subject first, then the body', () => {
    const href = shareUrl('email', { shortLink: SHORT, title: 'A title + more' })!;
    expect(href).toBe(`mailto:?subject=A%20title%20%2B%20more&body=${encodeURIComponent(SHORT)}`);
    expect(href).not.toContain('+');
  });

  it('an empty title: no subject or title member, the link alone', () => {
    expect(shareUrl('email', { shortLink: SHORT, title: '' })).toBe(`mailto:?body=${encodeURIComponent(SHORT)}`);
    expect(new URL(shareUrl('reddit', { shortLink: SHORT, title: '  ' })!).searchParams.has('title')).toBe(false);
    expect(new URL(shareUrl('whatsapp', { shortLink: SHORT, title: '' })!).searchParams.get('text')).toBe(SHORT);
  });

  it('a title with a newline is one line (a mail subject cannot hold one)', () => {
    const href = shareUrl('email', { shortLink: SHORT, title: 'First\r\nSecond\n\tThird' })!;
    expect(href).toContain('subject=First%20Second%20Third&');
    expect(new URL(shareUrl('x', { shortLink: SHORT, title: 'a\nb' })!).searchParams.get('text')).toBe('a b');
  });

  it('each destination has its own address', () => {
    const data = { shortLink: 'https://zd.lc/x', title: 'T' };
    expect(shareUrl('x', data)).toBe('https://x.com/intent/post?text=T&url=https%3A%2F%2Fzd.lc%2Fx');
    expect(shareUrl('linkedin', data)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fzd.lc%2Fx',
    );
    expect(shareUrl('whatsapp', data)).toBe('https://wa.me/?text=T+https%3A%2F%2Fzd.lc%2Fx');
    expect(shareUrl('telegram', data)).toBe('https://t.me/share/url?url=https%3A%2F%2Fzd.lc%2Fx&text=T');
    expect(shareUrl('reddit', data)).toBe('https://www.reddit.com/submit?url=https%3A%2F%2Fzd.lc%2Fx&title=T');
    expect(shareUrl('mastodon', data, 'fosstodon.org')).toBe(
      'https://fosstodon.org/share?text=T+https%3A%2F%2Fzd.lc%2Fx',
    );
  });

  it('Mastodon without a usable instance has no address', () => {
    expect(shareUrl('mastodon', { shortLink: SHORT, title: 'T' })).toBeNull();
    expect(shareUrl('mastodon', { shortLink: SHORT, title: 'T' }, 'evil.example/x?')).toBeNull();
  });
});

describe('the Mastodon instance', () => {
  it('is a host, read from what a user types', () => {
    expect(mastodonHost(' https://Mastodon.Social/ ')).toBe('mastodon.social');
    expect(mastodonHost('fosstodon.org')).toBe('fosstodon.org');
    expect(mastodonHost('xn--mstdn-kva.example')).toBe('xn--mstdn-kva.example');
  });
  it.each([
    '',
    'localhost',
    'http://mastodon.social',
    'mastodon.social/@me',
    'a b.org',
    'user@host.org',
    '-x.org',
    'x.org:8080',
  ])('refuses %j', (typed) => expect(mastodonHost(typed)).toBeNull());
  it('is stored as a host or empty', () => {
    expect(isMastodonInstance('')).toBe(true);
    expect(isMastodonInstance('mastodon.social')).toBe(true);
    expect(isMastodonInstance('https://mastodon.social')).toBe(false);
    expect(isMastodonInstance(3)).toBe(false);
  });
});

describe('the destinations shown', () => {
  it('keep their fixed order, Mastodon only with an instance', () => {
    expect(shownTargets(['reddit', 'email', 'mastodon'], '')).toEqual(['email', 'reddit']);
    expect(shownTargets(['mastodon', 'x'], 'mastodon.social')).toEqual(['x', 'mastodon']);
  });
  it('are stored as a list of known names, each once', () => {
    expect(isShareTargetList(['x', 'email'])).toBe(true);
    expect(isShareTargetList([])).toBe(true);
    expect(isShareTargetList(['x', 'x'])).toBe(false);
    expect(isShareTargetList(['facebook'])).toBe(false);
    expect(isShareTargetList('x')).toBe(false);
  });
});
