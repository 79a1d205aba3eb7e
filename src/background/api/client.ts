/**
 * The PrettyURL links API: the only code that knows the wire format. Every call resolves to a
 * Result; nothing it returns or throws contains the API key.
 */
import { wire, readFieldMessages, readLink, readLinkPage, readMessage } from './schemas';
import { backoffMs, parseRetryAfter, sleep } from './retry';
import { maskKey } from './mask-key';
import { READ_ATTEMPTS, READ_MAX_WAIT_MS, REQUEST_TIMEOUT_MS } from '../../shared/time/limits';
import {
  fail,
  ok,
  type ApiFailure,
  type Link,
  type LinkChanges,
  type LinkPage,
  type NewLink,
  type Result,
} from '../../shared/types';

export interface LinksApiConfig {
  /** The service's origin, e.g. https://prettyurl.net. The key is sent nowhere else. */
  serviceUrl: string;
  apiKey: string;
  /** Per attempt; below Chrome's 30 s limit on a worker's fetch. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
}

export const MAX_PER_PAGE = 30;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function createLinksApi(config: LinksApiConfig) {
  const origin = new URL(config.serviceUrl).origin;
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const wait = config.wait ?? sleep;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /** One HTTP exchange; the envelope's `data`, or the failure it amounts to. */
  async function once(method: Method, path: string, body?: unknown): Promise<Result<Record<string, unknown>>> {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${config.apiKey}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(origin + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect is never followed: it would carry the key elsewhere, and it means a login page.
        redirect: 'manual',
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      const name = (e as { name?: string } | null)?.name;
      return fail(name === 'TimeoutError' || name === 'AbortError' ? { kind: 'timeout' } : { kind: 'offline' });
    }
    const result = await readResponse(res, config.apiKey);
    return result.ok ? result : fail(scrub(result.error, config.apiKey));
  }

  /**
   * GETs are retried on network errors, 5xx and 429, after the service's `Retry-After` when it sent
   * one; anything else is tried exactly once. A key no header can carry is refused before sending.
   */
  async function request(method: Method, path: string, body?: unknown): Promise<Result<Record<string, unknown>>> {
    if (!HEADER_SAFE_KEY.test(config.apiKey)) return fail({ kind: 'invalid-key' });
    for (let attempt = 1; ; attempt++) {
      const result = await once(method, path, body);
      if (result.ok || method !== 'GET' || attempt >= READ_ATTEMPTS || !isTransient(result.error)) return result;
      const after = 'retryAfterSeconds' in result.error ? result.error.retryAfterSeconds : null;
      const delay = after !== null ? after * 1000 : backoffMs(attempt);
      if (delay > READ_MAX_WAIT_MS) return result;
      await wait(delay);
    }
  }

  const linkOf = (data: Record<string, unknown>): Result<Link> => {
    const link = readLink(data.link);
    return link ? ok(link) : fail({ kind: 'unexpected', reason: 'not-envelope' });
  };
  const then = async <T>(
    p: Promise<Result<Record<string, unknown>>>,
    read: (d: Record<string, unknown>) => Result<T>,
  ) => {
    const r = await p;
    return r.ok ? read(r.value) : r;
  };

  return {
    /**
     * One page of the caller's links, newest first. The list always exists on a PrettyURL service,
     * so a 404 here means the configured address is something else.
     */
    async list(page = 1, perPage = 15): Promise<Result<LinkPage>> {
      const size = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(perPage)));
      const query = `?page=${Math.max(1, Math.floor(page))}&per_page=${size}`;
      const result = await then(request('GET', `/api/v1/links${query}`), (data) => {
        const parsed = readLinkPage(data, { page, perPage: size });
        return parsed ? ok(parsed) : fail({ kind: 'unexpected', reason: 'not-envelope' });
      });
      return !result.ok && isNotFound(result.error) ? fail({ kind: 'not-service' }) : result;
    },
    /** One link by id. */
    get: (id: string) => then(request('GET', `/api/v1/links/${encodeURIComponent(id)}`), linkOf),
    /** Shortens a URL. Never retried: a retry could make a second link. */
    create(input: NewLink) {
      const body: Record<string, string> = { link: input.url };
      if (input.domain) body.domain = input.domain;
      if (input.title) body.title = input.title;
      return then(request('POST', '/api/v1/links', body), linkOf);
    },
    /** Changes a link; only the given members are sent. */
    update(id: string, changes: LinkChanges) {
      const body: Record<string, string | null> = {};
      if (changes.title !== undefined) body.title = changes.title;
      if (changes.backHalf !== undefined) body.back_half = changes.backHalf;
      if (changes.destination !== undefined) body.original_url = changes.destination;
      if (changes.groupId !== undefined) body.group_id = changes.groupId;
      return then(request('PATCH', `/api/v1/links/${encodeURIComponent(id)}`, body), linkOf);
    },
    /** Deletes a link; answers the deleted link. */
    remove: (id: string) => then(request('DELETE', `/api/v1/links/${encodeURIComponent(id)}`), linkOf),
  };
}

export type LinksApi = ReturnType<typeof createLinksApi>;

/** Visible ASCII only: anything else (a pasted non-breaking space, a newline, an emoji) makes fetch throw. */
const HEADER_SAFE_KEY = /^[\x21-\x7e]*$/;

/** A 404, whatever its body (JSON from a Laravel app, or some web server's page). */
function isNotFound(error: ApiFailure): boolean {
  return error.kind === 'not-found' || (error.kind === 'unexpected' && error.status === 404);
}

function isTransient(error: ApiFailure): boolean {
  return (
    error.kind === 'offline' || error.kind === 'server' || error.kind === 'rate-limited' || error.kind === 'timeout'
  );
}

/** Every string of a parsed body (member names too) masked: catches the key however the JSON escaped it. */
function maskDeep(value: unknown, key: string): unknown {
  if (typeof value === 'string') return maskKey(value, key);
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, key));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [maskKey(k, key), maskDeep(v, key)]));
}

/**
 * A service that echoes the key back in a message must not get it shown or logged. The body is
 * masked raw and once parsed, before any message is cleaned or cut to length (./schemas.ts),
 * ignoring invisible characters inside the key; this last pass, after cleaning and cutting, is
 * one more look at what is shown.
 */
function scrub(error: ApiFailure, key: string): ApiFailure {
  const mask = (text: string) => maskKey(text, key);
  if (error.kind === 'validation') {
    const fields = Object.fromEntries(Object.entries(error.fields).map(([f, list]) => [f, list?.map(mask)]));
    return { ...error, message: mask(error.message), fields };
  }
  return 'message' in error && error.message ? { ...error, message: mask(error.message) } : error;
}

/** A 4xx with no meaning of its own (409, 405, 410...): the service's message is all there is to say. */
function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![400, 401, 403, 404, 422, 429].includes(status);
}

/** Turns any HTTP response into the envelope's data or a typed failure; nothing of it holds `key`. */
async function readResponse(res: Response, key: string): Promise<Result<Record<string, unknown>>> {
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
    return fail({ kind: 'unexpected', reason: 'redirect', status: res.status || undefined });
  }
  const retryAfterSeconds = parseRetryAfter(res.headers.get('retry-after'));
  let text: string;
  try {
    text = maskKey(await res.text(), key);
  } catch {
    return fail({ kind: 'offline' });
  }
  let json: unknown;
  try {
    json = maskDeep(JSON.parse(text), key);
  } catch {
    if (res.status >= 500) return fail({ kind: 'server', status: res.status, retryAfterSeconds });
    if (isRefusal(res.status) && !text.trim()) return fail({ kind: 'refused', status: res.status, message: '' });
    const html = /^\s*</.test(text) || (res.headers.get('content-type') ?? '').includes('html');
    return fail({ kind: 'unexpected', reason: html ? 'html' : 'not-json', status: res.status });
  }
  const body = wire().error.safeParse(json);
  const info = body.success ? body.data : {};
  const message = readMessage(info.message);
  switch (true) {
    case res.status === 401 || res.status === 403:
      return fail({ kind: 'unauthorized' });
    case res.status === 404:
      return fail({ kind: 'not-found' });
    case res.status === 422 || res.status === 400: {
      const fields = body.success ? readFieldMessages(body.data) : {};
      return fail({ kind: 'validation', message, fields });
    }
    case res.status === 429:
      return fail({ kind: 'rate-limited', retryAfterSeconds });
    case res.status >= 500:
      return fail({ kind: 'server', status: res.status, retryAfterSeconds });
    case isRefusal(res.status):
      return fail({ kind: 'refused', status: res.status, message });
    case !res.ok:
      return fail({ kind: 'unexpected', reason: 'status', status: res.status, message: message || undefined });
  }
  const envelope = wire().envelope.safeParse(json);
  if (envelope.success) return ok(envelope.data.data);
  if (info.status === 'error')
    return fail({ kind: 'unexpected', reason: 'error-status', message: message || undefined });
  return fail({ kind: 'unexpected', reason: 'not-envelope' });
}
