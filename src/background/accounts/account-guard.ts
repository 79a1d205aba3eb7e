/**
 * A page's request that acts on links names the account it was built for (the link store's
 * fingerprint the page showed them under). Once another account is current, those ids are not its
 * own: the request is refused before anything is sent, and the service answered is the one opened
 * here, so a switch after this check still sends the old account's ids with the old account's key.
 */
import { fail, type Result } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import { openService, type Service } from '../service';
import type { Configuration } from '../settings/items';

/** The current account's service, or `account-changed` when the page named another. Absent: not checked. */
export async function serviceFor(
  account: string | undefined,
  configuration?: Configuration,
): Promise<Result<Service, Failure>> {
  const service = await openService(configuration);
  if (!service.ok || account === undefined || service.value.store.account === account) return service;
  return fail({ kind: 'account-changed' });
}
