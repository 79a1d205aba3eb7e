/**
 * Shortening, for every surface (popup, context menu, keyboard): one user action makes at most
 * one link. Actions are keyed by an id; a repeat of an action in flight joins it, a repeat of a
 * finished one gets its result, and both survive the worker being stopped (storage.session).
 */
import { browser } from 'wxt/browser';
import type { LinksApi } from '../api/client';
import { fail, ok, type Link, type Result } from '../api/types';
import { sameDestination, updateCache, upsert, loadCache } from '../links/cache';
import { isShortenable } from '../links/shortenable';
import type { Failure, RequestOf, ShortenOutcome } from '../messages/contract';
import { saveSettings } from '../settings/settings';
import { openService } from './service';

type ShortenRequest = Omit<RequestOf<'shorten'>, 'type'>;

interface ActionRecord {
  url: string;
  startedAt: number;
  linkId?: string;
}

const REFUSALS = new Set(['validation', 'unauthorized', 'rate-limited', 'not-found']);
const inFlight = new Map<string, Promise<Result<ShortenOutcome, Failure>>>();

export function shorten(request: ShortenRequest): Promise<Result<ShortenOutcome, Failure>> {
  const running = inFlight.get(request.actionId);
  if (running) return running;
  const job = run(request).finally(() => inFlight.delete(request.actionId));
  inFlight.set(request.actionId, job);
  return job;
}

async function run(request: ShortenRequest): Promise<Result<ShortenOutcome, Failure>> {
  if (!isShortenable(request.url)) return fail({ kind: 'unsupported-url' });
  const [service, earlier] = await Promise.all([openService(), recall(request.actionId)]);
  if (!service.ok) return service;
  const { api, settings } = service.value;

  const cached = earlier?.linkId || request.reuseKnown ? ((await loadCache(settings.serviceUrl))?.links ?? []) : [];
  if (earlier?.linkId) {
    // This action already made its link: answer it again.
    const made = cached.find((l) => l.id === earlier.linkId);
    if (made) return ok({ link: made, reused: true });
  } else if (earlier) {
    // The worker stopped, or the answer was lost, during this action's create: the link may exist.
    // If the service cannot be asked, say so rather than risk a second link.
    const found = await findCreatedSince(api, request.url, earlier.startedAt);
    if (!found.ok) return found;
    if (found.value) {
      await remember(request.actionId, { ...earlier, linkId: found.value.id });
      return finish({ link: found.value, reused: false, recovered: true }, settings.serviceUrl);
    }
  }
  const known = request.reuseKnown && cached.find((l) => sameDestination(l.destination, request.url));
  if (known) return ok({ link: known, reused: true });

  const domain = request.domain?.trim() || settings.defaultDomain || undefined;
  // The record is written beside the request (not before it): a retry, the only reader, comes later.
  const [created] = await Promise.all([
    api.create({ url: request.url, title: request.title?.trim() || undefined, domain }),
    remember(request.actionId, { url: request.url, startedAt: Date.now() - 1000 }),
  ]);
  if (!created.ok) {
    // Only a refusal proves nothing was made; after a timeout or a 5xx the link may exist, and a
    // retry of this action looks for it first.
    if (REFUSALS.has(created.error.kind)) await forget(request.actionId);
    return created;
  }
  // From here on a retry of this action answers this link (until this lands, it finds it on the service).
  void remember(request.actionId, { url: request.url, startedAt: Date.now(), linkId: created.value.id });
  const chosen = request.domain?.trim();
  if (chosen) void saveSettings({ recentDomains: [chosen, ...settings.recentDomains.filter((d) => d !== chosen)].slice(0, 5) });
  return finish(await withBackHalf(api, created.value, request.backHalf), settings.serviceUrl);
}

/** A custom back half is an update right after the create; a refusal keeps the link and says why. */
async function withBackHalf(api: LinksApi, link: Link, wanted: string | undefined): Promise<ShortenOutcome> {
  const backHalf = wanted?.trim();
  if (!backHalf || backHalf === link.backHalf) return { link, reused: false };
  const renamed = await api.update(link.id, { backHalf });
  return renamed.ok ? { link: renamed.value, reused: false } : { link, reused: false, backHalfError: renamed.error };
}

/** The answer goes out at once; the cache write follows (queued, see updateCache). */
function finish(outcome: ShortenOutcome, serviceUrl: string): Result<ShortenOutcome, Failure> {
  void updateCache(serviceUrl, (links) => upsert(links, outcome.link), 1);
  return ok(outcome);
}

async function findCreatedSince(api: LinksApi, url: string, since: number): Promise<Result<Link | null>> {
  const page = await api.list(1, 30);
  if (!page.ok) return page;
  return ok(page.value.links.find((l) => sameDestination(l.destination, url) && (l.createdAt ?? 0) >= since - 60_000) ?? null);
}

/** One storage.session item per action, so concurrent actions never overwrite each other's records. */
const actionKey = (actionId: string) => `shorten:${actionId}`;

async function recall(actionId: string): Promise<ActionRecord | undefined> {
  return (await browser.storage.session.get(actionKey(actionId)))[actionKey(actionId)] as ActionRecord | undefined;
}

async function remember(actionId: string, record: ActionRecord): Promise<void> {
  await browser.storage.session.set({ [actionKey(actionId)]: record });
}

async function forget(actionId: string): Promise<void> {
  await browser.storage.session.remove(actionKey(actionId));
}
