/**
 * Reading the clipboard on the user's click (the popup's Paste). The optional `clipboardRead`
 * permission is asked for first, inside that click (a request after an await is refused); it is
 * answered at once once granted. Chrome reads nothing without it; Firefox would show its own
 * "Paste" prompt instead, so both ask the same way.
 */
import { browser } from 'wxt/browser';

export type ClipboardRead = { kind: 'text'; text: string } | { kind: 'refused' } | { kind: 'unreadable' };

export async function readClipboard(): Promise<ClipboardRead> {
  const granted = await browser.permissions.request({ permissions: ['clipboardRead'] }).catch(() => false);
  if (!granted) return { kind: 'refused' };
  try {
    return { kind: 'text', text: await navigator.clipboard.readText() };
  } catch {
    return { kind: 'unreadable' };
  }
}
