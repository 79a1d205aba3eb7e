/** Feedback when no popup is open: a notification with the result, and a short-lived badge. */
import { browser } from 'wxt/browser';
import type { Failure } from '../messages/contract';
import { failureText } from '../text/failure-text';
import { t } from '../text/i18n';

const BADGE_MS = 3_000;

export async function notifyCopied(shortLink: string, copied: boolean): Promise<void> {
  await notify(t('notifyCopiedTitle'), copied ? t('notifyCopied', shortLink) : t('notifyNotCopied', shortLink));
  await flashBadge();
}

export async function notifyFailed(failure: Failure): Promise<void> {
  await notify(t('notifyFailedTitle'), failureText(failure).text);
}

async function notify(title: string, message: string): Promise<void> {
  await browser.notifications
    .create(`prettylink-${Date.now()}-${Math.random().toString(36).slice(2)}`, {
      type: 'basic',
      iconUrl: browser.runtime.getURL('/icon/128.png'),
      title,
      message,
    })
    .catch(() => undefined);
}

async function flashBadge(): Promise<void> {
  await browser.action.setBadgeBackgroundColor({ color: '#1a7f37' }).catch(() => undefined);
  await browser.action.setBadgeText({ text: '✓' }).catch(() => undefined);
  setTimeout(() => void browser.action.setBadgeText({ text: '' }).catch(() => undefined), BADGE_MS);
}
