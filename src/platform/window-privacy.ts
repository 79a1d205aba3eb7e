/**
 * Whether this page (the popup, the manager's panel or tab) is in a private window, sent with the
 * actions it asks for so their links stay out of the recent links. The window's own say, else the
 * page's context (Firefox for Android has no windows).
 */
import { browser } from 'wxt/browser';

export async function inPrivateWindow(): Promise<boolean> {
  try {
    return (await browser.windows.getCurrent()).incognito === true;
  } catch {
    return browser.extension?.inIncognitoContext === true;
  }
}
