/**
 * Shortening without the popup (context menu, keyboard, address bar, selection): the address
 * prepared under its site rule here, for every one of them (./prepare-target.ts), then shortened
 * (or the page's known link found), copied, and what happened said. A URL with a password is refused and a local or private
 * one is not sent (src/shared/links/exposure.ts): nobody has seen the address here. A rate-limited create is waited for and tried again (a 429 means
 * nothing was made), but only as long as a worker lives: a longer wait is said in a notification.
 */
import type { Failure, ShortenOutcome } from '../../shared/messages/contract';
import type { Result } from '../../shared/types';
import { formatLink } from '../../shared/links/copy-formats';
import { loadSettings } from '../settings/items';
import { copyFromBackground } from './background-copy';
import { notifyCopied, notifyFailed, notifyGroupFailed, notifyPrivateAddress, notifyRateLimited } from './feedback';
import { shortenByRule } from '../rules/shorten-by-rule';
import { preparedLine } from './prepared-line';
import { prepareTarget } from './prepare-target';
import { MAX_RATE_WAIT_MS } from '../../shared/time/limits';
import { clock } from '../../shared/time/clock';

export interface QuickOptions {
  title?: string;
  /** Make a new link even if the page was shortened before. */
  fresh?: boolean;
  /** Asked from a private window (its link joins the recent links only if the user chose so). */
  privateWindow?: boolean;
  /** The tab whose page is the address (absent for a link, a selection, the address bar): its canonical address may be read. */
  tabId?: number;
}

export async function shortenAndCopy(
  url: string | undefined,
  { title, fresh = false, privateWindow = false, tabId }: QuickOptions = {},
): Promise<Result<ShortenOutcome, Failure>> {
  const { url: target, prepared } = await prepareTarget(url, tabId);
  const result = await shortenPatiently(target ?? '', title, fresh, privateWindow);
  if (!result.ok) {
    const { error } = result;
    const wait = error.kind === 'rate-limited' ? error.retryAfterSeconds : null;
    // A local or private address is never sent from here: only the popup may ask the user first.
    await (wait
      ? notifyRateLimited(wait)
      : error.kind === 'private-address'
        ? notifyPrivateAddress(error.host)
        : notifyFailed(error));
    return result;
  }
  const { copyFormat } = await loadSettings();
  const clip = formatLink(result.value.link, copyFormat);
  const copied = await copyFromBackground(clip.text, clip.html);
  const note = preparedLine(prepared, result.value);
  await notifyCopied(result.value.link.shortLink, copied, result.value.reused, copyFormat, note);
  if (result.value.groupError) await notifyGroupFailed(result.value.groupError);
  return result;
}

async function shortenPatiently(
  url: string,
  title: string | undefined,
  fresh: boolean,
  privateWindow: boolean,
): Promise<Result<ShortenOutcome, Failure>> {
  const actionId = crypto.randomUUID();
  const deadline = clock.now() + MAX_RATE_WAIT_MS;
  for (;;) {
    const result = await shortenByRule({ url, title, actionId, reuseKnown: !fresh, privateWindow });
    if (result.ok || result.error.kind !== 'rate-limited') return result;
    const waitMs = (result.error.retryAfterSeconds ?? 1) * 1000 + Math.random() * 500;
    if (clock.now() + waitMs > deadline) return result;
    await clock.sleep(waitMs);
  }
}
