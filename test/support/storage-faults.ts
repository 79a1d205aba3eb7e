/**
 * Storage that fails as a real browser's can, injected where the store meets the platform: the
 * global `indexedDB` is wrapped, so production code holds no test hook. An open can fail (the
 * `error` event with UnknownError, as Chrome answers a broken profile), and a write can meet a full
 * disk (QuotaExceededError). A blocked upgrade needs no fault: a test holds a connection open.
 */
import 'fake-indexeddb/auto';
import { vi } from 'vitest';

const DB_PREFIX = 'prettylink-mirror-';

/** Whether a write of `stores` in `account`'s database fails now (a full disk). */
export type WriteFault = (account: string, stores: readonly string[]) => boolean;

const real: IDBFactory = globalThis.indexedDB;
let failOpens = 0;
let writeFault: WriteFault | null = null;
/** Opens that failed so far (a test's proof that its fault was met). */
let openFailures = 0;

const full = () => new DOMException('the storage is full (a test fault)', 'QuotaExceededError');

/** Binds a method read from `target` to it (IndexedDB objects check their receiver). */
function bound(target: object, prop: string | symbol): unknown {
  const value: unknown = Reflect.get(target, prop, target);
  return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
}

const WRITES = new Set<string | symbol>(['put', 'add', 'delete', 'clear']);

/**
 * A transaction that meets a full disk: its reads run, its writes change nothing, and at its end it
 * aborts with QuotaExceededError (where a browser reports a full disk: at the commit).
 */
function failingTx(real: IDBTransaction): IDBTransaction {
  const on: Record<string, ((e: unknown) => void) | null> = {};
  const error = full();
  real.oncomplete = () => on.onabort?.({ target: real });
  const store = (s: IDBObjectStore) => new Proxy(s, { get: (t, p) => (WRITES.has(p) ? () => ({}) : bound(t, p)) });
  return new Proxy(real, {
    get(t, p) {
      if (p === 'error') return error;
      if (p === 'objectStore') return (name: string) => store(t.objectStore(name));
      if (typeof p === 'string' && p.startsWith('on')) return on[p] ?? null;
      return bound(t, p);
    },
    set(_, p, v) {
      on[String(p)] = v as (e: unknown) => void;
      return true;
    },
  });
}

/** An IDBDatabase whose writes may fail as on a full disk. */
function faulty(db: IDBDatabase): IDBDatabase {
  const account = db.name.startsWith(DB_PREFIX) ? db.name.slice(DB_PREFIX.length) : db.name;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction')
        return (stores: string | string[], mode?: IDBTransactionMode) => {
          const names = typeof stores === 'string' ? [stores] : [...stores];
          const t = target.transaction(stores, mode);
          return mode === 'readwrite' && writeFault?.(account, names) ? failingTx(t) : t;
        };
      return bound(target, prop);
    },
    set: (target, prop, value) => Reflect.set(target, prop, value, target),
  });
}

/** A failed open: an `error` event with UnknownError, as the browser gives it. */
function failedOpen(): IDBOpenDBRequest {
  const request = {
    error: new DOMException('an internal error opening the backing store (a test fault)', 'UnknownError'),
    result: undefined,
    onerror: null as ((e: unknown) => void) | null,
  };
  setTimeout(() => request.onerror?.({ target: request }));
  return request as unknown as IDBOpenDBRequest;
}

const wrapped: IDBFactory = new Proxy(real, {
  get(target, prop) {
    if (prop === 'open')
      return (name: string, version?: number) => {
        if (name.startsWith(DB_PREFIX) && failOpens > 0) {
          failOpens--;
          openFailures++;
          return failedOpen();
        }
        const request = target.open(name, version);
        const dbs = new WeakMap<IDBDatabase, IDBDatabase>();
        return new Proxy(request, {
          get(r, p) {
            if (p === 'result') {
              const db = r.result;
              if (!dbs.has(db)) dbs.set(db, faulty(db));
              return dbs.get(db);
            }
            return bound(r, p);
          },
          set: (r, p, value) => Reflect.set(r, p, value, r),
        });
      };
    return bound(target, prop);
  },
});

/** Installs the wrapped `indexedDB` for this test file; every fault starts off. */
export function useStorageFaults() {
  vi.stubGlobal('indexedDB', wrapped);
  const faults = {
    /** The next `times` opens of an account's database fail (Infinity: every one). */
    failOpens(times: number) {
      failOpens = times;
    },
    /** Writes fail while `fault` says so (null: they go through). */
    failWrites(fault: WriteFault | null) {
      writeFault = fault;
    },
    /** Opens that failed since the last clear. */
    get openFailures() {
      return openFailures;
    },
    clear() {
      failOpens = 0;
      openFailures = 0;
      writeFault = null;
    },
  };
  faults.clear();
  return faults;
}
