/**
 * HTTP behaviour of the sandbox, modelled on how the real (Laravel) PrettyURL service answers.
 * Pure request → reply logic: no sockets here (server.ts does the I/O, faults.ts the sabotage).
 *
 * Order of checks, as in Laravel: route match (404/405) → Accept (302 to /login) → auth (401)
 * → throttle (429) → body parse (400) → model lookup (404) → validation (422) → action.
 */
import { html, json, success } from './reply.ts';
import type { Reply } from './reply.ts';
import type { Link, LinkPatch, Store, StoreReads } from './store-types.ts';
import { checkTitle, intParam, invalid, isHttpUrl, normalize, parseBody } from './validation.ts';
import type { Errors } from './validation.ts';

/** A request as the routes see it. */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  rawBody: string;
}

/** Options of {@link createRoutes}. */
export interface RoutesOptions {
  store: Store;
  keys: string[];
  /** Known short domains; the first one is the default. */
  domains: string[];
  /** Requests per second per key; null/undefined/0 = unlimited. */
  rateLimitPerSecond?: number | null;
}

/** How to answer one request. */
export interface HandleOptions {
  /**
   * Answer reads (GET) from a replica that has applied only the writes up to this time (ms), as
   * a lagging read replica would; writes always go to the primary.
   */
  asOf?: number;
  /** Answer reads as if the deletions made after this time (ms) had not happened yet. */
  deletesAsOf?: number;
}

/** The route handler plus its mutable settings. */
export interface Routes {
  handle(req: ApiRequest, opts?: HandleOptions): Reply;
  setRateLimit(perSecond: number | null): void;
  /** Forgets the throttle windows. */
  resetLimits(): void;
}

function notFound(id: string): Reply {
  return json(404, { message: `No query results for model [App\\Models\\Link] ${id}` });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const ROUTES: { pattern: RegExp; methods: string[] }[] = [
  { pattern: /^\/api\/v1\/links\/?$/, methods: ['GET', 'POST'] },
  { pattern: /^\/api\/v1\/links\/([^/]+)\/?$/, methods: ['GET', 'PATCH', 'DELETE'] },
];

const LOGIN_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Log in - PrettyURL sandbox</title></head>
<body><h1>Log in</h1><p>This is the sandbox's stand-in for the PrettyURL login page.
An API client only lands here when it forgets <code>Accept: application/json</code>.</p></body></html>`;

/** Builds the request handler for `opts`. */
export function createRoutes(opts: RoutesOptions): Routes {
  const { store } = opts;
  const keys = new Set(opts.keys);
  const domains = opts.domains.map((d) => d.toLowerCase());
  let limit = opts.rateLimitPerSecond || null;
  const windows = new Map<string, { start: number; count: number }>();

  /** Counts the request in the key's 1-second window: the headers to add, or a 429 to answer. */
  const throttle = (key: string): { headers: Record<string, string>; reply?: Reply } => {
    if (!limit) return { headers: {} };
    const now = Date.now();
    const start = now - (now % 1000);
    let w = windows.get(key);
    if (!w || w.start !== start) windows.set(key, (w = { start, count: 0 }));
    if (w.count >= limit) {
      const retry = String(Math.max(1, Math.ceil((start + 1000 - now) / 1000)));
      const headers = { 'retry-after': retry, 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': '0' };
      return { headers, reply: json(429, { message: 'Too Many Attempts.' }, headers) };
    }
    w.count++;
    return { headers: { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(limit - w.count) } };
  };

  const listLinks = (reads: StoreReads, key: string, req: ApiRequest, headers: Record<string, string>): Reply => {
    const errors: Errors = {};
    const page = intParam(req.query, 'page', 1, Number.MAX_SAFE_INTEGER, errors);
    const perPage = intParam(req.query, 'per_page', 15, 30, errors);
    if (Object.keys(errors).length) return invalid(errors);
    const { links, total } = reads.list(key, page, perPage);
    const pagination = { current_page: page, total_pages: Math.ceil(total / perPage), total, per_page: perPage };
    return success({ links, pagination }, headers);
  };

  const createLink = (key: string, body: Record<string, unknown>, headers: Record<string, string>): Reply => {
    const errors: Errors = {};
    if (body.link === undefined || body.link === null) errors.link = ['The link field is required.'];
    else if (!isHttpUrl(body.link)) errors.link = ['The link field must be a valid URL.'];
    const domain = body.domain ?? domains[0];
    if (typeof domain !== 'string' || !domains.includes(domain.toLowerCase())) {
      errors.domain = ['The selected domain is invalid.'];
    }
    checkTitle(body.title, errors);
    if (Object.keys(errors).length) return invalid(errors);
    const link = store.create(key, {
      link: body.link as string,
      domain: (domain as string).toLowerCase(),
      title: body.title as string | null | undefined,
    });
    return success({ link }, headers);
  };

  const updateLink = (
    key: string,
    link: Link,
    body: Record<string, unknown>,
    headers: Record<string, string>,
  ): Reply => {
    const errors: Errors = {};
    const patch: LinkPatch = {};
    checkTitle(body.title, errors);
    if ('title' in body) patch.title = body.title as string | null;
    if ('group_id' in body) {
      const id = body.group_id;
      if (id !== null && !store.groups(key).some((g) => g.id === id))
        errors.group_id = ['The selected group id is invalid.'];
      else patch.group_id = id as string | null;
    }
    if ('back_half' in body) {
      const v = body.back_half;
      if (v === null) errors.back_half = ['The back half field is required.'];
      else if (typeof v !== 'string') errors.back_half = ['The back half field must be a string.'];
      else if (v.length > 64) errors.back_half = ['The back half field must not be greater than 64 characters.'];
      else if (!/^[A-Za-z0-9_-]+$/.test(v)) errors.back_half = ['The back half field format is invalid.'];
      else if (v !== link.back_half && store.isTaken(link.domain, v)) {
        errors.back_half = ['The back half has already been taken.'];
      } else patch.back_half = v;
    }
    if ('original_url' in body) {
      const v = body.original_url;
      if (v === null) errors.original_url = ['The original url field is required.'];
      else if (!isHttpUrl(v)) errors.original_url = ['The original url field must be a valid URL.'];
      else patch.original_url = v;
    }
    if (Object.keys(errors).length) return invalid(errors);
    const result = store.update(key, link.id, patch);
    if (result === 'not-found') return notFound(link.id);
    if (result === 'back_half') return invalid({ back_half: ['The back half has already been taken.'] });
    if (result === 'group_id') return invalid({ group_id: ['The selected group id is invalid.'] });
    return success({ link: result }, headers);
  };

  const handle = (req: ApiRequest, opts: HandleOptions = {}): Reply => {
    const method = req.method === 'HEAD' ? 'GET' : req.method; // node omits the body of HEAD replies
    if (req.path === '/login' && method === 'GET') return html(200, LOGIN_PAGE);
    const route = ROUTES.find((r) => r.pattern.test(req.path));
    if (!route) {
      const name = req.path.replace(/^\/+/, '');
      return json(404, { status: 'error', message: `The route ${name} could not be found.`, details: {} });
    }
    if (!route.methods.includes(method)) {
      const allowed = route.methods.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
      const message = `The ${req.method} method is not supported for route ${req.path.slice(1)}. Supported methods: ${allowed}.`;
      return json(405, { message }, { allow: allowed });
    }
    if (!/json/i.test(req.headers.accept ?? '')) {
      const location = `http://${req.headers.host ?? '127.0.0.1'}/login`;
      return html(
        302,
        `<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url='${location}'"></head>
<body>Redirecting to <a href="${location}">${location}</a>.</body></html>`,
        { location },
      );
    }
    const key = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    if (key === undefined || !keys.has(key)) return json(401, { message: 'Unauthenticated.' });
    const { headers, reply } = throttle(key);
    if (reply) return reply;

    let body: Record<string, unknown> = {};
    if (method === 'POST' || method === 'PATCH') {
      const parsed = parseBody(req.rawBody, req.headers['content-type'] ?? '');
      if (parsed === 'malformed') return json(400, { message: 'The request body is not valid JSON.' }, headers);
      body = normalize(parsed);
    }
    const reads =
      method !== 'GET'
        ? store
        : opts.asOf !== undefined
          ? store.asOf(opts.asOf)
          : opts.deletesAsOf !== undefined
            ? store.deletesAsOf(opts.deletesAsOf)
            : store;
    const id = route.pattern.exec(req.path)?.[1];
    if (id === undefined)
      return method === 'GET' ? listLinks(reads, key, req, headers) : createLink(key, body, headers);
    const link = reads.get(key, safeDecode(id));
    if (!link) return notFound(safeDecode(id));
    if (method === 'GET') return success({ link }, headers);
    if (method === 'DELETE') return success({ link: store.remove(key, link.id) ?? link }, headers);
    return updateLink(key, link, body, headers);
  };

  return {
    handle,
    setRateLimit(perSecond) {
      limit = perSecond || null;
      windows.clear();
    },
    resetLimits: () => windows.clear(),
  };
}
