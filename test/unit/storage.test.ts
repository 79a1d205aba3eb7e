import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { storage } from '../../src/settings/storage';

beforeEach(() => fakeBrowser.reset());
const stored = (...keys: string[]) => browser.storage.local.get(keys);

describe('storage items (the layout of WXT storage: `key` and `key$` = { v })', () => {
  it('reads the fallback when nothing is stored; null removes', async () => {
    const item = storage.defineItem<string[]>('local:list', { fallback: [] });
    expect(await item.getValue()).toEqual([]);
    await item.setValue(['a']);
    expect(await stored('list')).toEqual({ list: ['a'] });
    await item.setValue(null);
    expect(await stored('list')).toEqual({});
  });

  it('a fresh versioned item gets its version with its first write', async () => {
    const item = storage.defineItem<{ n: number } | null>('local:thing', { fallback: null, version: 3, migrations: {} });
    await item.setValue({ n: 1 });
    expect(await stored('thing', 'thing$')).toEqual({ thing: { n: 1 }, thing$: { v: 3 } });
  });

  it('migrates an older value once, step by step, and records the version', async () => {
    await browser.storage.local.set({ thing: { a: 1 } });
    const item = storage.defineItem<Record<string, number> | null>('local:thing', {
      fallback: null,
      version: 3,
      migrations: { 2: (old) => ({ ...old, b: 2 }), 3: (old) => ({ ...old, c: 3 }) },
    });
    expect(await item.getValue()).toEqual({ a: 1, b: 2, c: 3 });
    expect(await stored('thing$')).toEqual({ thing$: { v: 3 } });
  });

  it('a newer stored version is left as it is (logged, not migrated down)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await browser.storage.local.set({ thing: { x: 1 }, thing$: { v: 5 } });
    const item = storage.defineItem<unknown>('local:thing', { fallback: null, version: 2, migrations: { 2: () => 'no' } });
    expect(await item.getValue()).toEqual({ x: 1 });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('setItems writes several items at once; setMeta merges', async () => {
    const a = storage.defineItem<number>('local:a', { fallback: 0 });
    const b = storage.defineItem<number>('local:b', { fallback: 0 });
    await storage.setItems([{ item: a, value: 1 }, { item: b, value: 2 }]);
    await a.setMeta({ v: 2, x: 1 });
    await a.setMeta({ x: null });
    expect(await stored('a', 'b', 'a$')).toEqual({ a: 1, b: 2, a$: { v: 2 } });
  });
});
