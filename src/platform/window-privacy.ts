/**
 * Whether this page (the popup, the manager's panel or tab) is in a private window, sent with the
 * actions it asks for so their links stay out of the recent links. The window's own say, else the
 * page's context (Firefox for Android has no windows).
 */
import { browser } from 'wxt/browser';

/**
 * Asked once per page: a page never moves between a private and a normal window (a tab cannot be
 * dragged across), and the browser's answer cost every click on "Shorten" a few ms.
 */
let asked: Promise<boolean> | undefined;

export const inPrivateWindow = (): Promise<boolean> =>
  (asked ??= browser.windows
    .getCurrent()
    .then((window) => window.incognito === true)
    .catch(() => browser.extension?.inIncognitoContext === true));
