/**
 * *Redirect a link here*: the picker's choices (the current account's kept links and its pins), the
 * point itself (one edit of the destination, through the editor's path) and the pins. Only a link
 * kept in the account that the request names is pointed: another account's id is refused unsent.
 */
import { ok, type Result } from '../../shared/types';
import type { Failure, RequestOf } from '../../shared/messages/contract';
import type { PointChoices } from '../../shared/links/pins';
import type { Link } from '../../shared/types';
import { togglePin } from '../../shared/links/pins';
import { openService, serviceFor } from '../service';
import { editLink } from './edit-link';

export async function pointChoices(): Promise<Result<PointChoices, Failure>> {
  const service = await openService();
  if (!service.ok) return service;
  const { store } = service.value;
  const [links, pins] = await Promise.all([store.links(), store.pins()]);
  return ok({ account: store.account, links, pins });
}

export async function readPins(): Promise<Result<{ account: string; pins: string[] }, Failure>> {
  const service = await openService();
  if (!service.ok) return service;
  return ok({ account: service.value.store.account, pins: await service.value.store.pins() });
}

export function pointLink({
  id,
  account,
  destination,
  privateConfirmed,
}: Omit<RequestOf<'pointLink'>, 'type'>): Promise<Result<Link, Failure>> {
  return editLink({ id, account, changes: { destination }, privateConfirmed }, async (store) =>
    (await store.links()).some((l) => l.id === id) ? null : { kind: 'not-found' },
  );
}

export async function pinLink({
  id,
  account,
  pinned,
}: Omit<RequestOf<'pinLink'>, 'type'>): Promise<Result<string[], Failure>> {
  const service = await serviceFor(account);
  if (!service.ok) return service;
  const { store } = service.value;
  const pins = togglePin(await store.pins(), id, pinned);
  await store.savePins(pins);
  return ok(pins);
}
