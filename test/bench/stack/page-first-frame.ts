/**
 * Stack floor page for the popup's time to its cached links (../stack-floor.ts): the least the
 * required stack can do for that first frame. Preact and the polyfill, our i18n, the popup's three
 * reads (storage.local, storage.sync, storage.managed), its two style sheets (adopted here, a
 * bundled page has no <link> of its own), then the cached links as plain `li.link-item` rows.
 */
import { h, render } from 'preact';
import { browser } from 'wxt/browser';
import { t } from '../../../src/platform/text/i18n';
import { HEAD_KEY, ACCOUNTS_KEY, SETTINGS_KEY } from '../../../src/shared/settings/keys';
import base from '../../../src/pages/components/base.css?inline';
import popup from '../../../src/pages/popup/popup.css?inline';

interface Cached {
  links?: { id: string; title: string; shortLink: string }[];
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(base + popup);
document.adoptedStyleSheets = [sheet];
const [stored] = await Promise.all([
  browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]),
  browser.storage.sync.get(null),
  browser.storage.managed.get().catch(() => ({})),
]);
const links = (stored[HEAD_KEY] as Cached | undefined)?.links ?? [];
render(
  h(
    'main',
    { class: 'popup' },
    h('h2', null, t('recentLinks')),
    h(
      'ul',
      { class: 'links' },
      links.map((l) =>
        h('li', { class: 'link-item', key: l.id }, l.title, ' ', h('a', { href: l.shortLink }, l.shortLink)),
      ),
    ),
  ),
  document.body,
);
