/**
 * The one path of an edit (the editor's, and *Redirect a link here*'s): the destination passes the
 * same rules as a new one (no credentials, a private host only once confirmed, a locked rule's
 * campaign), the request names its account, and the answer lands in that account's store.
 */
import { fail, type Result } from '../../shared/types';
import type { Failure, RequestOf } from '../../shared/messages/contract';
import type { Link } from '../../shared/types';
import { checkBackHalf, checkDestination } from '../../shared/links/input';
import { exposureRefusal } from '../../shared/links/exposure';
import { clock } from '../../shared/time/clock';
import { refuseInput } from '../links/shorten';
import { lockedEdit } from '../rules/locked-rule';
import { serviceFor } from '../service';
import type { LinkStore } from '../links/store';

export type Edit = Omit<RequestOf<'updateLink'>, 'type'>;

/** `owned`: a check of the link in the account's store before anything is sent (null: it may be edited). */
export async function editLink(
  { id, changes, account, privateConfirmed }: Edit,
  owned?: (store: LinkStore) => Promise<Failure | null>,
): Promise<Result<Link, Failure>> {
  const refused = refuseInput({
    destination: changes.destination === undefined ? null : checkDestination(changes.destination),
    backHalf:
      changes.backHalf === undefined
        ? null
        : (checkBackHalf(changes.backHalf) ?? (changes.backHalf.trim() ? null : 'back-half-chars')),
  });
  if (refused) return refused;
  // An edited destination passes the same rule as a new one.
  const exposed = changes.destination === undefined ? null : exposureRefusal(changes.destination, privateConfirmed);
  if (exposed) return fail(exposed);
  if (changes.destination !== undefined) {
    const ruled = await lockedEdit(changes.destination);
    if (!ruled.ok) return ruled;
    changes = { ...changes, destination: ruled.value };
  }
  const service = await serviceFor(account);
  if (!service.ok) return service;
  const { api, store } = service.value;
  const notOwned = owned && (await owned(store));
  if (notOwned) return fail(notOwned);
  const sentAt = clock.now();
  const result = await api.update(id, changes);
  // The answer lands in the account that asked, even when another is current by now.
  // An edit refreshes the recent links' copy but adds nothing to them (a private window's link stays out).
  if (result.ok) await store.put(result.value, false, undefined, sentAt, false);
  // A link the service no longer has is buried, as a deleted one.
  else if (result.error.kind === 'not-found') await store.bury([id]);
  return result;
}
