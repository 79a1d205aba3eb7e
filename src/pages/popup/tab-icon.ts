/**
 * The tab's icon, as the browser shows it, drawn beside a link only when the link leads to the
 * tab's own site; only an icon the browser already holds (fetched nowhere new).
 */
import type { TabInfo } from './opening';

const SAFE_ICON = /^(data:image\/|https?:\/\/|chrome:\/\/favicon\/|moz-extension:|chrome-extension:)/;

/** The tab's site (its origin and a slash) and its icon: a list compares each row's destination with it as text. */
export interface SiteIcon {
  origin: string;
  src: string;
}

export function siteIconOf(tab: TabInfo | null): SiteIcon | null {
  try {
    const src = tab?.favIconUrl;
    return tab?.url && src && SAFE_ICON.test(src) ? { origin: `${new URL(tab.url).origin}/`, src } : null;
  } catch {
    return null;
  }
}

/** The icon for a link to `destination`: the tab's, if it leads to the tab's site. */
export const iconFor = (site: SiteIcon | null, destination: string) =>
  site && `${destination}/`.startsWith(site.origin) ? site.src : undefined;
