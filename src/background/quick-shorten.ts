/**
 * Shortening without the popup (context menu, keyboard): shorten (or find the page's known link),
 * copy, and say what happened. A rate-limited create is waited for and tried again (a 429 means
 * nothing was made), but only as long as a worker lives: a longer wait is said in a notification.
 */
import type { Failure, ShortenOutcome } from '../messages/contract';
import type { Result } from '../api/types';
import { sleep } from '../api/retry';
import { formatLink } from '../links/copy-formats';
import { loadSettings } from '../settings/items';
import { copyFromBackground } from './clipboard';
import { notifyCopied, notifyFailed, notifyGroupFailed, notifyRateLimited } from './feedback';
import { shorten } from './shorten';

/**
 * Longest a background action waits out rate limiting: Chrome stops a worker idle for 30 s, and a
 * timer does not count as activity, so a longer wait would die silently.
 */
export const MAX_RATE_WAIT_MS = 25_000;

export interface QuickOptions {
  title?: string;
  /** Make a new link even if the page was shortened before. */
  fresh?: boolean;
}

export async function shortenAndCopy(url: string | undefined, { title, fresh = false }: QuickOptions = {}): Promise<Result<ShortenOutcome, Failure>> {
  const result = await shortenPatiently(url ?? '', title, fresh);
  if (!result.ok) {
    const wait = result.error.kind === 'rate-limited' ? result.error.retryAfterSeconds : null;
    await (wait ? notifyRateLimited(wait) : notifyFailed(result.error));
    return result;
  }
  const { copyFormat } = await loadSettings();
  const clip = formatLink(result.value.link, copyFormat);
  const copied = await copyFromBackground(clip.text, clip.html);
  await notifyCopied(result.value.link.shortLink, copied, result.value.reused, copyFormat);
  if (result.value.groupError) await notifyGroupFailed(result.value.groupError);
  return result;
}

async function shortenPatiently(url: string, title: string | undefined, fresh: boolean): Promise<Result<ShortenOutcome, Failure>> {
  const actionId = crypto.randomUUID();
  const deadline = Date.now() + MAX_RATE_WAIT_MS;
  for (;;) {
    const result = await shorten({ url, title, actionId, reuseKnown: !fresh });
    if (result.ok || result.error.kind !== 'rate-limited') return result;
    const waitMs = (result.error.retryAfterSeconds ?? 1) * 1000 + Math.random() * 500;
    if (Date.now() + waitMs > deadline) return result;
    await sleep(waitMs);
  }
}
