/**
 * The popup's stored values read through the schemas, loaded after its first frame (which took a
 * cheaper look, ./first-frame.ts): what the popup is drawn from once they disagree.
 */
import { effectiveSettings, readAccounts } from '../../shared/accounts/accounts-schema';
import { readHead } from '../../shared/links/head-schema';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../shared/settings/keys';
import type { PopupRead } from './first-frame';

export function checkedRead(stored: Record<string, unknown>, synced: Record<string, unknown>): PopupRead {
  return {
    settings: effectiveSettings(stored[SETTINGS_KEY], stored[ACCOUNTS_KEY], synced),
    accounts: readAccounts(stored[ACCOUNTS_KEY]),
    head: readHead(stored[HEAD_KEY]),
  };
}

/**
 * Whether the first frame was drawn from what the schemas read: the same settings and accounts,
 * and a head both trusted or both not (a trusted head holds the stored values as they are).
 */
export const sameRead = (first: PopupRead, checked: PopupRead): boolean =>
  JSON.stringify([first.settings, first.accounts]) === JSON.stringify([checked.settings, checked.accounts]) &&
  (first.head === null) === (checked.head === null);
