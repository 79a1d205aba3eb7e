/**
 * Whether an action started in a private window, so its link stays out of the recent links
 * (src/shared/settings/private-window.ts): the tab's own say when the event names a tab, else the
 * focused window's (the address bar names none). With no focus known, it is private while any
 * private window is open, and when even that cannot be read: a link kept out of the recent list
 * is still in the manager; one put in it may be seen by whoever opens the popup.
 */
import { browser } from 'wxt/browser';

export async function fromPrivate(tab?: { incognito?: boolean } | null): Promise<boolean> {
  if (typeof tab?.incognito === 'boolean') return tab.incognito;
  try {
    const focused = await browser.windows.getLastFocused();
    if (typeof focused?.incognito === 'boolean') return focused.incognito;
  } catch {
    // No window has had the focus (a headless browser): asked below.
  }
  try {
    return (await browser.windows.getAll()).some((w) => w.incognito);
  } catch {
    return true;
  }
}
