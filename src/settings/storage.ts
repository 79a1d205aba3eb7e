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
  /** Calls `cb` with the new and old value (the fallback for none) when the stored value changes. */
  watch(cb: (value: T, old: T) => void): () => void;
}

const area = () => browser.storage.local;
const nameOf = (key: string) => {
  if (!key.startsWith('local:')) throw new Error(`not a storage.local key: ${key}`);
  return key.slice(6);
};
const isObject = (v: unknown): v is Record<string, unknown> => v != null && typeof v === 'object' && !Array.isArray(v);
const read = async (name: string): Promise<unknown> => (await area().get(name))[name];
/** null or undefined removes, as WXT does. */
const write = (name: string, value: unknown) => (value == null ? area().remove(name) : area().set({ [name]: value }));
async function mergeMeta(name: string, meta: Record<string, unknown>): Promise<void> {
  const old = await read(`${name}$`);
  const next: Record<string, unknown> = { ...(isObject(old) ? old : {}) };
  for (const [k, v] of Object.entries(meta)) if (v == null) delete next[k];
  else next[k] = v;
  await area().set({ [`${name}$`]: next });
}

function defineItem<T>(key: string, opts: ItemOptions<T>): StorageItem<T> {
  const name = nameOf(key);
  const version = opts.version ?? 1;
  let needsVersionSet = false;
  async function migrate(): Promise<void> {
    const got = await area().get([name, `${name}$`]);
    const value = got[name] ?? null;
    const meta = got[`${name}$`] as { v?: number } | null | undefined;
    needsVersionSet = value == null && meta?.v == null;
    if (value == null) return;
    const current = meta?.v ?? 1;
    if (current > version) throw new Error(`Version downgrade detected (v${current} -> v${version}) for "${key}"`);
    let migrated: unknown = value;
    for (let v = current + 1; v <= version; v++) migrated = (await opts.migrations?.[v]?.(migrated)) ?? migrated;
    if (current !== version) await area().set({ [name]: migrated, [`${name}$`]: { ...meta, v: version } });
  }
  // As WXT: migrations run once, when the item is defined; a failed one is logged and the value left.
  const ready = opts.migrations == null ? Promise.resolve() : migrate().catch((err) => console.error(`Migration failed for ${key}`, err));
  const fallback = (v: unknown) => (v ?? opts.fallback ?? null) as T;
  return {
    key,
    getValue: async () => (await ready, fallback(await read(name))),
    async setValue(value) {
      await ready;
      if (needsVersionSet) {
        needsVersionSet = false;
        await Promise.all([write(name, value), mergeMeta(name, { v: version })]);
      } else await write(name, value);
    },
    removeValue: async () => (await ready, area().remove(name)),
    setMeta: async (meta) => (await ready, mergeMeta(name, meta)),
    watch(cb) {
      const listener = (changes: Record<string, { newValue?: unknown; oldValue?: unknown }>) => {
        const change = changes[name];
        if (change == null || JSON.stringify(change.newValue) === JSON.stringify(change.oldValue)) return;
        cb(fallback(change.newValue), fallback(change.oldValue));
      };
      area().onChanged.addListener(listener);
      return () => area().onChanged.removeListener(listener);
    },
  };
}

/** Several items in one storage write (their versions untouched, as WXT's `setItems`). */
async function setItems(items: { item: { key: string }; value: unknown }[]): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const { item, value } of items) values[nameOf(item.key)] = value;
  await area().set(values);
}

export const storage = { defineItem, setItems };
