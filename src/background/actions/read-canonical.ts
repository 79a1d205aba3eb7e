/**
 * The page's canonical address as the page states it, read at the moment the user acts: a function
 * injected with scripting.executeScript under the activeTab grant of that action (no content
 * scripts, no host permission). Whatever goes wrong (a chrome:// page, the Web Store, a page that
 * hangs, no grant) answers null, and the tab's own URL is used.
 */
import { browser } from 'wxt/browser';

/** A page that does not answer in this time is left alone: the user is waiting. */
export const READ_TIMEOUT_MS = 1500;

/**
 * Runs in the page, and only reads: the first `<link rel="canonical">`'s address, resolved against
 * the document's base (`href` the property, not the attribute), or ''. Self-contained, as injected
 * functions must be.
 */
export function canonicalInPage(): string {
  const link = document.querySelector('link[rel~="canonical" i][href]');
  return link instanceof HTMLLinkElement ? link.href : '';
}

/** The first `<link rel="shortlink">`'s address, resolved like the canonical one, or '' (src/shared/links/shortlink.ts checks it). */
export function shortlinkInPage(): string {
  const link = document.querySelector('link[rel~="shortlink" i][href]');
  return link instanceof HTMLLinkElement ? link.href : '';
}

/** What the top frame of the tab says its canonical address is, unchecked; null when it cannot be read. */
export const readCanonical = (tabId: number) => readInPage(tabId, canonicalInPage);

/** The page's own short link, unchecked, read the same way; null when it cannot be read. */
export const readShortlink = (tabId: number) => readInPage(tabId, shortlinkInPage);

async function readInPage(tabId: number, func: () => string): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS)));
  const read = (async () => {
    // In an isolated world: in the page's own world, the page could see the read and choose its
    // answer (a patched querySelector). The answer is still checked like any input
    // (src/shared/links/canonical.ts). At once, not at document_idle: a page still loading
    // already has its head, where the link is.
    const [first] = await browser.scripting.executeScript({
      target: { tabId },
      func,
      world: 'ISOLATED',
      injectImmediately: true,
    });
    return typeof first?.result === 'string' ? first.result : null;
  })().catch(() => null);
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
