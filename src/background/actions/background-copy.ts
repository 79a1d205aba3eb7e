/**
 * Copying without a page: Firefox's background has a DOM and may write the clipboard itself;
 * Chrome's service worker has none, so an offscreen document (reason CLIPBOARD) copies for it.
 * The one place the two browsers differ on this.
 */
import { browser } from 'wxt/browser';
import { copyClip } from '../../platform/clipboard';

export const OFFSCREEN_PATH = '/offscreen.html';

/** The message the offscreen document answers. */
export interface CopyRequest {
  target: 'offscreen';
  type: 'copy';
  text: string;
  /** Rich text: also put on the clipboard as `text/html`. */
  html?: string;
}

let creating: Promise<void> | null = null;

async function ensureOffscreen(): Promise<void> {
  const url = browser.runtime.getURL(OFFSCREEN_PATH);
  const existing = await chrome.runtime.getContexts({
    contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType],
    documentUrls: [url],
  });
  if (existing.length > 0) return;
  // Only one offscreen document may exist: concurrent copies share one creation.
  creating ??= chrome.offscreen
    .createDocument({
      url,
      reasons: ['CLIPBOARD' as chrome.offscreen.Reason],
      justification: 'Copy the short link to the clipboard',
    })
    .finally(() => (creating = null));
  await creating;
}

/** Copies `text`, and `html` beside it as `text/html` when given (rich text). */
export async function copyFromBackground(text: string, html?: string): Promise<boolean> {
  try {
    // Firefox's background page has a DOM: it copies as a page does (ClipboardItem since Firefox 127; we need 140).
    if (import.meta.env.BROWSER === 'firefox') return await copyClip({ text, html });
    await ensureOffscreen();
    const request: CopyRequest = { target: 'offscreen', type: 'copy', text, ...(html !== undefined && { html }) };
    return (await browser.runtime.sendMessage(request)) === true;
  } catch {
    return false;
  }
}
