/** The link store's merge, as a table of interleavings and as a model: whatever the timing, no link lost, reverted or doubled. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Link } from '../../../../src/shared/types';
import { destinationKey, emptyHead, type LinkHead } from '../../../../src/shared/links/head';
import { applyList, dropLink, putLink } from '../../../../src/shared/links/merge';
import { buried, buriedFor, bury } from '../../../../src/shared/links/tombstones';
import { MAX_TOMBSTONES, REPLICA_GRACE_MS, TOMBSTONE_MS } from '../../../../src/shared/time/limits';

const link = (id: string, over: Partial<Link> = {}): Link => ({
  id,
  title: `Link ${id}`,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt: 1_000,
  updatedAt: 1_000,
  ...over,
});
const ids = (head: LinkHead) => head.links.map((l) => l.id);
const titles = (head: LinkHead) => Object.fromEntries(head.links.map((l) => [l.id, l.title]));
const start = (links: Link[], at = 0) => applyList(emptyHead('acct'), links, links.length, at);

describe('a list answer and the writes around it', () => {
  const old = link('old', { createdAt: 500, updatedAt: 500 });
  const made = link('new', { createdAt: 2_000, updatedAt: 2_000 });

  it.each([
    // [what happened, list requested at, the link made at, the list holds the new link]
    ['list requested before the create, answered after it', 1_000, 2_000, false],
    ['list requested after the create, from a lagging replica', 3_000, 2_000, false],
    ['list requested after the create, and it has the link', 3_000, 2_000, true],
  ] as const)('%s: the new link stays, once', (_, requestedAt, madeAt, listHasIt) => {
    const afterCreate = putLink(start([old]), made, madeAt, true);
    const merged = applyList(afterCreate, listHasIt ? [made, old] : [old], listHasIt ? 2 : 1, requestedAt);
    expect(ids(merged)).toEqual(['new', 'old']);
    expect(merged.total).toBe(2);
  });

  it('a list requested long after a link was made here and that lacks it: the link was deleted elsewhere, dropped', () => {
    const afterCreate = putLink(start([old]), made, 2_000, true);
    expect(ids(applyList(afterCreate, [old], 1, 2_000 + REPLICA_GRACE_MS + 1))).toEqual(['old']);
  });

  it('a link only an earlier list knew, not in a newer list: gone from the first page', () => {
    expect(ids(applyList(start([old, made], 0), [made], 1, 10))).toEqual(['new']);
  });

  it('an update answered after the list was requested is not reverted by the list', () => {
    const edited = putLink(start([old]), { ...old, title: 'Edited', updatedAt: 3_000 }, 3_000);
    expect(titles(applyList(edited, [old], 1, 2_500))).toEqual({ old: 'Edited' });
  });

  it('an update the list already has (newer updated_at) wins over the stored version', () => {
    const head = start([old]);
    expect(titles(applyList(head, [{ ...old, title: 'Changed elsewhere', updatedAt: 4_000 }], 1, 4_000))).toEqual({
      old: 'Changed elsewhere',
    });
  });

  it("without dates from the service, this extension's write wins until a list is past any lag", () => {
    const undated = link('u', { createdAt: null, updatedAt: null });
    const edited = putLink(start([undated], 0), { ...undated, title: 'Mine' }, 2_000);
    expect(titles(applyList(edited, [undated], 1, 1_000))).toEqual({ u: 'Mine' });
    expect(titles(applyList(edited, [undated], 1, 3_000))).toEqual({ u: 'Mine' });
    expect(titles(applyList(edited, [{ ...undated, title: 'Theirs' }], 1, 2_000 + REPLICA_GRACE_MS + 1))).toEqual({
      u: 'Theirs',
    });
  });

  it('a delete the service confirmed removes the link and counts it out', () => {
    const head = dropLink(start([old, made]), 'new');
    expect(ids(head)).toEqual(['old']);
    expect(head.total).toBe(1);
  });

  it('keeps "made here" through list answers', () => {
    const afterCreate = putLink(start([]), made, 2_000, true);
    const merged = applyList(afterCreate, [made], 1, 3_000);
    expect(merged.links[0]).toMatchObject({ id: 'new', made: true });
  });

  it('orders newest first by creation, whatever order the service answered in', () => {
    const a = link('a', { createdAt: 1 }),
      b = link('b', { createdAt: 3 }),
      c = link('c', { createdAt: 2 });
    expect(ids(start([a, b, c]))).toEqual(['b', 'c', 'a']);
  });
});

describe('a link this extension saw deleted', () => {
  const a = link('a'),
    b = link('b');
  const gone = new Set(['a']);

  it('a list requested before the delete and answered after it does not bring it back, nor count it', () => {
    const head = dropLink(start([a, b]), 'a');
    const merged = applyList(head, [a, b], 2, 0, gone);
    expect(ids(merged)).toEqual(['b']);
    expect(merged.total).toBe(1);
  });

  it('a late answer to an edit or a create does not bring it back', () => {
    const head = dropLink(start([a, b]), 'a');
    expect(ids(putLink(head, { ...a, title: 'Late edit' }, 5_000, false, gone))).toEqual(['b']);
    expect(ids(putLink(head, a, 5_000, true, gone))).toEqual(['b']);
  });

  it('is shown as buried for TOMBSTONE_MS; an answer to a request sent before the deletion never brings it back', () => {
    const stones = bury({}, ['a'], 1_000);
    expect(buried(stones, 1_000 + TOMBSTONE_MS - 1)).toEqual(new Set(['a']));
    expect(buried(stones, 1_000 + TOMBSTONE_MS)).toEqual(new Set());
    // However late it arrives, and whatever the clock did: sent before the deletion, it stays out.
    expect(buriedFor(stones, 1_000 + 10 * TOMBSTONE_MS, 999)('a')).toBe(true);
    expect(buriedFor(stones, 1_000 + 10 * TOMBSTONE_MS, 1_001)('a')).toBe(false);
  });

  it('keeps the newest MAX_TOMBSTONES', () => {
    const full = Object.fromEntries(Array.from({ length: MAX_TOMBSTONES }, (_, i) => [`id-${i}`, i]));
    const stones = bury(full, ['one-more'], MAX_TOMBSTONES);
    expect(Object.keys(stones)).toHaveLength(MAX_TOMBSTONES);
    expect(stones).not.toHaveProperty('id-0');
    expect(stones).toHaveProperty('one-more');
  });

  it('never evicts a tombstone of the delete that makes it, however many it names', () => {
    const older = bury({}, ['older'], 1);
    const many = Array.from({ length: MAX_TOMBSTONES + 60 }, (_, i) => `big-${i}`);
    const stones = bury(older, many, 2);
    for (const id of many) expect(stones[id]).toBe(2);
    expect(stones).not.toHaveProperty('older');
  });
});

describe('a write of this extension against a list with the same updated_at (item 4)', () => {
  // The service's dates have second precision: a PATCH right after the create carries the create's.
  const second = 1_000;
  const made = link('m', { title: 'As created', createdAt: second, updatedAt: second });
  const patched = { ...made, title: 'As patched' };
  const afterPatch = putLink(putLink(start([]), made, 10_000, true), patched, 10_300);

  it.each([
    ['requested before the PATCH answered', 10_100],
    ['requested after it answered, from a lagging replica', 12_000],
    ['requested after it answered, just inside the replica grace', 10_300 + REPLICA_GRACE_MS],
  ])('a list %s does not revert the PATCH', (_, requestedAt) => {
    expect(titles(applyList(afterPatch, [made], 1, requestedAt))).toEqual({ m: 'As patched' });
  });

  it('a list requested past any lag shows an edit made elsewhere in the same second: it wins', () => {
    const elsewhere = { ...made, title: 'Edited elsewhere' };
    expect(titles(applyList(afterPatch, [elsewhere], 1, 10_300 + REPLICA_GRACE_MS + 1))).toEqual({
      m: 'Edited elsewhere',
    });
  });

  it('a strictly newer updated_at wins over the write, whenever the list was requested', () => {
    expect(titles(applyList(afterPatch, [{ ...made, title: 'Later', updatedAt: second + 1_000 }], 1, 10_100))).toEqual({
      m: 'Later',
    });
  });
});

describe('destinations, compared as sent (item 3)', () => {
  it.each([
    ['https://app.example/#/invoice/1', 'https://app.example/#/invoice/2'],
    ['https://example.com/login?next=/', 'https://example.com/login?next='],
    ['https://example.com/a/', 'https://example.com/a'],
    ['https://example.com/a', 'https://example.com/a#top'],
  ])('%s and %s are different pages', (x, y) => expect(destinationKey(x)).not.toBe(destinationKey(y)));

  it.each([
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['https://example.com:443/a', 'https://example.com/a'],
  ])('%s is sent as %s: the same page', (x, y) => expect(destinationKey(x)).toBe(destinationKey(y)));
});

/**
 * The model: a service (a map of links and their versions) and a store fed its answers in any
 * order. Lists are snapshots of the service as a replica `lag` steps behind held it, taken when
 * requested and applied whenever they are answered. A write's answer arrives at once, late (after
 * anything else), or never (lost after the service carried it out). Deletes are this extension's:
 * the DELETE answered, the link dropped and buried. The service's dates are exact, to the second
 * (ties), or missing.
 */
describe('any interleaving of creates, updates, deletes, lost answers and list answers', () => {
  type Answer = 'now' | 'late' | 'lost';
  type Op =
    | { kind: 'create'; answer: Answer }
    | { kind: 'update'; pick: number; answer: Answer }
    | { kind: 'delete'; pick: number }
    | { kind: 'request'; lag: number }
    | { kind: 'answer'; pick: number }
    | { kind: 'deliver'; pick: number };
  const answer = fc.constantFrom<Answer>('now', 'now', 'late', 'lost');
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), answer }),
    fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), answer }),
    fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('request' as const), lag: fc.nat({ max: 4 }) }),
    fc.record({ kind: fc.constant('answer' as const), pick: fc.nat() }),
    fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }),
  );

  it('ends with every live link once, in its newest version, and no deleted link back', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), fc.constantFrom('exact', 'second', 'none'), (ops, dates) => {
        const service = new Map<string, Link>();
        const history: Map<string, Link>[] = [new Map()];
        let head = emptyHead('acct');
        let tombstones = {};
        const deleted = new Set<string>();
        const lists: { at: number; links: Link[] }[] = [];
        const late: { link: Link; made: boolean; version: number }[] = [];
        /** Ids whose write answers arrived out of order: with tied dates, the store cannot tell. */
        const reordered = new Set<string>();
        const lastVersion = new Map<string, number>();
        let clock = 0;
        let n = 0;
        const dated = (l: Link, t: number): Link =>
          dates === 'none'
            ? { ...l, createdAt: null, updatedAt: null }
            : { ...l, updatedAt: dates === 'second' ? Math.floor(t / 5) * 5 : t };
        const gone = () => buried(tombstones, clock);
        const deliver = (a: { link: Link; made: boolean; version: number }) => {
          if ((lastVersion.get(a.link.id) ?? -1) > a.version) reordered.add(a.link.id);
          lastVersion.set(a.link.id, Math.max(a.version, lastVersion.get(a.link.id) ?? -1));
          head = putLink(head, a.link, clock, a.made, gone());
        };
        const written = (l: Link, made: boolean, how: Answer) => {
          const a = { link: l, made, version: clock };
          if (how === 'now') deliver(a);
          else if (how === 'late') late.push(a);
        };
        const check = () => {
          expect(new Set(ids(head)).size).toBe(head.links.length);
          for (const id of ids(head)) expect(deleted.has(id), `deleted ${id} back`).toBe(false);
        };
        for (const o of ops) {
          clock += 1;
          if (o.kind === 'create') {
            const l = dated(link(`l${++n}`, { createdAt: clock }), clock);
            service.set(l.id, l);
            written(l, true, o.answer);
          } else if (o.kind === 'update' && service.size) {
            const id = [...service.keys()][o.pick % service.size]!;
            const l = dated({ ...service.get(id)!, title: `v${clock}` }, clock);
            service.set(id, l);
            written(l, false, o.answer);
          } else if (o.kind === 'delete' && service.size) {
            const id = [...service.keys()][o.pick % service.size]!;
            service.delete(id);
            deleted.add(id);
            tombstones = bury(tombstones, [id], clock);
            head = dropLink(head, id);
          } else if (o.kind === 'request') {
            const replica = history[Math.max(0, history.length - 1 - o.lag)]!;
            lists.push({ at: clock, links: [...replica.values()].reverse() });
          } else if (o.kind === 'answer' && lists.length) {
            const [list] = lists.splice(o.pick % lists.length, 1);
            head = applyList(head, list!.links, list!.links.length, list!.at, gone());
          } else if (o.kind === 'deliver' && late.length) {
            deliver(late.splice(o.pick % late.length, 1)[0]!);
          }
          history.push(new Map(service));
          check();
        }
        // Everything still under way answers; then, past any replica's lag (a lost answer's version
        // ties with the store's in the same second until then), a list from an up-to-date replica.
        clock += 1;
        for (const a of late.splice(0)) deliver(a);
        for (const list of lists.splice(0)) head = applyList(head, list.links, list.links.length, list.at, gone());
        clock += REPLICA_GRACE_MS + 1;
        head = applyList(head, [...service.values()].reverse(), service.size, clock, gone());
        check();
        expect(ids(head).sort()).toEqual([...service.keys()].sort());
        for (const [id, l] of service) {
          if (dates !== 'exact' && reordered.has(id)) continue;
          expect(head.links.find((s) => s.id === id)!.title, `link ${id}`).toBe(l.title);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
