/**
 * The manager's links: every link of the account's mirror (read from IndexedDB by
 * readMirrorLinks), read again when the background says links changed, and where the sync stands.
 * Opening the page asks the background to sync (it answers at once; progress comes as notices).
 * Reads never overlap: a notice during a read asks for one more read after it.
 *
 * The page follows the current account: it learns which one from the background's answer to its
 * sync request (never from a notice, which may come from another account's sync still finishing),
 * and asks again whenever the configuration changes (a switch in the popup or the options).
 *
 * Opening fast with 10,000 links: the first rows come from the account's head (one storage read,
 * the newest links, the default sort) or, without a head, from a bounded read of the mirror's
 * newest links; the whole mirror is read only after those rows are painted, and until it lands the
 * list is `partial` (the page says so: search and counts cover only the rows shown).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { LinkHead, StoredLink } from '../../shared/links/head';
import type { SyncState } from '../../shared/links/sync-state';
import type { Failure } from '../../shared/messages/contract';
import { onConfigurationChanged } from '../../platform/messages/configuration-changed';
import { onLinksChanged, type LinkChanges } from '../../platform/messages/links-changed';
import { send } from '../../platform/messages/send';
import { readStoredHead } from '../components/stored-head';
import type { FirstRows } from './first-rows';
import { clock } from '../../shared/time/clock';

/** What the hook talks to; tests hand in fakes. */
export interface MirrorDeps {
  sync: (full: boolean) => Promise<{ ok: true; value: SyncState } | { ok: false; error: Failure }>;
  /** Every link of the account's mirror, or (`newest` > 0) only its `newest` newest: a bounded read. */
  read: (account: string, newest?: number) => Promise<StoredLink[]>;
  /** `changes`: the links put or removed, when the notice names them (the store's, not a sync page's). */
  listen: (listener: (state: SyncState, changes?: LinkChanges) => void) => () => void;
  /** The account's first page as the popup reads it (one storage read): rows before the mirror is read. */
  head: () => Promise<LinkHead | null>;
  /** Calls `listener` when the accounts or settings changed (the current account may be another). */
  configurationChanged?: (listener: () => void) => () => void;
}

/** Rows read before the whole mirror: a tall side panel's worth. */
export const FIRST_SCREEN = 30;

/**
 * Runs `then` once what was rendered is painted: the frame that shows the first rows, then a task
 * after it (the whole read never delays that frame); at most 100 ms (a hidden page has no frames).
 */
function afterPaint(then: () => void) {
  let runs = 0;
  const once = () => runs++ || then();
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}

/** The page's whole-mirror reads wait for this: opened once the first rows are painted (or there were none to show). */
let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));

export const realMirrorDeps: MirrorDeps = {
  sync: (full) => send({ type: 'syncLinks', ...(full ? { full } : {}) }),
  // The IndexedDB reader is loaded when first needed (after the first rows, or without a head once
  // the sync named the account): not part of the page's first load.
  read: (account, newest) => import('../../platform/account-db/read').then((m) => m.readAccountLinks(account, newest)),
  listen: onLinksChanged,
  head: readStoredHead,
  configurationChanged: onConfigurationChanged,
};

export interface Mirror {
  /** The account (link store fingerprint) the links shown belong to: what requests on them name. */
  account: string | null;
  links: StoredLink[];
  state: SyncState | null;
  /** The sync could not even start (no key, no background). */
  error: Failure | null;
  /** The mirror was read at least once. */
  loaded: boolean;
  /** Only the head's first links are shown yet (the mirror is being read or built). */
  partial: boolean;
  /** Sync again (`full`: a full pass, noticing deletions made elsewhere). */
  resync: (full?: boolean) => void;
  /** Links the service deleted: gone from the page before the next read confirms it. */
  removeLocally: (ids: readonly string[]) => void;
  /** A link edited here: shown changed before the next read. */
  putLocally: (link: StoredLink) => void;
}

/** `links` with the changes applied: a link put replaces the one with its id (or joins), a removed one goes. */
export function applyChanges(links: StoredLink[], { put, removed }: LinkChanges): StoredLink[] {
  if (!put.length && !removed.length) return links;
  const replaced = new Map(put.map((l) => [l.id, l]));
  const gone = new Set(removed);
  const kept = links
    .filter((l) => !gone.has(l.id))
    .map((l) => {
      const next = replaced.get(l.id);
      if (next) replaced.delete(l.id);
      return next ?? l;
    });
  return replaced.size ? [...kept, ...[...replaced.values()].filter((l) => !gone.has(l.id))] : kept;
}

/**
 * A mirror reader that never runs two reads at once, and reads once more if asked during one. While
 * a sync runs, notices come with every page: reads are spaced (at least `minGapMs`, and ten times
 * the last read's length), so reading 10,000 links again and again never slows the sync down.
 */
export function createReader(
  read: (account: string) => Promise<StoredLink[]>,
  apply: (links: StoredLink[], account: string) => void,
  { minGapMs = 4000, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
) {
  let running = false;
  let again: string | null = null;
  let urgent = false;
  let wake: (() => void) | null = null;
  return async function readNow(account: string, { soon = false } = {}): Promise<void> {
    if (soon) urgent = true;
    if (running) {
      again = account;
      if (soon) wake?.();
      return;
    }
    running = true;
    try {
      let next: string | null = account;
      while (next !== null) {
        again = null;
        urgent = false;
        const started = clock.now();
        const links = await read(next).catch(() => null);
        if (links) apply(links, next);
        if (again !== null && !urgent) {
          const gap = Math.max(minGapMs, 10 * (clock.now() - started));
          await new Promise<void>((resolve) => {
            wake = resolve;
            void wait(gap).then(resolve);
          });
          wake = null;
        }
        next = again;
      }
    } finally {
      running = false;
    }
  };
}

/**
 * What a sync state does to the page showing `shown`'s links: only the background's answer to the
 * page's own sync request (`fromReply`) names the current account and may switch it; a notice
 * naming another account (its sync still finishing after a switch), or any notice before the page
 * knows its account, is not this page's.
 */
export function followAccount(shown: string | null, named: string, fromReply: boolean): 'same' | 'switch' | 'ignore' {
  if (shown === named) return 'same';
  return fromReply ? 'switch' : 'ignore';
}

/**
 * `first`: the head read the page started in its first script turn (./first-rows.ts). When it has
 * answered by the first render, its rows are in that render (partial); otherwise its answer is
 * awaited as a read made here would be.
 */
export function useMirror(deps: MirrorDeps = realMirrorDeps, first?: FirstRows): Mirror {
  // The head as known at the first render, when it has links to show.
  const [initial] = useState(() => (first?.value?.links.length ? first.value : null));
  const [links, setLinks] = useState<StoredLink[]>(() => initial?.links ?? []);
  // Read by the notices' handler, which outlives renders.
  const shownNone = useRef(links.length === 0);
  shownNone.current = links.length === 0;
  const [state, setState] = useState<SyncState | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [loaded, setLoaded] = useState(false);
  const account = useRef<string | null>(initial?.account ?? null);
  // Rows from the head until the mirror answers; an empty mirror (not built yet) does not hide them.
  const provisional = useRef(initial !== null);
  const [partial, setPartial] = useState(initial !== null);
  // The whole mirror answered once: first rows are never shown over it.
  const answered = useRef(false);
  // Changes told while the current read runs: it may have read the mirror before them.
  const sinceRead = useRef<LinkChanges[]>([]);
  const reading = useRef(false);
  const reader = useRef(
    createReader(
      (a) =>
        gate.then(() => {
          sinceRead.current = [];
          reading.current = true;
          return deps.read(a).finally(() => (reading.current = false));
        }),
      (l, from) => {
        if ((account.current ?? from) !== from) return; // an account switched from meanwhile
        answered.current = true;
        if (l.length || !provisional.current) {
          provisional.current = false;
          setPartial(false);
          setLinks(sinceRead.current.reduce(applyChanges, l));
        }
        setLoaded(true);
      },
    ),
  );

  const [shownAccount, setShownAccount] = useState<string | null>(account.current);
  // The first rows: shown as partial, then the whole mirror read after they are painted.
  const started = useRef(initial !== null);
  const showFirst = useCallback((forAccount: string, first: StoredLink[]) => {
    if (first.length && (account.current ?? forAccount) === forAccount && !answered.current) {
      account.current = forAccount;
      setShownAccount(forAccount);
      provisional.current = true;
      setPartial(true);
      setLinks(first);
      afterPaint(openGate);
    } else openGate();
  }, []);

  /** `current`: the background's answer to this page's sync request, which names the current account. */
  const take = useCallback((next: SyncState, current: boolean, changes?: LinkChanges) => {
    const step = followAccount(account.current, next.account, current);
    if (step === 'ignore') return;
    if (step === 'switch' && account.current !== null) {
      provisional.current = false;
      answered.current = false;
      setPartial(false);
      setLinks([]); // another account: nothing of the old one shown
    }
    account.current = next.account;
    setShownAccount(next.account);
    setState(next);
    // No head to show: the mirror's newest links first, with a bounded read.
    if (!started.current) {
      started.current = true;
      void deps.read(next.account, FIRST_SCREEN).then((first) => showFirst(next.account, first));
    }
    // The store named what changed, and the whole mirror is shown: applied here, not read again.
    if (changes && step === 'same' && answered.current && !provisional.current) {
      if (reading.current) sinceRead.current.push(changes);
      setLinks((shown) => applyChanges(shown, changes));
      return;
    }
    // Between pages of a sync, reads are spaced; once it stops, the last read follows at once. So
    // does the read that draws the first links known while the page shows none (a first sync).
    const firstKnown = shownNone.current && next.linksKnown > 0;
    void reader.current(next.account, { soon: next.phase !== 'syncing' || firstKnown });
  }, []);

  const resync = useCallback(
    (full = false) => {
      void deps.sync(full).then((reply) => {
        if (reply.ok) {
          setError(null);
          take(reply.value, true);
        } else setError(reply.error);
      });
    },
    [take],
  );

  // Another account may be current now: the sync's answer says which (and starts its sync).
  useEffect(() => deps.configurationChanged?.(() => resync()), []);

  useEffect(() => {
    const stop = deps.listen((next, changes) => take(next, false, changes));
    // With a head, the sync request (which may start the worker: CPU the first frame needs on a
    // small machine) and the whole read wait until its rows are painted.
    const withHead = (head: LinkHead) => {
      void reader.current(head.account, { soon: true });
      afterPaint(openGate);
      afterPaint(resync);
    };
    // The head's rows were in the first render (effects run once it is painted).
    if (initial) withHead(initial);
    // Otherwise the head (or, without one, the bounded read once the sync's answer names the account).
    else {
      void (first?.promise ?? deps.head()).then((head) => {
        if (!head?.links.length || started.current) return resync();
        started.current = true;
        showFirst(head.account, head.links);
        void reader.current(head.account, { soon: true });
        afterPaint(resync);
      });
    }
    return stop;
  }, []);

  const removeLocally = useCallback((ids: readonly string[]) => {
    const gone = new Set(ids);
    setLinks((current) => current.filter((l) => !gone.has(l.id)));
  }, []);
  const putLocally = useCallback(
    (link: StoredLink) => setLinks((current) => current.map((l) => (l.id === link.id ? link : l))),
    [],
  );

  return { account: shownAccount, links, state, error, loaded, partial, resync, removeLocally, putLocally };
}
