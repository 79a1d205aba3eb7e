/**
 * What the store images show besides the extension: a plausible web page to shorten, the links of
 * a plausible account made over several weeks, its site rules, and a list to shorten.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { applyPreset } from '../../src/shared/links/utm.ts';
import { ruleFor } from '../../src/shared/rules/match.ts';
import type { SiteRule } from '../../src/shared/rules/rule.ts';

/** The article in each language a frame shows: the address the popup is shown shortening (and the window's bar shows), its title (short enough for the popup's row), its words. */
export const ARTICLES = {
  en: {
    url: 'https://northwind.example/blog/autumn-collection',
    title: 'Autumn collection | Northwind',
    shop: 'Northwind Outfitters',
    nav: ['Shop', 'Journal', 'Stores', 'About'],
    heading: 'Our autumn collection is here',
    meta: 'Journal · 12 September · 4 min read',
    body: `Wool from the valley, waxed cotton for the rain and boots resoled for another ten winters: this
      season we made fewer things, and made them to last. Here is what is new, and the story of the
      people who made it.`,
    more: 'Visit us in store this weekend, or <a href="#">browse the whole collection</a>.',
  },
  ar: {
    url: 'https://northwind.example/ar/blog/autumn-collection',
    title: 'تشكيلة الخريف | نورثويند',
    shop: 'نورثويند',
    nav: ['المتجر', 'المجلة', 'فروعنا', 'من نحن'],
    heading: 'وصلت تشكيلة الخريف',
    meta: 'المجلة · 12 سبتمبر · قراءة في 4 دقائق',
    body: `صوف من الوادي، وقطن مشمّع للمطر، وأحذية أُعيد نعلها لعشرة شتاءات أخرى: صنعنا هذا الموسم أشياء
      أقل، وصنعناها لتدوم. إليكم الجديد، وحكاية من صنعوه.`,
    more: 'زورونا في المتجر هذا الأسبوع، أو <a href="#">تصفحوا التشكيلة كاملة</a>.',
  },
};
export type ArticleLang = keyof typeof ARTICLES;

const article = (lang: ArticleLang) => {
  const a = ARTICLES[lang];
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><meta charset="utf-8"><title>${a.title}</title>
<meta name="color-scheme" content="light dark">
<style>
  :root { --bg: #fbfaf7; --fg: #1f2328; --muted: #5c6370; --band: #e9e4d8; --accent: #a0522d; }
  @media (prefers-color-scheme: dark) { :root { --bg: #17181b; --fg: #e6e6e6; --muted: #9aa0a6; --band: #26272b; --accent: #e0915f; } }
  body { margin: 0; font: 17px/1.6 Georgia, 'DejaVu Serif', serif; background: var(--bg); color: var(--fg); }
  header { display: flex; justify-content: space-between; padding: 18px 64px; font: 600 15px system-ui, sans-serif; border-bottom: 1px solid var(--band); }
  header nav span { margin-inline-start: 28px; color: var(--muted); font-weight: 400; }
  .hero { height: 260px; background: linear-gradient(120deg, #b5651d, #d9a441 55%, #7a8b3c); }
  article { max-width: 680px; margin: 40px 64px; }
  h1 { font-size: 44px; line-height: 1.15; margin: 0 0 12px; }
  .meta { color: var(--muted); font: 14px system-ui, sans-serif; margin-bottom: 24px; }
  a { color: var(--accent); }
</style>
<header><span>${a.shop}</span><nav>${a.nav.map((n) => `<span>${n}</span>`).join('')}</nav></header>
<div class="hero"></div>
<article><h1>${a.heading}</h1><p class="meta">${a.meta}</p><p>${a.body}</p><p>${a.more}</p></article></html>`;
};

/** Serves the article on 127.0.0.1 (in Arabic under /ar/); the popup is told it is at the article's `url`. */
export async function startArticle(): Promise<{ url: (lang: ArticleLang) => string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(article(req.url?.startsWith('/ar/') ? 'ar' : 'en'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (lang) => `${origin}${new URL(ARTICLES[lang].url).pathname}`,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The campaign began ten days ago: the shop's older links (two of them in the list frame's list) are without it. */
const CAMPAIGN_AGE = 10 * DAY;

/** The shop's campaign: the Sites frame names it on the shop's rule, and the shop's links since it began carry it. */
export const PRESET = {
  id: 'autumn',
  name: 'Autumn 2026',
  values: { utm_source: '', utm_medium: '', utm_campaign: 'autumn-2026', utm_term: '', utm_content: '' },
};

/**
 * The account's one set of rules, shown by the Sites frame and obeyed by every other: the shop's
 * pages go to prty.link in Marketing with the campaign, job ads to Support, the team's documents are
 * never shortened on opening. Group ids are the sandbox's (Marketing, Support, Personal).
 */
export function siteRules(groupIds: string[]): SiteRule[] {
  return [
    { pattern: '*.northwind.example', domain: 'prty.link', groupId: groupIds[0], presetId: PRESET.id },
    { pattern: 'jobs.example.org', groupId: groupIds[1], stripParams: ['ref', 'source'] },
    { pattern: 'docs.example.com', neverAuto: true },
  ];
}

/** What the Sites frame types into "Try an address": the page the popup frames shorten, by the rule their popup names. */
export const TRIED = ARTICLES.en.url.replace('https://', '');

/** An account's links as a small shop would have them, made over the last weeks: how long ago, title, address, group when no rule sets one. */
const LINKS: [ago: number, title: string, link: string, group?: 1 | 2][] = [
  [38 * DAY, 'Spring newsletter', 'https://northwind.example/journal/spring-letter'],
  [35 * DAY, 'Store opening hours', 'https://northwind.example/stores/hours'],
  [31 * DAY, 'Returns and exchanges', 'https://northwind.example/help/returns'],
  [24 * DAY, 'Store assistant, Leeds', 'https://jobs.example.org/northwind/store-assistant-leeds', 1],
  [20 * DAY, 'Summer sale: last days', 'https://northwind.example/sale'],
  [16 * DAY, 'How we resole boots', 'https://northwind.example/journal/resoling'],
  [13 * DAY, 'Gift cards', 'https://northwind.example/shop/gift-cards'],
  [11 * DAY, 'Size guide', 'https://northwind.example/help/sizes'],
  [9 * DAY, 'Hiking flapjacks', 'https://www.example.net/recipes/hiking-flapjacks', 2],
  [7 * DAY, 'Press kit 2026', 'https://drive.example.com/northwind/press-kit-2026'],
  [6 * DAY, 'Wool socks, three pairs', 'https://northwind.example/shop/socks/wool-three-pack'],
  [4 * DAY, 'Meet the weavers', 'https://northwind.example/journal/meet-the-weavers'],
  [2 * DAY, 'Team offsite agenda', 'https://docs.example.com/d/offsite-agenda', 2],
  [30 * HOUR, 'Autumn lookbook', 'https://northwind.example/lookbook/autumn'],
  [26 * HOUR, 'Customer survey', 'https://forms.example.com/northwind-survey', 1],
  [5 * HOUR, 'Rain boots, black', 'https://northwind.example/shop/boots/rain-black'],
  [2 * HOUR, 'Store assistant, York', 'https://jobs.example.org/northwind/store-assistant-york'],
];

/** The newest seeded link's title: once a view lists it, the account's links have arrived. */
export const NEWEST_TITLE = LINKS.at(-1)![1];

/**
 * Creates the links at the times they were made (the service's clock is set back for each, so the
 * rows read "2 hours ago", "4 days ago"… rather than "just now" everywhere), each as the account's
 * rules would have made it: the shop's on prty.link in Marketing with the campaign, and so on.
 */
export function seedAccount(sandbox: Sandbox, key: string) {
  const groups = sandbox.store.groups(key);
  const rules = siteRules(groups.map((g) => g.id));
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (const [ago, title, link, group] of LINKS) {
      const rule = ruleFor(rules, link);
      vi.setSystemTime(now - ago);
      const made = sandbox.store.create(key, {
        link: rule?.presetId && ago < CAMPAIGN_AGE ? applyPreset(link, PRESET) : link,
        domain: rule?.domain ?? 'zd.lc',
        title,
      });
      const groupId = rule?.groupId ?? (group === undefined ? undefined : groups[group]!.id);
      if (groupId) sandbox.store.update(key, made.id, { group_id: groupId });
    }
  } finally {
    vi.useRealTimers();
  }
}

/** Pasted into "Shorten a list…": the autumn collection's pages, two of them shortened before, three not addresses. */
export const LIST = [
  ...[
    'wool-coat',
    'lambswool-scarf',
    'hiking-boots',
    'felt-hat',
    'leather-gloves',
    'canvas-bag',
    'fisherman-jumper',
  ].map((item) => `https://northwind.example/shop/autumn/${item}`),
  'https://northwind.example/shop/gift-cards',
  'https://northwind.example/help/sizes',
  'Autumn pages, for the newsletter',
  'mailto:hello@northwind.example',
  'ftp://files.northwind.example/lookbook-autumn.zip',
];
