/** The tab's icon, as the browser shows it, drawn beside a link only when the link leads to the tab's own site. */
import type { TabInfo } from './opening';

export function tabIconFor(tab: TabInfo | null, destination: string): string | undefined {
  try {
    return tab?.url && new URL(tab.url).host === new URL(destination).host ? tab.favIconUrl : undefined;
  } catch {
    return undefined;
  }
}
