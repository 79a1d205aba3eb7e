/**
 * The address of the active tab of the page's own window (the manager's *Redirect to the current
 * tab*). Reading a tab's address needs the optional `tabs` permission: asked inside the click that
 * wants it (a request after an await is refused), answered at once when already granted.
 */
import { browser } from 'wxt/browser';

/** Call first thing in the click. Null: refused, no such tab, or the tab is the extension's own page. */
export function activeTabUrl(): Promise<string | null> {
  const granted = browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
  return granted.then(async (ok) => {
    if (!ok) return null;
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    const url = tab?.url ?? '';
    return /^https?:\/\//i.test(url) ? url : null;
  });
}

/** The popup's page, the tab it opened over: the toolbar click's grant reads it, no permission asked. Null as above. */
export async function popupTabUrl(): Promise<string | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return /^https?:\/\//i.test(tab?.url ?? '') ? tab!.url! : null;
}
