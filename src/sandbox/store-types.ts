/** The sandbox store's shapes: a link as the service returns it, and what the store offers (./store.ts). */

/** A link group, as nested in a link. */
export interface Group {
  id: string;
  name: string;
  created_at: string;
}

/** A link exactly as the service returns it. */
export interface Link {
  id: string;
  title: string | null;
  domain: string;
  group: Group | null;
  back_half: string;
  short_link: string;
  original_link: string;
  updated_at: string;
  created_at: string;
}

/** Changes accepted by {@link Store.update}; absent members are left alone. */
export interface LinkPatch {
  title?: string | null;
  group_id?: string | null;
  back_half?: string;
  original_url?: string;
}

/** One page of a user's links, newest first. */
export interface Page {
  links: Link[];
  total: number;
}

/** What can be read: the store itself, or a lagging replica of it ({@link Store.asOf}). */
export interface StoreReads {
  /** Links of `key`, newest first; `page` is 1-based. */
  list(key: string, page: number, perPage: number): Page;
  /** The link `id` if it belongs to `key`. */
  get(key: string, id: string): Link | undefined;
}

/** The store API used by routes.ts and server.ts. */
export interface Store extends StoreReads {
  /** Number of links of `key`, or of all users when `key` is omitted. */
  count(key?: string): number;
  /**
   * The store as a read replica that has applied only the writes made up to `time` (ms) would
   * show it: later creations are missing, later deletions still there, and a link updated later
   * shows its previous version. Only one previous version is kept per link, so a link updated
   * twice since `time` shows the version before its last update. Deletions are remembered for
   * `MAX_LAG_MS` (./store.ts).
   */
  asOf(time: number): StoreReads;
  /**
   * The store with every write applied except the deletions made after `time` (ms): those links are
   * still listed and found by id, as a list cache or a replica that lags only on deletes shows them.
   */
  deletesAsOf(time: number): StoreReads;
  /** Creates a link; `backHalf` is generated when absent. The caller validated the input. */
  create(key: string, input: { link: string; domain: string; title?: string | null; backHalf?: string }): Link;
  /** Applies `patch` and returns the link, `'not-found'`, or the name of the field that failed. */
  update(key: string, id: string, patch: LinkPatch): Link | 'not-found' | 'back_half' | 'group_id';
  /** Deletes and returns the link, or undefined when `key` has no such link. */
  remove(key: string, id: string): Link | undefined;
  /** True when `backHalf` is used on `domain` by any user. */
  isTaken(domain: string, backHalf: string): boolean;
  /** The fixed groups of `key` (deterministic ids, so they survive restarts). */
  groups(key: string): Group[];
  /** Quickly creates `n` plausible links for `key`, older than the existing ones. */
  seed(key: string, n: number, domain?: string): void;
  /** Forgets every link (and persists the empty state). */
  reset(): void;
}
