/**
 * Where a single-account key found beside the accounts goes (a migration interrupted after its
 * write left a copy, or an older writer saved one). A key is only ever sent to the origin it was
 * saved for: `origin` is the service the settings named beside it. Pure.
 */
import { nameFromService } from './accounts';
import { planAdd, type Stored } from './planners';

/**
 * `stored` itself when nothing changes (a copy of a key an account on that service already has, or
 * no key); null when there is no room for it (kept where it is, not lost).
 */
export function placeLegacyKey(stored: Stored, legacyKey: unknown, origin: string, newId: string): Stored | null {
  const key = typeof legacyKey === 'string' ? legacyKey.trim() : '';
  if (!key) return stored;
  const onOrigin = stored.state.accounts.filter((a) => a.serviceUrl === origin);
  if (onOrigin.some((a) => stored.keys[a.id] === key)) return stored;
  // The current account, on that service and without a key, takes it (an account the older writer set up).
  const current = onOrigin.find((a) => a.id === stored.state.current);
  if (current && !stored.keys[current.id]) return { state: stored.state, keys: { ...stored.keys, [current.id]: key } };
  // Otherwise an account of its own on its service: the key another account has stays that account's.
  const added = planAdd(stored, { name: nameFromService(origin), serviceUrl: origin, apiKey: key }, newId);
  return added.ok ? added.value : null;
}
