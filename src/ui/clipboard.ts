/** Copying from a page that has focus (popup, options) or from Firefox's background page; Chrome's worker copies through its offscreen document. */
import type { Clip } from '../links/copy-formats';

/** Rich text goes on the clipboard as `text/html` with `text/plain` beside it; anything else as text. */
export async function copyClip({ text, html }: Clip): Promise<boolean> {
  if (html !== undefined) {
    try {
      const item = new ClipboardItem({ 'text/plain': new Blob([text], { type: 'text/plain' }), 'text/html': new Blob([html], { type: 'text/html' }) });
      await navigator.clipboard.write([item]);
      return true;
    } catch {
      // A browser that refuses the HTML flavour still gets the link as text.
    }
  }
  return copyText(text);
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    performance.mark('prettylink:copied'); // The bench's "toolbar → copied" row reads this (test/bench/copied.ts).
    return true;
  } catch {
    return false;
  }
}
