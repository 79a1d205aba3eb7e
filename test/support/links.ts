/** Links as the service answers them, for tests: named by `id`, every other field derived or set by `over`. */
import type { StoredLink } from '../../src/shared/links/head';
import type { Link } from '../../src/shared/types';

export const aLink = (id: string, over: Partial<Link> = {}): Link => ({
  id,
  title: id,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

/** A link as the link store keeps it (seen at `seenAt`). */
export const aStoredLink = (id: string, over: Partial<StoredLink> = {}): StoredLink => ({
  ...aLink(id),
  seenAt: 1,
  ...over,
});
