/** Copying from a page that has focus (popup, options) or from Firefox's background page; Chrome's worker copies through its offscreen document. */
import type { Clip } from '../shared/links/clip';

/** Rich text goes on the clipboard as `text/html` with `text/plain` beside it; anything else as text. */
export async function copyClip({ text, html }: Clip): Promise<boolean> {
  if (html !== undefined) {
    try {
      const item = new ClipboardItem({
        'text/plain': new Blob([text], { type: 'text/plain' }),
        'text/html': new Blob([html], { type: 'text/html' }),
      });
      await navigator.clipboard.write([item]);
      return true;
    } catch {
      // A browser that refuses the HTML flavour still gets the link as text.
    }
  }
  return copyText(text);
}

/**
 * The clip copied within this task, or false: an extension page with the clipboardWrite
 * permission may run the copy command without a user's gesture, and it is done when it returns.
 * The asynchronous clipboard API writes as fast, but its answer is a task that waits behind
 * whatever the page runs meanwhile (in the toolbar popup, its first renders).
 */
export function copyClipNow({ text, html }: Clip): boolean {
  let filled = false;
  // The copy event decides what goes on the clipboard (no selection needed): both flavours at once for rich text.
  const fill = (e: ClipboardEvent) => {
    if (!e.clipboardData) return;
    e.clipboardData.setData('text/plain', text);
    if (html !== undefined) e.clipboardData.setData('text/html', html);
    e.preventDefault();
    filled = true;
  };
  document.addEventListener('copy', fill);
  try {
    if (!document.execCommand('copy') || !filled) return false;
    performance.mark('prettylink:copied'); // As copyText's: the write is done.
    return true;
  } catch {
    return false;
  } finally {
    document.removeEventListener('copy', fill);
  }
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
