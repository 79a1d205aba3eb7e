/**
 * The tab's icon, as the browser shows it, drawn beside a link only when the link leads to the
 * tab's own site; only an icon the browser already holds (fetched nowhere new).
 */
import type { TabInfo } from './opening';

const SAFE_ICON = /^(data:image\/|https?:|chrome:\/\/favicon\/|(moz|chrome)-extension:)/;

/** The tab's site (its origin and a slash) and its icon: a list compares each row's destination with it as text. */
export interface SiteIcon {
  origin: string;
  src: string;
}

export const siteIconOf = (tab: TabInfo | null): SiteIcon | null => {
  const src = tab?.favIconUrl;
  const origin = /^https?:\/\/[^/?#]+/i.exec(tab?.url ?? '')?.[0];
  return origin && src && SAFE_ICON.test(src) ? { origin: `${origin}/`, src } : null;
};

/** The icon for a link to `destination`: the tab's, if it leads to the tab's site. */
export const iconFor = (site: SiteIcon | null, destination: string) =>
  site && `${destination}/`.startsWith(site.origin) ? site.src : undefined;
