/**
 * In-memory link store of the sandbox, one collection of links per API key, optionally persisted
 * to a JSON file. It knows nothing about HTTP: validation of input formats happens in routes.ts,
 * the store only enforces what needs its data (back halves unique per domain, known groups).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Group, Link, Page, Store } from './store-types.ts';

/** Names of the fixed groups every user has. */
export const GROUP_NAMES = ['Marketing', 'Support', 'Personal'] as const;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Formats a time as Laravel does: `2026-11-21T22:41:29.063000Z` (six fractional digits). */
export function laravelDate(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000Z');
}

/** A UUID-shaped id derived from `text`, stable across runs. */
function stableUuid(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** How long deleted links are remembered for {@link Store.asOf}. */
export const MAX_LAG_MS = 600_000;

interface Entry {
  link: Link;
  seq: number;
  /** Date.now() at creation (parsed `created_at` for seeded and loaded links). */
  createdMs: number;
  /** Date.now() at the last update that changed something. */
  changedMs: number;
  /** The version before that update (memory only, not persisted). */
  previous?: Link;
}

/** A deleted link, kept a while for the replica view. */
interface Tombstone {
  entry: Entry;
  removedMs: number;
}

/** Newest first; insertion order breaks ties. */
const newestFirst = (a: Entry, b: Entry): number =>
  a.link.created_at === b.link.created_at ? b.seq - a.seq : a.link.created_at < b.link.created_at ? 1 : -1;

/** The version of `entry` a replica at `time` holds, or undefined if it had not seen it yet. */
function versionAt(entry: Entry, time: number): Link | undefined {
  if (entry.createdMs > time) return undefined;
  return entry.changedMs > time && entry.previous ? entry.previous : entry.link;
}

interface Persisted {
  version: 1;
  users: Record<string, Link[]>;
}

/**
 * Creates a store. With `dataFile`, existing data is loaded from it (a missing file is fine) and
 * every mutation rewrites it atomically (temp file + rename).
 */
export function createStore(opts: { dataFile?: string } = {}): Store {
  const users = new Map<string, Entry[]>();
  const byDomain = new Map<string, Set<string>>();
  const removed = new Map<string, Tombstone[]>();
  let seq = 0;

  const taken = (domain: string): Set<string> => {
    let set = byDomain.get(domain);
    if (!set) byDomain.set(domain, (set = new Set()));
    return set;
  };
  const entries = (key: string): Entry[] => {
    let list = users.get(key);
    if (!list) users.set(key, (list = []));
    return list;
  };
  const sorted = (key: string): Entry[] => entries(key).sort(newestFirst);
  const find = (key: string, id: string): Entry | undefined => users.get(key)?.find((e) => e.link.id === id);
  const add = (key: string, link: Link): Link => {
    const createdMs = Date.parse(link.created_at);
    entries(key).push({ link, seq: ++seq, createdMs, changedMs: Date.parse(link.updated_at) || createdMs });
    taken(link.domain).add(link.back_half);
    return link;
  };
  // Random bytes drawn in bulk: one call per back half made seeding 10,000 links slow.
  let pool = Buffer.alloc(0);
  let at = 0;
  const freshBackHalf = (domain: string): string => {
    for (;;) {
      if (at + 6 > pool.length) [pool, at] = [randomBytes(6 * 4096), 0];
      let s = '';
      for (let i = 0; i < 6; i++) s += ALPHABET[pool[at++]! % ALPHABET.length];
      if (!taken(domain).has(s)) return s;
    }
  };
  const groups = (key: string): Group[] =>
    GROUP_NAMES.map((name) => ({ id: stableUuid(`${key}/${name}`), name, created_at: '2026-01-05T09:30:00.000000Z' }));

  const save = (): void => {
    if (!opts.dataFile) return;
    const data: Persisted = { version: 1, users: {} };
    for (const [key, list] of users) data.users[key] = list.map((e) => e.link);
    const tmp = `${opts.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(data));
    renameSync(tmp, opts.dataFile);
  };
  const load = (file: string): void => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const data = JSON.parse(text) as Persisted;
    for (const [key, links] of Object.entries(data.users)) for (const link of links) add(key, link);
  };
  if (opts.dataFile) load(opts.dataFile);

  const page = (links: Link[], n: number, perPage: number): Page => {
    const start = (n - 1) * perPage;
    return { links: links.slice(start, start + perPage), total: links.length };
  };
  /** Every link of `key` as a replica at `time` holds them, newest first. */
  const replicaLinks = (key: string, time: number): Link[] => {
    const gone = (removed.get(key) ?? []).filter((t) => t.removedMs > time).map((t) => t.entry);
    return [...entries(key), ...gone]
      .sort(newestFirst)
      .map((e) => versionAt(e, time))
      .filter((l): l is Link => l !== undefined);
  };

  /** Every link of `key` plus those deleted after `time`, newest first. */
  const withRecentDeletes = (key: string, time: number): Entry[] => {
    const gone = (removed.get(key) ?? []).filter((t) => t.removedMs > time).map((t) => t.entry);
    return [...entries(key), ...gone].sort(newestFirst);
  };

  return {
    list: (key, n, perPage) =>
      page(
        sorted(key).map((e) => e.link),
        n,
        perPage,
      ),
    asOf: (time) => ({
      list: (key, n, perPage) => page(replicaLinks(key, time), n, perPage),
      get: (key, id) => replicaLinks(key, time).find((l) => l.id === id),
    }),
    deletesAsOf: (time) => ({
      list: (key, n, perPage) =>
        page(
          withRecentDeletes(key, time).map((e) => e.link),
          n,
          perPage,
        ),
      get: (key, id) => withRecentDeletes(key, time).find((e) => e.link.id === id)?.link,
    }),
    count(key) {
      if (key !== undefined) return users.get(key)?.length ?? 0;
      let n = 0;
      for (const list of users.values()) n += list.length;
      return n;
    },
    get: (key, id) => find(key, id)?.link,
    create(key, input) {
      const now = laravelDate(Date.now());
      const backHalf = input.backHalf ?? freshBackHalf(input.domain);
      const link = add(key, {
        id: randomUUID(),
        title: input.title ?? null,
        domain: input.domain,
        group: null,
        back_half: backHalf,
        short_link: `https://${input.domain}/${backHalf}`,
        original_link: input.link,
        updated_at: now,
        created_at: now,
      });
      save();
      return link;
    },
    update(key, id, patch) {
      const entry = find(key, id);
      if (!entry) return 'not-found';
      const next: Link = { ...entry.link };
      if (patch.back_half !== undefined && patch.back_half !== next.back_half) {
        if (taken(next.domain).has(patch.back_half)) return 'back_half';
        next.back_half = patch.back_half;
        next.short_link = `https://${next.domain}/${patch.back_half}`;
      }
      if (patch.group_id !== undefined) {
        if (patch.group_id === null) next.group = null;
        else {
          const group = groups(key).find((g) => g.id === patch.group_id);
          if (!group) return 'group_id';
          next.group = group;
        }
      }
      if (patch.title !== undefined) next.title = patch.title;
      if (patch.original_url !== undefined) next.original_link = patch.original_url;
      if (JSON.stringify(next) === JSON.stringify(entry.link)) return entry.link; // nothing dirty
      const nowMs = Date.now();
      next.updated_at = laravelDate(nowMs);
      taken(entry.link.domain).delete(entry.link.back_half);
      taken(next.domain).add(next.back_half);
      entry.previous = entry.link;
      entry.changedMs = nowMs;
      entry.link = next;
      save();
      return next;
    },
    remove(key, id) {
      const list = users.get(key);
      const i = list?.findIndex((e) => e.link.id === id) ?? -1;
      if (!list || i < 0) return undefined;
      const [entry] = list.splice(i, 1);
      if (!entry) return undefined;
      taken(entry.link.domain).delete(entry.link.back_half);
      const now = Date.now();
      const kept = (removed.get(key) ?? []).filter((t) => now - t.removedMs < MAX_LAG_MS);
      removed.set(key, [...kept, { entry, removedMs: now }]);
      save();
      return entry.link;
    },
    isTaken: (domain, backHalf) => taken(domain).has(backHalf),
    groups,
    seed(key, n, domain = 'zd.lc') {
      const list = entries(key);
      const oldest = list.reduce((t, e) => Math.min(t, Date.parse(e.link.created_at)), Date.now());
      const userGroups = groups(key);
      const topics = ['docs', 'blog', 'pricing', 'careers', 'release-notes', 'support', 'events', 'shop'];
      for (let i = 0; i < n; i++) {
        // Link i is created (n - i) minutes before the oldest existing link, so seeds sort last.
        const created = laravelDate(oldest - (n - i) * 60_000);
        const backHalf = freshBackHalf(domain);
        const topic = topics[i % topics.length] ?? 'page';
        add(key, {
          id: randomUUID(),
          title: i % 7 === 3 ? null : `Seed ${i + 1}: ${topic}`,
          domain,
          group: i % 4 === 0 ? (userGroups[i % userGroups.length] ?? null) : null,
          back_half: backHalf,
          short_link: `https://${domain}/${backHalf}`,
          original_link: `https://example.com/${topic}/${i + 1}?ref=seed`,
          updated_at: created,
          created_at: created,
        });
      }
      save();
    },
    reset() {
      users.clear();
      byDomain.clear();
      removed.clear();
      save();
    },
  };
}
