/**
 * Stack floor page for the popup's real first frame (../same-frame.ts): the least the required
 * stack can do to draw the SAME DOM as the popup's first frame, the header and the cached rows, with
 * the same elements, classes, attributes and texts. The popup's three reads (storage.local,
 * storage.sync, storage.managed) through the polyfill, beside the same work asked of the browser (the
 * background's `openTab`, the tab query), our i18n (`t`, `relativeTime`), the popup's
 * styles (its two sheets and the link face's, adopted: a bundled page has no <link> of its own),
 * then one `render` of preact `h` calls: no component, no hook, no state. The texts come from the
 * same pure helpers the popup's rows use (readable-url, safe-href), so the DOM check can hold.
 */
import { h, render } from 'preact';
import { browser } from 'wxt/browser';
import { isRtl, relativeTime, t, uiLocale } from '../../../src/platform/text/i18n';
import { destinationText, untitledTitle } from '../../../src/pages/components/readable-url';
import { hostOf, safeHref } from '../../../src/pages/components/safe-href';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../../src/shared/settings/keys';
import base from '../../../src/pages/components/base.css?inline';
import popup from '../../../src/pages/popup/popup.css?inline';
import face from '../../../src/pages/components/link-face.css?inline';

interface Cached {
  id: string;
  title: string;
  shortLink: string;
  destination: string;
  createdAt: number | null;
  group: { name: string } | null;
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(base + popup + face);
document.adoptedStyleSheets = [sheet];
const locale = uiLocale();
document.documentElement.lang = locale;
document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
document.title = t('extName');

// The work the popup's start asks of the browser before its first frame (src/pages/popup/opening.ts):
// the background asked to open the tab, and the tab queried; neither awaited by the frame.
void browser.runtime.sendMessage({ type: 'openTab', actionId: crypto.randomUUID() }).catch(() => undefined);
void browser.tabs.query({ active: true, currentWindow: true }).catch(() => undefined);
const [stored] = await Promise.all([
  browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]),
  browser.storage.sync.get(null),
  browser.storage.managed.get().catch(() => ({})),
]);
const links = (stored[HEAD_KEY] as { links?: Cached[] } | undefined)?.links ?? [];

const icon = (name: string) => `icon-svg i-${name}`;
const ltr = (cls: string, text: string, title?: string) => h('bdi', { dir: 'ltr', class: cls, title }, text);

/** The site's letter on its own hue, as the popup's site mark draws it. */
function siteMark(host: string) {
  const name = host.replace(/^www\./i, '');
  let hue = 0;
  for (const c of name) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  const letter = [...name][0]?.toUpperCase() ?? '';
  return h('span', { class: 'site-mark', 'aria-hidden': 'true', style: `--hue:${hue}` }, letter);
}

function row(l: Cached) {
  const fallback = l.title ? '' : untitledTitle(l.destination);
  const saidOnce = !l.title && fallback === destinationText(l.destination);
  const short = l.shortLink.replace(/^https?:\/\//i, '');
  const href = safeHref(l.destination);
  const menuButton = (cls: string, label: string, glyph: string) =>
    h(
      'button',
      {
        type: 'button',
        class: cls,
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        'aria-label': label,
        title: label,
      },
      h('span', { 'aria-hidden': 'true' }, glyph),
    );
  const meta = [
    l.createdAt !== null && h('time', { dateTime: new Date(l.createdAt).toISOString() }, relativeTime(l.createdAt)),
    l.group && h('span', { class: 'group-name' }, h('bdi', null, l.group.name)),
  ];
  return h(
    'li',
    { key: l.id, class: 'link-item', 'data-id': l.id },
    h(
      'span',
      { class: `link-face${l.title ? '' : ' untitled'}${saidOnce ? ' said-once' : ''}` },
      siteMark(hostOf(l.destination)),
      h(
        'span',
        { class: 'link-title' },
        l.title ? h('span', { class: 'clip', dir: 'auto' }, l.title) : ltr('clip title-dest', fallback, l.destination),
      ),
      h(
        'span',
        { class: 'link-line' },
        h(
          'span',
          { class: 'clip' },
          ltr('link-short', short),
          h('span', { 'aria-hidden': 'true', class: 'arrow' }, ' → '),
          h(
            'bdi',
            { dir: 'ltr', class: 'link-dest', title: l.destination, 'aria-hidden': saidOnce ? 'true' : undefined },
            destinationText(l.destination),
          ),
        ),
      ),
      (l.createdAt !== null || l.group) && h('span', { class: 'link-meta' }, meta),
    ),
    h(
      'div',
      { class: 'link-actions' },
      h('button', {
        type: 'button',
        class: `icon ghost ${icon('copy')}`,
        'aria-label': t('copyNamed', l.shortLink),
        title: t('copy'),
      }),
      h(
        'span',
        { class: 'copy-menu' },
        menuButton('copy-menu-button icon ghost narrow', t('copyAsNamed', l.shortLink), '▾'),
      ),
      href
        ? h('a', {
            class: `icon button ghost ${icon('open')}`,
            href,
            target: '_blank',
            rel: 'noopener noreferrer',
            'aria-label': t('openNamed', l.shortLink),
            title: hostOf(href),
          })
        : h('span', { class: 'icon-room', 'aria-hidden': 'true' }),
      h(
        'span',
        { class: 'row-menu' },
        menuButton('icon ghost row-menu-button', t('moreActionsNamed', l.shortLink), '⋯'),
      ),
    ),
  );
}

render(
  h(
    'main',
    { class: 'popup' },
    h(
      'header',
      { class: 'top' },
      h('img', { class: 'mark', src: '/icon/32.png', alt: '', width: 20, height: 20 }),
      h('h1', null, t('extName')),
      h('button', {
        type: 'button',
        class: `icon ghost ${icon('settings')}`,
        'aria-label': t('openOptions'),
        title: t('openOptions'),
      }),
    ),
    h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', id: 'announcer' }),
    h(
      'section',
      { class: 'recent', 'aria-labelledby': 'recent-heading', 'data-state': 'idle' },
      h(
        'div',
        { class: 'recent-head' },
        h('h2', { id: 'recent-heading' }, t('recentLinks')),
        h('input', {
          type: 'search',
          class: 'search',
          placeholder: t('searchPlaceholder'),
          'aria-label': t('searchLabel'),
        }),
      ),
      h('ul', { class: 'links' }, links.map(row)),
    ),
  ),
  document.getElementById('app')!,
);
