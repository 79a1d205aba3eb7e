/**
 * The administrator's locks on what the popup read, applied by the same function the background
 * applies to every read (src/shared/policy/enforce.ts): a locked value synced from another,
 * unmanaged profile is never acted on, not even by the first frame's copy. Loaded only when
 * managed storage holds a policy (./opening.ts): most popups have none and never need this code.
 */
import { parsePolicy } from '../../shared/policy/parse';
import { enforcePolicy } from '../../shared/policy/enforce';
import type { PopupRead } from './first-frame';

/** `managed`: what `storage.managed` answered (anything; a bad policy member is ignored alone, silently here). */
export function withLocks(read: PopupRead, managed: unknown): PopupRead {
  const policy = parsePolicy(managed, () => {});
  const locked = enforcePolicy({ state: read.accounts, keys: {}, settings: read.settings }, policy);
  return locked.settings === read.settings ? read : { ...read, accounts: locked.state, settings: locked.settings };
}
