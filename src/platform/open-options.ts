/**
 * Opens the options page in a tab at its API key field: the options page focuses the field when
 * its address ends in `#api-key` (the popup's welcome card and a refused key's card send the user there).
 */
import { browser } from 'wxt/browser';

/** The options page's hash that focuses its API key field. */
export const KEY_FIELD_HASH = '#api-key';

export async function openKeyField(): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(`/options.html${KEY_FIELD_HASH}`) });
}
