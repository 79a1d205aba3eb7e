/**
 * Shortening, for every surface (popup, context menu, keyboard): one user action makes at most
 * one link, and a page the account already shortened gets that link back unless the user asks
 * for a new one. Actions are keyed by an id; a repeat of an action in flight joins it, and both
 * survive the worker being stopped and the browser quitting: each action's intent is in its
 * account's journal before its request leaves (./journal.ts).
 */
import { fail, ok, type Link, type Result } from '../../shared/types';
import { checkBackHalf, checkDomain, inputProblemMessage, type InputProblem } from '../../shared/links/input';
import { destinationKey, sameDestination, type StoredLink } from '../../shared/links/head';
import { exposureOf } from '../../shared/links/exposure';
import { isShortenable } from '../../shared/links/shortenable';
import type { Failure, RequestOf, ShortenOutcome } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { madeFor, unfinished, type JournalEntry } from './journal';
import { recover } from './recover';
import { storageFailure } from './storage-failure';
import { openService, openServiceOf, serviceFor, type Configuration, type Service } from '../service';
import { wantedUpdates, withUpdates } from './create-updates';
import { clock } from '../../shared/time/clock';
import { joinsRecent } from '../../shared/settings/private-window';

/**
 * The background's own callers only: `groupId`, a list's chosen group (null: none) instead of the
 * default group; `account`, the account the action is for (`account-changed` once another is current).
 */
type ShortenRequest = Omit<RequestOf<'shorten'>, 'type'> & {
  groupId?: string | null;
  account?: string;
  /** A site rule's account (its id in the accounts list), current or not: the link is made there. */
  accountId?: string;
};
type Outcome<T = ShortenOutcome> = Result<T, Failure>;

/**
 * Failures of a request that left which prove nothing was made: the service's own answers. A
 * network failure does not, even when it is then explained (a permission that reads as missing
 * may be a browser quitting under the request).
 */
const REFUSALS = new Set(['validation', 'unauthorized', 'rate-limited', 'not-found', 'refused', 'invalid-key']);
/** Actions in flight, by id. */
const inFlight = new Map<string, Promise<Outcome>>();
/** Actions that may reuse a known link, one at a time per destination: two presses, one link. */
const lanes = new Map<string, Promise<unknown>>();
/** Actions that entered a lane so far, every destination: a lookup made ahead holds while it is unchanged. */
let laneEntries = 0;

/**
 * "Already shortened?" asked before the action itself, beside the work that comes first (the
 * popup's opening: the canonical read; docs/benchmark.md, "copied").
 * The action uses the answer only when no action entered a lane between this lookup and its own
 * entry, and none was in its destination's lane when the lookup began: then no link for the
 * destination can have been in the making while it looked, and two presses still make one link.
 */
export interface LookAhead {
  key: string;
  entries: number;
  found: Promise<{ account: string; link: StoredLink | null } | null>;
}

export function lookAhead(url: string, configuration?: Configuration): LookAhead | null {
  const key = destinationKey(url);
  if (lanes.has(key)) return null;
  const found = openService(configuration)
    .then(async (service) => {
      if (!service.ok) return null;
      const { api, store } = service.value;
      // The permission its create will need, asked beside the lookup (the action reads the same configuration).
      void api.reachable();
      return { account: store.account, link: await store.findByDestination(url, api.get) };
    })
    .catch(() => null);
  return { key, entries: laneEntries, found };
}

/** `configuration`: when the caller read it already (one read per action). */
export function shorten(
  request: ShortenRequest,
  ahead?: LookAhead | null,
  configuration?: Configuration,
): Promise<Outcome> {
  const running = inFlight.get(request.actionId);
  if (running) return running;
  const key = destinationKey(request.url);
  const early = ahead && ahead.key === key && ahead.entries === laneEntries ? ahead.found : null;
  const job = (
    request.reuseKnown ? inLane(key, () => run(request, early, configuration)) : run(request, null, configuration)
  )
    .catch(refusedByStorage)
    .finally(() => inFlight.delete(request.actionId));
  inFlight.set(request.actionId, job);
  return job;
}

/** The account's database failed (a full disk, out of reach): said so, never thrown at the caller; nothing was sent after it. */
function refusedByStorage(error: unknown): Outcome {
  const failure = storageFailure(error);
  if (failure) return fail(failure);
  throw error;
}

function inLane<T>(key: string, task: () => Promise<T>): Promise<T> {
  laneEntries++;
  const job = (lanes.get(key) ?? Promise.resolve()).then(task, task);
  lanes.set(key, job);
  void job.finally(() => lanes.get(key) === job && lanes.delete(key)).catch(() => undefined);
  return job;
}

async function run(
  request: ShortenRequest,
  early: LookAhead['found'] | null,
  configuration?: Configuration,
): Promise<Outcome> {
  if (!isShortenable(request.url)) return fail({ kind: 'unsupported-url' });
  const exposure = exposureOf(request.url);
  if (exposure?.kind === 'credentials') return fail({ kind: 'credentials-in-url' });
  const refused = refuseInput({
    domain: checkDomain(request.domain ?? ''),
    backHalf: checkBackHalf(request.backHalf ?? ''),
  });
  if (refused) return refused;
  const service = request.accountId
    ? await openServiceOf(request.accountId, configuration)
    : await serviceFor(request.account, configuration);
  if (!service.ok) return service;
  // The permission a create needs, asked now: it runs beside the journal's read and the lookups.
  void service.value.api.reachable();
  const { store } = service.value;
  const records = await store.journal();
  const earlier = records.get(request.actionId);
  void store.sweep(records).catch(() => undefined);

  if (request.abandonUnconfirmed) await abandonUnfinished(records, store, request.url, request.actionId);
  if (earlier) {
    // This action was interrupted (or its answer lost): its link, or "cannot tell". Never a
    // second create on its own while the lag may hide its link: only the user's "make a new one
    // anyway" (a new action) does that. Long after, a read without it proves none was made.
    const found = await settle(service.value, records, request.actionId, earlier);
    if (found) return found;
  }
  if (request.reuseKnown) {
    const ahead = await early;
    const known =
      ahead?.account === store.account ? ahead.link : await store.findByDestination(request.url, service.value.api.get);
    if (known) return ok({ link: known, reused: true });
    const other = await madeFor(records, request.url, request.actionId, store.deleted);
    if (other?.[1].link && other[1].doneAt !== undefined) {
      const link = await journaledLink(service.value, other[1].link, request.url);
      if (link) return link.ok ? ok({ link: link.value, reused: true }) : link;
    } else if (other) {
      const found = await settle(service.value, records, ...other);
      if (found) return found.ok ? ok({ ...found.value, reused: true, recovered: false }) : found;
    }
  }
  // A link already made for a local address was asked for once; a new one is sent only when asked for now.
  if (exposure?.kind === 'private' && !request.privateConfirmed)
    return fail({ kind: 'private-address', host: exposure.host });
  return create(service.value, request);
}

/**
 * An earlier, interrupted try: its link (remembered as made), why it cannot tell, or null when
 * it long ended and made none (its record goes: the caller may make a link).
 */
async function settle(
  service: Service,
  records: Map<string, JournalEntry>,
  actionId: string,
  record: JournalEntry,
): Promise<Outcome | null> {
  const { store } = service;
  const gone = await store.deleted();
  // Its link was deleted here since: it no longer exists (no need to ask a replica that may lag).
  if (record.link && gone.has(record.link.id)) return fail({ kind: 'not-found' });
  const found = await recover(service.api, record, linksOfOthers(records, actionId));
  if (!found.ok) return found;
  if (!found.value) return store.forget(actionId).then(() => null);
  // Made, then deleted here since: a replica that still answers it does not bring it back.
  if (gone.has(found.value.id)) return fail({ kind: 'not-found' });
  const entry = { ...record, link: found.value, doneAt: clock.now() };
  records.set(actionId, entry);
  await store.put(found.value, true, [actionId, entry], record.startedAt);
  return ok({ link: found.value, reused: record.link !== undefined, recovered: record.link === undefined });
}

/**
 * A link another action made for this page, known from its journal entry (its write to the links
 * may have failed): confirmed by id as the store confirms what it knows. Null when it is gone or
 * goes elsewhere now; the failure ("cannot tell") when the service cannot be asked: the journal's
 * word alone never hands a link out, it may have been deleted since.
 */
async function journaledLink({ api, store }: Service, known: Link, url: string): Promise<Outcome<Link> | null> {
  const sentAt = clock.now();
  const current = await api.get(known.id);
  if (!current.ok) {
    if (current.error.kind !== 'not-found') return current;
    await store.bury([known.id]);
    return null;
  }
  if (!sameDestination(current.value.destination, url)) return null;
  await store.put(current.value, true, undefined, sentAt);
  return ok(current.value);
}

/** The links other actions are known to have made: none of them is this action's. */
function linksOfOthers(records: Map<string, JournalEntry>, actionId: string): Set<string> {
  return new Set([...records].flatMap(([id, r]) => (id !== actionId && r.link ? [r.link.id] : [])));
}

/** "Make a new one anyway": the unconfirmed actions for this page are finished, and no later action looks for their link. */
async function abandonUnfinished(
  records: Map<string, JournalEntry>,
  store: Service['store'],
  url: string,
  except: string,
): Promise<void> {
  for (let other = unfinished(records, url, except); other; other = unfinished(records, url, except)) {
    const [id, record] = other;
    const done = { ...record, doneAt: clock.now(), abandoned: true };
    records.set(id, done);
    await store.remember(id, done);
  }
}

async function create(service: Service, request: ShortenRequest): Promise<Outcome> {
  const { api, settings, store } = service;
  const { account } = store;
  const domain = request.domain?.trim() || settings.defaultDomain || undefined;
  const record: JournalEntry = { account, url: request.url, startedAt: clock.now() };
  // The intent is in the journal before the request leaves (when its turn under the pace comes: an
  // action stopped while it waited sent nothing, and is simply sent when resumed). A journal that
  // cannot be written (a full disk) sends nothing.
  let sent = false;
  const created = await api.create({ url: request.url, title: request.title?.trim() || undefined, domain }, () =>
    store.remember(request.actionId, record).then(() => void (sent = true)),
  );
  if (!created.ok) {
    // Not sent (no intent written): nothing to look for. Sent: only a refusal proves nothing was
    // made; after a timeout or a 5xx the link may exist, and a retry of this action looks for it first.
    if (!sent) return created;
    if (REFUSALS.has(created.error.kind)) await store.forget(request.actionId).catch(() => undefined);
    else await store.remember(request.actionId, { ...record, failedAt: clock.now() }).catch(() => undefined);
    return created;
  }
  const link = created.value;
  const updates = wantedUpdates(settings, link, request.backHalf, request.groupId);
  let outcome: ShortenOutcome = { link, reused: false };
  if (Object.keys(updates).length > 0) {
    // While the update is on its way, the journal learns the link: a retry asks for it by id.
    [outcome] = await Promise.all([
      withUpdates(api, link, updates),
      store.remember(request.actionId, { ...record, link }).catch(() => undefined),
    ]);
  }
  // The answer goes out first; the link and its action's outcome follow in one transaction of the
  // account's database (whoever is current by then), and the worker's journal copy once it
  // committed (a repeat waits for it). If that write fails, the intent stays, on disk and in the
  // copy: a retry, a resumed list or the next action for the page looks for the link first.
  const entry: JournalEntry = { ...record, link: outcome.link, doneAt: clock.now() };
  const recent = joinsRecent(settings, request.privateWindow);
  void store.put(outcome.link, true, [request.actionId, entry], record.startedAt, recent).catch(() => undefined);
  return ok(outcome);
}

/** Inputs the service would refuse, refused here before any request, in the extension's field names. */
export function refuseInput(problems: Record<string, InputProblem | null>): Result<never, Failure> | null {
  const fields: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(problems))
    if (problem) fields[field] = [t(inputProblemMessage[problem])];
  const first = Object.values(fields)[0]?.[0];
  return first ? fail({ kind: 'validation', message: first, fields }) : null;
}
