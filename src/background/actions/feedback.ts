/** Feedback when no popup is open: a notification with the result, and a short-lived badge. */
import { browser } from 'wxt/browser';
import type { CopyFormat } from '../../shared/links/clip';
import type { Failure } from '../../shared/messages/contract';
import { COPY_FORMAT_NAMES } from '../../platform/text/copy-format-names';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { clock } from '../../shared/time/clock';

const BADGE_MS = 3_000;

/**
 * The link is on the clipboard in `format` (or could not be put there: then no claim that it is);
 * `known`: the page was shortened before.
 */
export async function notifyCopied(
  shortLink: string,
  copied: boolean,
  known = false,
  format: CopyFormat = 'plain',
  /** What preparing the address changed, or the rule applied: one short line after the rest. */
  note = '',
): Promise<void> {
  const title = known ? t('notifyKnownTitle') : t('notifyCopiedTitle');
  const text = copied
    ? copiedText(shortLink, known, format)
    : known
      ? t('notifyKnownNotCopied', shortLink)
      : t('notifyNotCopied', shortLink);
  await notify(title, note ? `${text}\n${note}` : text);
  await flashBadge();
}

/** What is on the clipboard: the link itself, or the link in the format the user chose (the title says whether it is a known one). */
function copiedText(shortLink: string, known: boolean, format: CopyFormat): string {
  if (format !== 'plain') return t('notifyCopiedAs', shortLink, t(COPY_FORMAT_NAMES[format]));
  return known ? t('notifyKnown', shortLink) : t('notifyCopied', shortLink);
}

export async function notifyFailed(failure: Failure): Promise<void> {
  await notify(t('notifyFailedTitle'), failureText(failure).text);
}

/** A local or private address, not sent: why, and where to shorten it anyway (the popup asks). */
export async function notifyPrivateAddress(host: string): Promise<void> {
  await notify(t('notifyFailedTitle'), t('notifyPrivateAddress', host));
}

/** Rate limited for longer than a background action may wait: nothing was made, and when to try. */
export async function notifyRateLimited(seconds: number): Promise<void> {
  await notify(t('notifyRateLimitedTitle'), plural('notifyRateLimitedIn', seconds));
}

/** A selection with no web address, or `count` of them: which one to shorten is not guessed. */
export async function notifyNoSelectionUrl(count: number): Promise<void> {
  await notify(t('notifySelectionTitle'), count === 0 ? t('notifySelectionNone') : plural('selectionSeveral', count));
}

/** Enter in the address bar on words that match none of the user's links: nothing was copied. */
export async function notifyNoMatch(words: string): Promise<void> {
  await notify(t('omniboxNoMatchTitle'), t('omniboxNoMatchWords', words));
}

/** The link was made (and copied), but putting it in the default group failed. */
export async function notifyGroupFailed(failure: Failure): Promise<void> {
  await notify(t('groupNotAppliedTitle'), t('groupNotApplied', failureText(failure).text));
}

export async function notify(title: string, message: string): Promise<void> {
  await browser.notifications
    .create(`prettylink-${clock.now()}-${Math.random().toString(36).slice(2)}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    })
    .catch(() => undefined);
}

async function flashBadge(): Promise<void> {
  // A platform without a badge (the toolbar button of Firefox for Android is a menu item) has none to flash.
  if (!browser.action?.setBadgeText) return;
  await browser.action.setBadgeBackgroundColor({ color: '#1a7f37' }).catch(() => undefined);
  await browser.action.setBadgeText({ text: '✓' }).catch(() => undefined);
  setTimeout(() => void browser.action.setBadgeText({ text: '' }).catch(() => undefined), BADGE_MS);
}
