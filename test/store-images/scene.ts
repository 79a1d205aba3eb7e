/**
 * What the store images show besides the extension: a plausible web page to shorten, the links of
 * a plausible account made over several weeks, its site rules, and a list to shorten.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.ts';

/** The article in each language a frame shows: the address the popup is shown shortening (and the window's bar shows), its words. */
export const ARTICLES = {
  en: {
    url: 'https://northwind.example/blog/autumn-collection',
    title: 'Our autumn collection is here | Northwind Outfitters',
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
    title: 'وصلت تشكيلة الخريف | نورثويند',
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

/** An account's links as a small shop would have them, made over the last weeks: how long ago, title, address, group. */
const LINKS: [ago: number, title: string, link: string, group?: 0 | 1 | 2][] = [
  [
    38 * DAY,
    'Spring newsletter: what is coming',
    'https://northwind.example/journal/spring-letter?utm_source=newsletter',
    0,
  ],
  [35 * DAY, 'Store opening hours', 'https://northwind.example/stores/hours', 1],
  [31 * DAY, 'Returns and exchanges', 'https://northwind.example/help/returns', 1],
  [27 * DAY, 'Waxed cotton jacket, olive', 'https://northwind.example/shop/jackets/waxed-cotton-olive'],
  [24 * DAY, 'Careers: store assistant, Leeds', 'https://jobs.example.org/northwind/store-assistant-leeds'],
  [20 * DAY, 'Summer sale: last days', 'https://northwind.example/sale?utm_campaign=summer', 0],
  [16 * DAY, 'How we resole your boots', 'https://northwind.example/journal/resoling', 0],
  [13 * DAY, 'Gift cards', 'https://northwind.example/shop/gift-cards'],
  [11 * DAY, 'Size guide', 'https://northwind.example/help/sizes', 1],
  [9 * DAY, 'Recipe: hiking flapjacks', 'https://www.example.net/recipes/hiking-flapjacks', 2],
  [7 * DAY, 'Press kit 2026', 'https://drive.example.com/northwind/press-kit-2026'],
  [6 * DAY, 'Wool socks, three pairs', 'https://northwind.example/shop/socks/wool-three-pack'],
  [4 * DAY, 'Meet the weavers', 'https://northwind.example/journal/meet-the-weavers', 0],
  [3 * DAY, 'Autumn lookbook (PDF)', 'https://cdn.example.com/northwind/lookbook-autumn.pdf', 0],
  [2 * DAY, 'Team offsite: agenda', 'https://docs.example.com/d/offsite-agenda', 2],
  [26 * HOUR, 'Rain boots, black', 'https://northwind.example/shop/boots/rain-black'],
  [5 * HOUR, 'Customer survey', 'https://forms.example.com/northwind-survey-2026', 1],
  [2 * HOUR, 'Autumn window display photos', 'https://photos.example.com/northwind/windows-autumn', 2],
];

/** The newest seeded link's title: once a view lists it, the account's links have arrived. */
export const NEWEST_TITLE = LINKS.at(-1)![1];

/**
 * Creates the links at the times they were made (the service's clock is set back for each, so the
 * rows read "2 hours ago", "4 days ago"… rather than "just now" everywhere).
 */
export function seedAccount(sandbox: Sandbox, key: string) {
  const groups = sandbox.store.groups(key);
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (const [ago, title, link, group] of LINKS) {
      vi.setSystemTime(now - ago);
      const made = sandbox.store.create(key, { link, domain: 'zd.lc', title });
      if (group !== undefined) sandbox.store.update(key, made.id, { group_id: groups[group]!.id });
    }
  } finally {
    vi.useRealTimers();
  }
}

/** Pasted into "Shorten a list…": the autumn collection's pages, two of them shortened before. */
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
];

/** The Sites section's rules: the shop's pages in Marketing on prty.link, the team's documents kept private, jobs cleaned. */
export function siteRules(groupIds: string[]) {
  return [
    { pattern: '*.northwind.example', domain: 'prty.link', groupId: groupIds[0], stripTracking: true },
    { pattern: 'jobs.example.org', groupId: groupIds[1], stripParams: ['ref', 'source'] },
    { pattern: 'docs.example.com', neverAuto: true },
  ];
}
