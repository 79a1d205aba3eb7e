/**
 * Shortening without the popup (context menu, keyboard): shorten, copy, and say what happened.
 * A rate-limited create is waited for and tried again: a 429 means nothing was made.
 */
import type { Failure, ShortenOutcome } from '../messages/contract';
import type { Result } from '../api/types';
import { sleep } from '../api/retry';
import { copyFromBackground } from './clipboard';
import { notifyCopied, notifyFailed } from './feedback';
import { shorten } from './shorten';

/** Longest a background action waits out rate limiting before it gives up and says so. */
const MAX_RATE_WAIT_MS = 60_000;

export async function shortenAndCopy(url: string | undefined, title?: string): Promise<Result<ShortenOutcome, Failure>> {
  const result = await shortenPatiently(url ?? '', title);
  if (!result.ok) {
    await notifyFailed(result.error);
    return result;
  }
  const copied = await copyFromBackground(result.value.link.shortLink);
  await notifyCopied(result.value.link.shortLink, copied);
  return result;
}

async function shortenPatiently(url: string, title?: string): Promise<Result<ShortenOutcome, Failure>> {
  const actionId = crypto.randomUUID();
  const started = Date.now();
  for (;;) {
    const result = await shorten({ url, title, actionId, reuseKnown: false });
    if (result.ok || result.error.kind !== 'rate-limited' || Date.now() - started > MAX_RATE_WAIT_MS) return result;
    const waitS = result.error.retryAfterSeconds ?? 1;
    await sleep(waitS * 1000 + Math.random() * 500);
  }
}
