/**
 * The worker row's floor within the product's required stack (../wake-profile.ts): the
 * least-with-the-stack worker with the product's listeners (./worker-listeners.ts), plus what the
 * background must also carry at every wake: tldts in its one script, taken as
 * src/shared/links/public-suffix.ts takes it (a `require()` evaluated at first use; a service worker
 * cannot import later), not called; and WXT's storage with the background's 12 items, defined at the
 * top level with the background's keys and options (each reads its key as it is defined). Nothing
 * else of ours: `status` answers as the least-with-the-stack worker does.
 */
import { storage } from 'wxt/utils/storage';
import { publicSuffixList } from '../../../src/shared/links/public-suffix';
import { ACCOUNT_KEYS_KEY, ACCOUNTS_KEY } from '../../../src/shared/accounts/accounts';
import { EMPTY_PRESETS, PRESETS_KEY } from '../../../src/shared/links/presets';
import { HEAD_KEY, SETTINGS_KEY } from '../../../src/shared/settings/keys';
import './worker-listeners';

const v1 = { fallback: null, version: 1 };
// As src/background/settings/items.ts, rules-item.ts, policy/apply-policy.ts, links/projection.ts and
// src/platform/point-request.ts define them (the settings item's migration never runs on empty storage).
const items = [
  storage.defineItem<string[]>('local:recentDomains', { fallback: [], version: 1 }),
  storage.defineItem<unknown>(`local:${SETTINGS_KEY}`, { fallback: null, version: 2, migrations: { 2: (old) => old } }),
  storage.defineItem<unknown>('local:apiKey', v1),
  storage.defineItem<boolean>('local:keyDropped', { fallback: false, version: 1 }),
  storage.defineItem<unknown>(`local:${ACCOUNTS_KEY}`, v1),
  storage.defineItem<unknown>(`local:${ACCOUNT_KEYS_KEY}`, v1),
  storage.defineItem<unknown>(`sync:${PRESETS_KEY}`, { fallback: EMPTY_PRESETS, version: 1 }),
  storage.defineItem<unknown>(`local:${PRESETS_KEY}`, { fallback: null }),
  storage.defineItem<unknown>('sync:siteRules', v1),
  storage.defineItem<unknown>('local:policyApplied', v1),
  storage.defineItem<unknown>(`local:${HEAD_KEY}`, v1),
  storage.defineItem<unknown>('local:pointRequest', { fallback: null }),
];
// Kept in the bundle, never run (its list is built only when called, as in the background).
Object.assign(globalThis, { productFloor: { items, publicSuffixList } });
