/**
 * The popup's first frame, before its application has loaded: run by the popup's entry
 * (entrypoints/popup/main.tsx), it draws the header and the account's cached links as plain DOM
 * when the popup's one storage read answers (./first-read.ts): the elements, classes and text of
 * Preact's first render (Popup, LinkList, LinkItem). When the application renders into `#app`,
 * Preact adopts these nodes (a first render into a container with children reuses them,
 * correcting whatever differs) and gives them their handlers; test/e2e/popup.test.ts checks that
 * the rows are adopted as they were drawn.
 *
 * Measured (issue 13): the application's module (Preact and the popup's components, ~36 kB) ran
 * ~18 ms after popup.html was parsed, and Preact's first render of 10 rows took 8–10 ms.
 */
import { readHead, type StoredLink } from '../links/head';
import { relativeTime, t } from '../text/i18n';
import { localizeDocument } from '../ui/document';
import type { IconName } from '../ui/Icon';
import { hostOf, safeHref } from '../ui/safe-href';
import { HEAD_KEY } from '../links/head';
import { popupStorage } from './first-read';

/** Rows drawn: a popup's height of them (the application adds the rest below). */
const FIRST_ROWS = 12;

type Child = Node | string | false | null | undefined;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...(children.filter((c) => c !== false && c != null) as (Node | string)[]));
  return node;
}

/** As ../ui/Icon.tsx draws it. */
const icon = (name: IconName) => el('span', { class: `icon-svg i-${name}`, 'aria-hidden': 'true' });

const button = (attrs: Record<string, string>, ...children: Child[]) => el('button', { type: 'button', ...attrs }, ...children);

/** One row, as LinkItem renders it closed. */
function row(link: StoredLink): HTMLElement {
  const destination = safeHref(link.destination);
  const short = link.shortLink;
  return el(
    'li',
    { class: 'link-item', 'data-id': link.id },
    el(
      'div',
      { class: 'link-main' },
      el('span', { class: 'link-title' }, link.title || hostOf(link.destination)),
      button({ class: 'short-link', title: t('copy') }, el('span', { dir: 'ltr' }, short.replace(/^https?:\/\//, ''))),
      el(
        'span',
        { class: 'link-meta' },
        destination
          ? el('a', { href: destination, target: '_blank', rel: 'noopener noreferrer', dir: 'ltr' }, hostOf(destination))
          : el('span', { class: 'unsafe', dir: 'ltr' }, link.destination.slice(0, 80)),
        link.createdAt !== null && el('time', { datetime: new Date(link.createdAt).toISOString() }, ' · ', relativeTime(link.createdAt)),
        link.group && el('span', { class: 'group' }, ' · ', link.group.name),
      ),
    ),
    el(
      'div',
      { class: 'link-actions' },
      button({ class: 'icon', 'aria-label': t('copyNamed', short) }, icon('copy')),
      el('span', { class: 'copy-menu' }, button({ class: 'copy-menu-button icon', 'aria-haspopup': 'menu', 'aria-expanded': 'false', 'aria-label': t('copyAsNamed', short), title: t('copyAsNamed', short) }, el('span', { 'aria-hidden': 'true' }, '▾'))),
      button({ class: 'icon', 'aria-expanded': 'false', 'aria-label': t('editNamed', short) }, icon('edit')),
      button({ class: 'icon', 'aria-expanded': 'false', 'aria-label': t('qrNamed', short) }, icon('qr')),
      button({ class: 'icon delete-link', 'aria-label': t('deleteNamed', short) }, icon('delete')),
    ),
  );
}

/** The popup's header and, when the account has cached links, its list: what Popup renders before it hears from the background. */
export function firstFrame(links: readonly StoredLink[]): HTMLElement {
  const options = t('openOptions');
  return el(
    'main',
    { class: 'popup' },
    el(
      'header',
      { class: 'top' },
      el('h1', {}, t('extName')),
      button({ class: 'open-manager', title: t('openManagerHint') }, t('openManager')),
      button({ class: 'icon', 'aria-label': options, title: options }, icon('settings')),
    ),
    el('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite', id: 'announcer' }),
    links.length > 0 &&
      el(
        'section',
        { class: 'recent', 'aria-labelledby': 'recent-heading', 'data-state': 'idle' },
        el('div', { class: 'recent-head' }, el('h2', { id: 'recent-heading' }, t('recentLinks')), el('input', { type: 'search', class: 'search', placeholder: t('searchPlaceholder'), 'aria-label': t('searchLabel') })),
        el('ul', { class: 'links' }, ...links.slice(0, FIRST_ROWS).map(row)),
      ),
  );
}

/**
 * Draws the first frame once the storage read answers. The application renders after this frame
 * was painted (./first-read.ts `afterFirstPaint`): in the same task, the browser would paint only
 * the application's frame.
 */
export function paintFirst(): void {
  localizeDocument();
  void popupStorage().then((stored) => {
    const app = document.getElementById('app');
    if (!app || app.firstChild) return;
    app.append(firstFrame(readHead(stored[HEAD_KEY])?.links ?? []));
    // The bench's popup row and the first-paint test read this (test/e2e/popup.test.ts).
    performance.mark('prettylink:first-paint');
  });
}

