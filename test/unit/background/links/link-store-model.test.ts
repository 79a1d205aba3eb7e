/**
 * The link store itself as a model (each account's database holds its links, first page and
 * tombstones; storage.local only a projection of the current account's first page): any
 * interleaving of its writes, first pages, sync pages, deletes, lost and late answers, and late
 * answers for another account, ends with no link twice, no deleted link back and no link of another
 * account, in the first page, the links or the projection; another account's answers land in its
 * own database.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Link, LinkPage } from '../../../../src/shared/types';
import { accountOf } from '../../../../src/shared/links/account';
import { HEAD_KEY } from '../../../../src/shared/links/head';
import { readHead } from '../../../../src/shared/links/head-schema';
import { closeAccountDbs, openAccountDb } from '../../../../src/background/links/account-db';
import { dbName, deleteDb } from '../../../../src/platform/account-db/layout';
import { linkStore } from '../../../../src/background/links/store';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const OTHER_KEY = 'other-key-00000000000model';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
let mine = '';
let other = '';

beforeAll(async () => {
  fakeBrowser.reset();
  await configureFor(sandbox.current);
  [mine, other] = await Promise.all([
    accountOf(sandbox.current.url, DEMO_KEY),
    accountOf(sandbox.current.url, OTHER_KEY),
  ]);
});

const link = (id: string, t: number, title = `Link ${id}`): Link => ({
  id,
  title,
  domain: 'zd.lc',
  backHalf: id,
  shortLink: `https://zd.lc/${id}`,
  destination: `https://example.com/${id}`,
  group: null,
  createdAt: t,
  updatedAt: Math.floor(t / 5) * 5, // the service's second: ties are common
});
const pageOf = (links: Link[]): LinkPage => ({
  links,
  pagination: { currentPage: 1, totalPages: 1, total: links.length, perPage: 30 },
  skipped: 0,
});

type Answer = 'now' | 'late' | 'lost';
type Op =
  | { kind: 'create'; answer: Answer }
  | { kind: 'update'; pick: number; answer: Answer }
  | { kind: 'delete'; pick: number }
  | { kind: 'request'; lag: number; sync: boolean }
  | { kind: 'answer'; pick: number }
  | { kind: 'deliver'; pick: number }
  | { kind: 'another'; list: boolean };
const answer = fc.constantFrom<Answer>('now', 'late', 'lost');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), answer }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), answer }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('request' as const), lag: fc.nat({ max: 4 }), sync: fc.boolean() }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deliver' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('another' as const), list: fc.boolean() }),
);

describe('the link store under any interleaving', () => {
  it('no link twice, no deleted link back, no link of another account: in the head and the account database', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        // A clock that moves on every reading: every request and answer has its own moment.
        let clock = 1e12 + ++run * 1e7;
        const now = vi.spyOn(Date, 'now').mockImplementation(() => ++clock);
        await closeAccountDbs();
        await Promise.all([deleteDb(dbName(mine)), deleteDb(dbName(other)), browser.storage.local.remove(HEAD_KEY)]);
        const store = linkStore(mine);
        const accountDb = openAccountDb(mine);
        const service = new Map<string, Link>();
        const history: Map<string, Link>[] = [new Map()];
        const deleted = new Set<string>();
        const lists: { at: number; sync: boolean; links: Link[] }[] = [];
        const late: { link: Link; made: boolean }[] = [];
        const theirs = new Set<string>();
        let n = 0;
        try {
          for (const o of ops) {
            if (o.kind === 'create' || (o.kind === 'update' && service.size)) {
              const id = o.kind === 'create' ? `a${++n}` : [...service.keys()][o.pick % service.size]!;
              const l = link(id, Date.now(), o.kind === 'create' ? undefined : `v${clock}`);
              service.set(id, l);
              if (o.answer === 'now') await store.put(l, o.kind === 'create');
              else if (o.answer === 'late') late.push({ link: l, made: o.kind === 'create' });
            } else if (o.kind === 'delete' && service.size) {
              const id = [...service.keys()][o.pick % service.size]!;
              service.delete(id);
              deleted.add(id);
              await store.bury([id]);
            } else if (o.kind === 'request') {
              const replica = history[Math.max(0, history.length - 1 - o.lag)]!;
              lists.push({ at: Date.now(), sync: o.sync, links: [...replica.values()].reverse() });
            } else if (o.kind === 'answer' && lists.length) {
              const [list] = lists.splice(o.pick % lists.length, 1);
              // A first page goes through the store; a sync page lands in the account database directly, as the sync does.
              if (list!.sync) await accountDb.landPage(list!.links, list!.at, undefined, await accountDb.progress());
              else await store.applyList(pageOf(list!.links), list!.at);
            } else if (o.kind === 'deliver' && late.length) {
              const [a] = late.splice(o.pick % late.length, 1);
              await store.put(a!.link, a!.made);
            } else if (o.kind === 'another') {
              // A late answer for an account that is not the current one.
              const l = link(`b${++n}`, Date.now());
              theirs.add(l.id);
              await (o.list ? linkStore(other).applyList(pageOf([l]), Date.now()) : linkStore(other).put(l, true));
            }
            history.push(new Map(service));
          }
          // Everything under way answers, then an up-to-date first page and sync page.
          for (const a of late.splice(0)) await store.put(a.link, a.made);
          for (const list of lists.splice(0)) await store.applyList(pageOf(list.links), list.at);
          const fresh = [...service.values()].reverse();
          await store.applyList(pageOf(fresh), Date.now());
          await accountDb.landPage(fresh, Date.now(), undefined, await accountDb.progress());
          const projected = readHead((await browser.storage.local.get(HEAD_KEY))[HEAD_KEY]);
          const { head } = await accountDb.view();
          const headIds = head.links.map((l) => l.id);
          const projectedIds = projected?.links.map((l) => l.id) ?? [];
          const mirrorIds = (await accountDb.all()).map((l) => l.id);
          expect(projected?.account ?? mine).toBe(mine);
          // The projection is the database's first page, never more.
          expect(projectedIds).toEqual(headIds);
          for (const held of [headIds, projectedIds, mirrorIds]) {
            expect(new Set(held).size).toBe(held.length);
            for (const id of held) {
              expect(deleted.has(id), `deleted ${id} back`).toBe(false);
              expect(id.startsWith('a'), `${id} of another account`).toBe(true);
            }
          }
          // Another account's answers are in its own database, all of them, and only there.
          expect((await openAccountDb(other).all()).map((l) => l.id).sort()).toEqual([...theirs].sort());
          for (const l of service.values()) expect(await store.findByDestination(l.destination)).not.toBeNull();
          for (const id of deleted) expect(await store.findByDestination(`https://example.com/${id}`)).toBeNull();
        } finally {
          now.mockRestore();
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
