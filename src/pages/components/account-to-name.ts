/**
 * The account (link store fingerprint) a request on links names. A page names the account it showed
 * the links for; one that has not heard it yet (a popup whose list has not answered, a dialog
 * opened before the first sync's answer) learns the current one first, rather than sending an empty
 * name the background refuses as malformed: from the stored head, else from a first page of links.
 */
import { ok, type Result } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { readStoredHead } from './stored-head';

export async function accountToName(known: string | null | undefined): Promise<Result<string, Failure>> {
  if (known) return ok(known);
  const head = await readStoredHead();
  if (head?.account) return ok(head.account);
  const page = await send({ type: 'listLinks', page: 1, perPage: 1 });
  return page.ok ? ok(page.value.account) : page;
}
