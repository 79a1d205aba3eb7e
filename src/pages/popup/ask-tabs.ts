/** The `tabs` permission, asked for inside the click that wants it (a request after an await is refused); answered at once when already granted. */
import { browser } from 'wxt/browser';

export const askTabs = (): Promise<boolean> =>
  browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);
