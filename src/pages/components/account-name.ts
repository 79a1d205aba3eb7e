/**
 * An account as the popup and the options name it: the name the user gave it; one never named (its stored name is
 * its service's host, or "Account": nameFromService in ../../shared/accounts/accounts.ts) reads
 * "Account 2", by its place in the list.
 */
import type { AccountView } from '../../shared/messages/contract';
import { hostOf } from './safe-href';
import { t } from '../../platform/text/i18n';

export type NamedAccount = Pick<AccountView, 'id' | 'name' | 'serviceUrl'>;

export const accountName = (account: NamedAccount, index: number): string =>
  account.name && ![hostOf(account.serviceUrl), 'Account'].includes(account.name)
    ? account.name
    : t('accountNumbered', index + 1);
