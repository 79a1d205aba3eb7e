/**
 * Typed items in storage.local: the part of WXT's storage (`wxt/utils/storage`) this extension
 * uses, with its semantics and its stored layout (`key` and its metadata `key$` = `{ v }`), in a
 * fraction of its size (it cost the background 2.6 kB gzip). Keys are given as `local:name`.
 */
import { browser } from 'wxt/browser';

type Migrations = Record<number, (old: any) => unknown>;
export interface ItemOptions<T> {
  fallback: T;
  /** The stored shape's version (1 when absent); `migrations[n]` turns version n-1 into n. */
  version?: number;
  migrations?: Migrations;
}

export interface StorageItem<T> {
  key: string;
  getValue(): Promise<T>;
  setValue(value: T | null): Promise<void>;
  removeValue(): Promise<void>;
  setMeta(meta: Record<string, unknown>): Promise<void>;
}

const area = () => browser.storage.local;
/** Keys are given as `local:name` (storage.local only). */
const nameOf = (key: string) => key.slice(6);
const isObject = (v: unknown): v is Record<string, unknown> => v != null && typeof v === 'object' && !Array.isArray(v);
/**
 * Reads asked for in the same turn go out as ONE storage.local.get: a worker that just woke reads
 * its settings, accounts, keys and the rest in one round trip to the browser, not one each.
 */
let batch: { names: Set<string>; got: Promise<Record<string, unknown>> } | null = null;
function read(name: string): Promise<unknown> {
  if (!batch) {
    const names = new Set<string>();
    batch = {
      names,
      got: Promise.resolve().then(() => {
        batch = null;
        return area().get([...names]);
      }),
    };
  }
  batch.names.add(name);
  return batch.got.then((got) => got[name]);
}

/**
 * Values kept in memory between messages (./items.ts: the configuration), each dropped the moment
 * one of the items it was read from changes: before any write made here, and on storage.onChanged
 * for writes made anywhere else. Only once `keepInMemory()` has run (the background, at its top
 * level); without it every read goes to storage.
 */
const forgetters = new Set<(names?: string[]) => void>();
let keeping = false;
/** Names written or changed; none: everything. */
const changed = (names?: string[]) => forgetters.forEach((forget) => forget(names));

export function keepInMemory(): void {
  if (keeping) return;
  keeping = true;
  area().onChanged.addListener((changes) => changed(Object.keys(changes)));
}

/** Tests: back to reading storage every time (the fake browser's reset drops the listener). */
export function stopKeepingInMemory(): void {
  keeping = false;
  changed();
}

/** `compute`'s answer, kept until one of `names` changes (see keepInMemory). */
export function memoized<T>(names: string[], compute: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  forgetters.add((touched) => {
    if (!touched || touched.some((name) => names.includes(name))) kept = null;
  });
  return () => {
    if (!keeping) return compute();
    if (!kept) {
      const answer = (kept = compute());
      answer.catch(() => kept === answer && (kept = null));
    }
    return kept;
  };
}

/** null or undefined removes, as WXT does. */
function write(name: string, value: unknown): Promise<void> {
  changed([name]);
  return value == null ? area().remove(name) : area().set({ [name]: value });
}
function writeAll(values: Record<string, unknown>): Promise<void> {
  changed(Object.keys(values));
  return area().set(values);
}
async function mergeMeta(name: string, meta: Record<string, unknown>): Promise<void> {
  const old = await read(`${name}$`);
  const next: Record<string, unknown> = { ...(isObject(old) ? old : {}) };
  for (const [k, v] of Object.entries(meta)) if (v == null) delete next[k];
  else next[k] = v;
  await writeAll({ [`${name}$`]: next });
}

function defineItem<T>(key: string, opts: ItemOptions<T>): StorageItem<T> {
  const name = nameOf(key);
  const version = opts.version ?? 1;
  let needsVersionSet = false;
  /** True when it rewrote the stored value. */
  async function migrate(): Promise<boolean> {
    const [stored, storedMeta] = await Promise.all([read(name), read(`${name}$`)]);
    const value = stored ?? null;
    const meta = storedMeta as { v?: number } | null | undefined;
    needsVersionSet = value == null && meta?.v == null;
    if (value == null) return false;
    const current = meta?.v ?? 1;
    if (current > version) throw new Error(`Version downgrade detected (v${current} -> v${version}) for "${key}"`);
    let migrated: unknown = value;
    for (let v = current + 1; v <= version; v++) migrated = (await opts.migrations?.[v]?.(migrated)) ?? migrated;
    if (current === version) return false;
    await writeAll({ [name]: migrated, [`${name}$`]: { ...meta, v: version } });
    return true;
  }
  // As WXT, migrations run once and a failed one is logged and the value left; but at the item's
  // first use, not when it is defined (a worker woken for something else reads nothing for it).
  let migration: Promise<boolean> | null = opts.migrations == null ? Promise.resolve(false) : null;
  const ready = () =>
    (migration ??= migrate().catch((err) => {
      console.error(`Migration failed for ${key}`, err);
      return false;
    }));
  const fallback = (v: unknown) => (v ?? opts.fallback ?? null) as T;
  return {
    key,
    // The value is read beside the migration's own read (one batch): a second read only when it migrated.
    async getValue() {
      const [value, rewrote] = await Promise.all([read(name), ready()]);
      return fallback(rewrote ? await read(name) : value);
    },
    async setValue(value) {
      await ready();
      if (needsVersionSet) {
        needsVersionSet = false;
        await Promise.all([write(name, value), mergeMeta(name, { v: version })]);
      } else await write(name, value);
    },
    removeValue: async () => (await ready(), write(name, null)),
    setMeta: async (meta) => (await ready(), mergeMeta(name, meta)),
  };
}

/** Several items in one storage write (their versions untouched, as WXT's `setItems`). */
async function setItems(items: { item: { key: string }; value: unknown }[]): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const { item, value } of items) values[nameOf(item.key)] = value;
  await writeAll(values);
}

export const storage = { defineItem, setItems };
