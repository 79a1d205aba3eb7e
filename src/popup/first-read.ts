/**
 * What the popup's first turn starts and its two halves share: the entry with the first paint
 * (entrypoints/popup/main.tsx, ./first-paint.ts) and the application (./app.tsx). One storage read
 * (preferences, accounts without their keys, the account's links) and one opening asked of the
 * background, each made once and answered to both.
 */
import { browser } from 'wxt/browser';
import type { Reply } from '../messages/contract';
import { send } from '../messages/send';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../settings/keys';

let read: Promise<Record<string, unknown>> | undefined;

export function popupStorage(): Promise<Record<string, unknown>> {
  return (read ??= browser.storage.local.get([SETTINGS_KEY, HEAD_KEY, ACCOUNTS_KEY]));
}

/** The opening asked of the background in the popup's first script turn (src/popup/opening.ts): its action id and its answer to come. */
export interface Asked {
  actionId: string;
  opened: Promise<Reply<'openTab'>>;
}

/** Asks the background to open the active tab: its URL prepared and, with auto-shorten on, shortened (src/background/open-tab.ts). */
export function askOpening(): Asked {
  const actionId = crypto.randomUUID();
  return { actionId, opened: send({ type: 'openTab', actionId }) };
}

/**
 * For the application: resolves when the first paint, if it drew anything, is on screen (after
 * the next frame), at once when it drew nothing. Called once the storage read answered; a task
 * first, so the first paint's own answer to that read has run.
 */
export function afterFirstPaint(app: HTMLElement): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (!app.firstChild) return resolve();
      requestAnimationFrame(() => setTimeout(resolve));
    }),
  );
}
