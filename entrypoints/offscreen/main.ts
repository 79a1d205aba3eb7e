// Chrome only: copies text for the service worker, which has no DOM (see src/background/clipboard.ts).
import { browser } from 'wxt/browser';
import type { CopyRequest } from '../../src/background/clipboard';

browser.runtime.onMessage.addListener((message: unknown) => {
  const request = message as Partial<CopyRequest> | null;
  if (request?.target !== 'offscreen' || request.type !== 'copy' || typeof request.text !== 'string') return undefined;
  const area = document.getElementById('clip') as HTMLTextAreaElement;
  area.value = request.text;
  area.select();
  const copied = document.execCommand('copy');
  area.value = '';
  return Promise.resolve(copied);
});
