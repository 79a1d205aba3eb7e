/**
 * Fault injection: a queue of faults, each limited to a method, a path pattern and a number of
 * requests. For every request the first matching fault applies and loses one use; spent faults
 * disappear. Faults apply to every path except the control API (`/__sandbox/...`).
 * 'lag' and 'staleDeletes' faults only match reads (GET, HEAD): a replica serves reads, never writes.
 */
import { html, json, success, SUCCESS_MESSAGE } from './reply.ts';
import type { Reply } from './reply.ts';
import { MAX_LAG_MS } from './store.ts';

/** The kinds of sabotage; see {@link Fault}. */
export const FAULT_KINDS = [
  'latency', // only delays (latencyMs), then answers normally
  'status', // an error status (500, 502, 503...) with a JSON, HTML or empty body
  'drop', // destroys the socket without answering
  'malformed', // 200 with truncated, invalid JSON
  'html', // an HTML error page, 200 unless `status` is given
  'notEnvelope', // 200 with valid JSON that is not the envelope
  'errorEnvelope', // 200 with {"status":"error",...}
  'redirect', // 302 (or `status`) to `location`
  'rateLimit', // 429 with Retry-After
  'hostile', // well-formed envelope full of hostile links
  'hold', // the answer waits until the test releases it (server.ts keeps the held answers)
  'lag', // reads answer from a replica lagging lagMs behind the writes
  'cut', // processed, status line and headers sent, then the socket is destroyed before the body ends
  'staleDeletes', // reads still show links deleted less than lagMs ago
] as const;

/** Default `lagMs` of a 'lag' fault. */
export const DEFAULT_LAG_MS = 2000;

/** One kind of fault. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault to inject. Only `kind` is required (plus `status` for 'status', `location` for 'redirect'). */
export interface Fault {
  kind: FaultKind;
  /** Number of matching requests it applies to; absent = until cleared. */
  times?: number;
  /** Matching requests let through untouched before it applies (a fault in the middle of a sync). */
  skip?: number;
  /** Only requests with this method (case-insensitive). */
  method?: string;
  /** Only paths matching this glob, `*` matching anything, e.g. `/api/v1/links/*`. */
  path?: string;
  /** Delay before answering; works with every kind ('latency' does nothing else). */
  latencyMs?: number;
  /**
   * 'before' (default): the request is never processed. 'after': it is processed (a link is really
   * created, updated...) and only the answer is replaced: the "response lost" case.
   * Ignored by 'redirect', 'rateLimit' and 'hostile', which never process the request.
   * For 'latency' and 'lag', 'before' processes the request after the delay and 'after' at
   * arrival (a list read when asked, answered later). For 'hold', 'after' is the default and
   * processes the request at arrival; 'before' processes it when it is released.
   */
  when?: 'before' | 'after';
  /**
   * How far behind the writes the replica of a 'lag' fault is, or how long a deleted link stays
   * visible to a 'staleDeletes' fault, in ms (default 2000).
   */
  lagMs?: number;
  /** Body bytes a 'cut' sends before destroying the socket (default 0: headers only). */
  bytes?: number;
  /** HTTP status for 'status' (required), 'html' (default 200), 'redirect' (default 302). */
  status?: number;
  /** Body of a 'status' fault (default 'json', Laravel's `{"message":"Server Error"}`). */
  format?: 'json' | 'html' | 'empty';
  /** Absolute target of a 'redirect'. */
  location?: string;
  /** Retry-After seconds of a 'rateLimit' (default 1). */
  retryAfter?: number;
  /** Message of an 'errorEnvelope' (default "Something failed"). */
  message?: string;
  /** JSON body of a 'notEnvelope' (default `{"hello":"world"}`). */
  body?: unknown;
}

/** What the server must do for a faulted request: answer, drop the socket, or send `reply` cut short. */
export type FaultOutcome = Reply | 'drop' | { cut: Reply; bytes: number };

/** The runtime-settable fault queue. */
export interface Faults {
  /** Validates and appends a fault; throws on an invalid one. */
  add(fault: Fault): void;
  clear(): void;
  /** The pending faults (with their remaining `times`). */
  list(): Fault[];
  /** The first fault matching the request, consuming one of its uses. */
  take(method: string, path: string): Fault | undefined;
}

/** A path glob, `*` matching anything (slashes included), as a RegExp on the whole path. */
export function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/** Checks a fault from untrusted JSON (the control API); throws an Error naming the problem. */
export function parseFault(value: unknown): Fault {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('a fault must be an object');
  const f = value as Record<string, unknown>;
  if (!FAULT_KINDS.includes(f.kind as FaultKind)) throw new Error(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const int = (name: string, min: number, max: number): void => {
    const v = f[name];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= min && (v as number) <= max)) {
      throw new Error(`${name} must be an integer from ${min} to ${max}`);
    }
  };
  int('times', 1, Number.MAX_SAFE_INTEGER);
  int('skip', 0, Number.MAX_SAFE_INTEGER);
  int('latencyMs', 0, 600_000);
  int('lagMs', 0, MAX_LAG_MS);
  int('bytes', 0, Number.MAX_SAFE_INTEGER);
  int('status', 100, 599);
  int('retryAfter', 0, 86_400);
  for (const name of ['method', 'path', 'location', 'message'] as const) {
    if (f[name] !== undefined && typeof f[name] !== 'string') throw new Error(`${name} must be a string`);
  }
  if (f.when !== undefined && f.when !== 'before' && f.when !== 'after')
    throw new Error('when must be before or after');
  if (f.format !== undefined && !['json', 'html', 'empty'].includes(f.format as string)) {
    throw new Error('format must be json, html or empty');
  }
  if (f.kind === 'status' && f.status === undefined) throw new Error('a status fault needs status');
  if (f.kind === 'redirect' && !/^https?:\/\/./.test((f.location as string | undefined) ?? '')) {
    throw new Error('a redirect fault needs an absolute http(s) location');
  }
  return { ...f } as unknown as Fault;
}

/** Creates an empty fault queue. */
export function createFaults(): Faults {
  let queue: { fault: Fault; path?: RegExp }[] = [];
  return {
    add(fault) {
      const f = parseFault(fault);
      queue.push({ fault: f, path: f.path === undefined ? undefined : globToRegExp(f.path) });
    },
    clear() {
      queue = [];
    },
    list: () => queue.map((q) => ({ ...q.fault })),
    take(method, path) {
      const isRead = method === 'GET' || method === 'HEAD';
      const i = queue.findIndex(
        (q) =>
          (!q.fault.method || q.fault.method.toUpperCase() === method) &&
          (!q.path || q.path.test(path)) &&
          ((q.fault.kind !== 'lag' && q.fault.kind !== 'staleDeletes') || isRead),
      );
      const entry = queue[i];
      if (!entry) return undefined;
      if (entry.fault.skip) {
        entry.fault.skip--; // let through: this request gets no fault at all
        return undefined;
      }
      const fault = { ...entry.fault };
      if (entry.fault.times !== undefined && --entry.fault.times <= 0) queue.splice(i, 1);
      return fault;
    },
  };
}

const STATUS_TEXT: Record<number, string> = {
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

function errorPage(status: number): string {
  const text = STATUS_TEXT[status] ?? 'Error';
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head>` +
    `<body><div class="code">${status}</div><div class="message">${text}</div></body></html>`
  );
}

/** A link in the usual shape, for the hostile list. */
function baseLink(n: number): Record<string, unknown> {
  const at = '2026-11-21T22:41:29.063000Z';
  return {
    id: `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    title: `Hostile ${n}`,
    domain: 'zd.lc',
    group: null,
    back_half: `h${n}`,
    short_link: `https://zd.lc/h${n}`,
    original_link: 'https://example.com/',
    updated_at: at,
    created_at: at,
  };
}

/** Links a robust client must display without harm: markup, script URLs, huge and wrongly typed values. */
export function hostileLinks(): unknown[] {
  return [
    { ...baseLink(1), title: '<img src=x onerror=alert(1)>', original_link: 'javascript:alert(1)' },
    {
      ...baseLink(2),
      title: '<script>alert(document.cookie)</script>',
      original_link: 'data:text/html,<script>alert(1)</script>',
    },
    { ...baseLink(3), title: 'A'.repeat(10_000), original_link: `https://example.com/${'x'.repeat(5_000)}` },
    { ...baseLink(4), id: 12345, title: { en: 'title as an object' }, back_half: 42 },
    { id: '00000000-0000-4000-a000-000000000005', short_link: 'https://zd.lc/missing' }, // members missing
    { ...baseLink(6), title: null, group: null, created_at: 'yesterday', updated_at: null },
    { ...baseLink(7), group: { id: 7, name: '<b onmouseover=alert(1)>Group</b>' }, short_link: 'javascript:alert(2)' },
    {
      ...baseLink(8),
      title: 'RTL \u202Egnp.exe',
      original_link: 'https://exa\u200Bmple.com/\u202Etxt.exe',
      extra: { nested: [1, 2] },
    },
    { ...baseLink(9), back_half: '"><svg onload=alert(1)>', short_link: 'https://zd.lc/"><svg onload=alert(1)>' },
    { ...baseLink(1), title: 'Duplicate id of link 1' },
    null,
    'a string instead of a link',
  ];
}

/** True when the request is processed at arrival, before the fault's delay, hold or answer. */
export function processedAtArrival(fault: Fault): boolean {
  if (fault.kind === 'redirect' || fault.kind === 'rateLimit' || fault.kind === 'hostile') return false;
  if (fault.kind === 'cut') return true; // the point of a cut: the change is made, its answer lost
  return (fault.when ?? (fault.kind === 'hold' ? 'after' : 'before')) === 'after';
}

/** True when the fault's answer is the normal one (only its timing or its data source changes). */
export function answersNormally(fault: Fault): boolean {
  return fault.kind === 'latency' || fault.kind === 'hold' || fault.kind === 'lag' || fault.kind === 'staleDeletes';
}

/** The answer for a faulted request; `real` is the normal answer when the fault applies 'after'. */
export function faultReply(fault: Fault, req: { method: string; path: string }, real?: Reply): FaultOutcome {
  switch (fault.kind) {
    case 'drop':
      return 'drop';
    case 'status': {
      const status = fault.status ?? 500;
      if (fault.format === 'html') return html(status, errorPage(status));
      if (fault.format === 'empty') return { status, headers: {}, body: '' };
      return json(status, { message: STATUS_TEXT[status] ?? 'Server Error' });
    }
    case 'malformed': {
      const full =
        real?.body ?? JSON.stringify({ status: 'success', message: SUCCESS_MESSAGE, data: { links: [{ id: 'x' }] } });
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: full.slice(0, Math.max(1, Math.floor(full.length / 2))),
      };
    }
    case 'html':
      return html(fault.status ?? 200, errorPage(fault.status ?? 500));
    case 'notEnvelope':
      return json(200, fault.body ?? { hello: 'world' });
    case 'errorEnvelope':
      return json(200, { status: 'error', message: fault.message ?? 'Something failed', details: {} });
    case 'redirect': {
      const location = fault.location ?? '/';
      return html(fault.status ?? 302, `Redirecting to <a href="${location}">${location}</a>.`, { location });
    }
    case 'rateLimit':
      return json(429, { message: 'Too Many Attempts.' }, { 'retry-after': String(fault.retryAfter ?? 1) });
    case 'hostile': {
      const links = hostileLinks();
      if (req.method === 'GET' && /^\/api\/v1\/links\/?$/.test(req.path)) {
        return success({ links, pagination: { current_page: 1, total_pages: 1, total: links.length, per_page: 15 } });
      }
      return success({ link: links[0] });
    }
    case 'cut':
      return { cut: real ?? json(500, { message: 'cut fault without a reply' }), bytes: fault.bytes ?? 0 };
    case 'latency':
    case 'hold':
    case 'lag':
    case 'staleDeletes':
      return real ?? json(500, { message: `${fault.kind} fault without a reply` });
  }
}
