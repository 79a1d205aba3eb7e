// Chrome only: copies for the service worker, which has no DOM (see src/background/actions/background-copy.ts).
import { browser } from 'wxt/browser';
import type { CopyRequest } from '../../src/background/actions/background-copy';

// A promise answers the copy; undefined leaves every other message to the background.
browser.runtime.onMessage.addListener((message: unknown) => {
  const request = message as Partial<CopyRequest> | null;
  if (request?.target !== 'offscreen' || request.type !== 'copy' || typeof request.text !== 'string') return undefined;
  const { text } = request;
  const html = typeof request.html === 'string' ? request.html : undefined;
  // The copy event decides what goes on the clipboard: both flavours at once for rich text.
  const fill = (e: ClipboardEvent) => {
    if (!e.clipboardData) return;
    e.clipboardData.setData('text/plain', text);
    if (html !== undefined) e.clipboardData.setData('text/html', html);
    e.preventDefault();
  };
  const area = document.getElementById('clip') as HTMLTextAreaElement;
  area.value = text;
  area.select();
  document.addEventListener('copy', fill);
  try {
    return Promise.resolve(document.execCommand('copy'));
  } finally {
    document.removeEventListener('copy', fill);
    area.value = '';
  }
});
