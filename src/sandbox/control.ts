/**
 * The control API under `/__sandbox/` (no auth; the server demands a JSON content type on
 * mutations): what tests in other processes use to inspect and steer the sandbox.
 */
import { parseFault } from './faults.ts';
import type { Faults } from './faults.ts';
import { parseReleaseFilter } from './holds.ts';
import type { Holds } from './holds.ts';
import { json } from './reply.ts';
import type { Reply } from './reply.ts';
import type { RequestLog } from './request-log.ts';
import type { Routes } from './routes.ts';
import type { Store } from './store-types.ts';

export interface ControlContext {
  keys: string[];
  domains: string[];
  firstKey: string;
  store: Store;
  routes: Routes;
  faults: Faults;
  log: RequestLog;
  holds: Holds;
  reset: () => void;
}

/** The control API's handler; `body` is the parsed request body. */
export function createControl({ keys, domains, firstKey, store, routes, faults, log, holds, reset }: ControlContext) {
  return (method: string, path: string, query: URLSearchParams, body: unknown): Reply => {
    const ok = (extra: Record<string, unknown> = {}): Reply => json(200, { ok: true, ...extra });
    const obj = (body ?? {}) as Record<string, unknown>;
    switch (`${method} ${path}`) {
      case 'GET /__sandbox/health':
        return ok({ keys, domains, links: store.count(), faults: faults.list().length, held: holds.held().length });
      case 'GET /__sandbox/requests':
        return ok({ requests: log.requests });
      case 'DELETE /__sandbox/requests':
        log.clear();
        return ok();
      case 'GET /__sandbox/held':
        return ok({ held: holds.held() });
      case 'POST /__sandbox/release':
        try {
          return ok({ released: holds.release(parseReleaseFilter(body)) });
        } catch (err) {
          return json(400, { ok: false, error: (err as Error).message });
        }
      case 'GET /__sandbox/faults':
        return ok({ faults: faults.list() });
      case 'POST /__sandbox/faults':
        try {
          const list: unknown[] = Array.isArray(body) ? body : [body];
          list.map(parseFault).forEach((f) => faults.add(f));
          return ok({ faults: faults.list() });
        } catch (err) {
          return json(400, { ok: false, error: (err as Error).message });
        }
      case 'DELETE /__sandbox/faults':
        faults.clear();
        return ok();
      case 'POST /__sandbox/reset':
        reset();
        return ok();
      case 'POST /__sandbox/seed': {
        const key = typeof obj.key === 'string' ? obj.key : firstKey;
        const count = obj.count;
        if (!Number.isInteger(count) || (count as number) < 0 || (count as number) > 1_000_000) {
          return json(400, { ok: false, error: 'count must be an integer from 0 to 1000000' });
        }
        store.seed(key, count as number, typeof obj.domain === 'string' ? obj.domain : domains[0]);
        return ok({ key, total: store.count(key) });
      }
      case 'POST /__sandbox/rate-limit': {
        const n = obj.perSecond;
        if (n !== null && !(Number.isInteger(n) && (n as number) >= 0)) {
          return json(400, { ok: false, error: 'perSecond must be a non-negative integer or null' });
        }
        routes.setRateLimit(n as number | null);
        return ok();
      }
      case 'GET /__sandbox/ids':
        // The user's link ids, newest first (as the list orders them).
        return ok({ ids: store.list(query.get('key') ?? firstKey, 1, Number.MAX_SAFE_INTEGER).links.map((l) => l.id) });
      case 'POST /__sandbox/remove': {
        // Links deleted "elsewhere" (not through the API: nothing recorded, no throttle): by ids, or the
        // link at each 1-based position of the newest-first list.
        const key = typeof obj.key === 'string' ? obj.key : firstKey;
        const ids = obj.ids,
          positions = obj.positions;
        const isStrings = Array.isArray(ids) && ids.every((i) => typeof i === 'string');
        const isPositions = Array.isArray(positions) && positions.every((n) => Number.isInteger(n) && n >= 1);
        if (!isStrings && !isPositions)
          return json(400, { ok: false, error: 'give ids (strings) or positions (integers from 1)' });
        const all = store.list(key, 1, Number.MAX_SAFE_INTEGER).links;
        const wanted = isStrings
          ? (ids as string[])
          : (positions as number[]).map((n) => all[n - 1]?.id).filter((id): id is string => !!id);
        const removed = wanted.filter((id) => store.remove(key, id) !== undefined);
        return ok({ removed, total: store.count(key) });
      }
      case 'GET /__sandbox/groups':
        return ok({ groups: store.groups(query.get('key') ?? firstKey) });
      default:
        return json(404, { ok: false, error: `no control endpoint ${method} ${path}` });
    }
  };
}
