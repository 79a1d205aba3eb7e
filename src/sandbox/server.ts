/**
 * The sandbox server: a local fake of the PrettyURL links API on 127.0.0.1, with request
 * recording, fault injection and a control API under `/__sandbox/` for tests in other processes.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { answersNormally, createFaults, DEFAULT_LAG_MS, faultReply, processedAtArrival } from './faults.ts';
import type { Fault, FaultOutcome } from './faults.ts';
import { createControl } from './control.ts';
import { createHolds } from './holds.ts';
import type { ReleaseFilter } from './holds.ts';
import { json } from './reply.ts';
import type { Reply } from './reply.ts';
import { createRequestLog } from './request-log.ts';
import type { RecordedRequest, WaitOptions } from './request-log.ts';
import { createRoutes } from './routes.ts';
import type { ApiRequest } from './routes.ts';
import { createStore } from './store.ts';
import { isOwnHost } from './host-check.ts';
import type { Store } from './store-types.ts';

export type { Fault, FaultKind } from './faults.ts';
export type { ReleaseFilter } from './holds.ts';
export type { RecordedRequest, WaitOptions } from './request-log.ts';
export type { Group, Link } from './store-types.ts';

/** The API key the sandbox accepts when none are configured. */
export const DEMO_KEY = 'demo-key-0123456789abcdef';

/** Short domains known by default; the first is the default domain. */
export const DEFAULT_DOMAINS = ['zd.lc', 'prty.link', 'go.example'];

/** Options of {@link startSandbox}. */
export interface SandboxOptions {
  /** Port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Accepted API keys (default: [DEMO_KEY]). */
  keys?: string[];
  /** JSON file to load from and save to after every change. */
  dataFile?: string;
  /** Requests per second per key; absent/0 = unlimited (the real service allows 50). */
  rateLimitPerSecond?: number;
  /** Known short domains (default DEFAULT_DOMAINS); the first is the default. */
  domains?: string[];
  /**
   * Close every connection after its answer (default: keep-alive, like a real server). Browsers
   * silently re-send a request whose reused connection drops before any answer, so a test of a
   * dropped answer needs fresh connections to see what the extension itself does.
   */
  closeConnections?: boolean;
  /** Links to create for the first key at start, when it has none yet. */
  seed?: number;
}

/** A running sandbox. */
export interface Sandbox {
  /** Base URL, e.g. `http://127.0.0.1:54321`. */
  url: string;
  port: number;
  keys: string[];
  store: Store;
  /** Every API request, recorded at arrival (held ones included); the same array until close. */
  requests: RecordedRequest[];
  addFault(fault: Fault): void;
  clearFaults(): void;
  /**
   * Sends the answers held by 'hold' faults that `filter` selects (default: all, oldest first);
   * returns how many. Those processed at release ('when: before') are processed before it returns.
   */
  release(filter?: ReleaseFilter): number;
  /** Closes the held requests' connections unanswered, as a browser that quit under them; returns how many. */
  drop(filter?: ReleaseFilter): number;
  /** The requests whose answer a 'hold' fault is holding, oldest first. */
  held(): RecordedRequest[];
  /**
   * Resolves once `count` (default 1) recorded requests match, counting those already recorded;
   * rejects after `timeoutMs` (default 10 s) listing what was recorded.
   */
  waitForRequest(match: (r: RecordedRequest) => boolean, opts?: WaitOptions): Promise<RecordedRequest[]>;
  /** Empties the store, the recorded requests, the faults and the throttle windows; drops held answers. */
  reset(): void;
  /** Requests per second per key, or null for unlimited. */
  setRateLimit(perSecond: number | null): void;
  /** Stops listening and closes every connection, keep-alive ones included. */
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseLoose(raw: string): unknown {
  if (raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { ...reply.headers, 'content-length': Buffer.byteLength(reply.body) });
  res.end(reply.body);
}

/** Answers a sandbox bug with a 500 that names it (or cuts the connection if it is too late). */
function fail(res: ServerResponse, err: unknown): void {
  if (res.destroyed) return;
  if (!res.headersSent) send(res, json(500, { message: 'Server Error', sandbox: String(err) }));
  else res.destroy();
}

/** A delay that does not keep the process alive by itself. */
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms).unref());

/** Starts a sandbox on 127.0.0.1 and resolves once it listens. */
export async function startSandbox(opts: SandboxOptions = {}): Promise<Sandbox> {
  const keys = opts.keys?.length ? [...opts.keys] : [DEMO_KEY];
  const domains = opts.domains?.length ? opts.domains : DEFAULT_DOMAINS;
  const store = createStore({ dataFile: opts.dataFile });
  const routes = createRoutes({ store, keys, domains, rateLimitPerSecond: opts.rateLimitPerSecond });
  const faults = createFaults();
  const log = createRequestLog();
  const holds = createHolds();
  const sockets = new Set<Socket>();
  let closing = false;
  const firstKey = keys[0] ?? DEMO_KEY;
  if (opts.seed && store.count(firstKey) === 0) store.seed(firstKey, opts.seed, domains[0]);

  const reset = (): void => {
    holds.dropAll();
    store.reset();
    log.clear();
    faults.clear();
    routes.resetLimits();
  };

  const control = createControl({ keys, domains, firstKey, store, routes, faults, log, holds, reset });

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!isOwnHost(req.headers.host, req.socket.localPort ?? 0)) {
      req.resume();
      return send(res, json(421, { ok: false, error: 'this server answers only 127.0.0.1 and localhost' }));
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    const rawBody = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }

    if (url.pathname.startsWith('/__sandbox/')) {
      // Mutations need a JSON content type: a web page cannot send that without a CORS preflight.
      if (method !== 'GET' && !/json/i.test(headers['content-type'] ?? '')) {
        return send(res, json(415, { ok: false, error: 'control requests need Content-Type: application/json' }));
      }
      return send(res, control(method, url.pathname, url.searchParams, parseLoose(rawBody)));
    }

    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: parseLoose(rawBody),
      at: Date.now(),
    };
    // Take the fault before recording, so a waiter woken by the record already sees `fault`.
    const fault = faults.take(method, url.pathname);
    if (fault) record.fault = fault.kind;
    log.record(record);
    const apiReq = { method, path: url.pathname, query: url.searchParams, headers, rawBody };
    let dropping = false;
    const drop = (): void => {
      dropping = true;
      req.socket.destroy();
    };
    /** Sends the status line, the headers (full length) and `bytes` of the body, then destroys the socket. */
    const cut = (reply: Reply, bytes: number): void => {
      dropping = true;
      const body = Buffer.from(reply.body).subarray(0, bytes);
      res.writeHead(reply.status, { ...reply.headers, 'content-length': Buffer.byteLength(reply.body) });
      res.flushHeaders();
      // Destroyed once what was written is handed to the OS, so the client has the headers first.
      const socket = req.socket;
      socket.write(body, () => socket.destroy());
    };
    res.on('close', () => {
      if (record.answeredAt !== undefined || dropping || closing) return;
      record.abortedAt = Date.now();
      log.changed();
    });
    const answer = (outcome: FaultOutcome): void => {
      if (outcome !== 'drop' && !('cut' in outcome)) record.status = outcome.status;
      if (res.destroyed) return; // the client gave up or the sandbox closed meanwhile: drop it quietly
      if (outcome === 'drop') return drop();
      if ('cut' in outcome) return cut(outcome.cut, outcome.bytes);
      send(res, outcome);
      record.answeredAt = Date.now();
    };
    if (!fault) return answer(routes.handle(apiReq));

    // 'after': the request is done at once and only the answer is late, held or lost, so a client
    // that gives up meanwhile (or is stopped) still made the change: the case idempotency must
    // survive. A 'latency' or 'lag' read done 'after' is a list read when asked, answered later.
    const done = processedAtArrival(fault) ? processFaulted(fault, apiReq) : undefined;
    const outcome = (): FaultOutcome =>
      faultReply(fault, apiReq, done ?? (answersNormally(fault) ? processFaulted(fault, apiReq) : undefined));
    const delay = fault.latencyMs ?? (fault.kind === 'latency' ? 1000 : 0);
    if (fault.kind === 'hold') {
      holds.hold(record, {
        // Processed (if not yet) even when the client left: the server got the whole request. Without
        // latencyMs, answered at once, so release() has done all it released when it returns.
        release: () => {
          try {
            const ready = outcome();
            if (delay > 0) void sleep(delay).then(() => answer(ready));
            else answer(ready);
          } catch (err) {
            fail(res, err);
          }
        },
        drop,
      });
      return;
    }
    if (delay > 0) await sleep(delay);
    if (res.destroyed) return; // the client gave up or the sandbox closed: a 'before' request is not processed
    answer(outcome());
  };

  /** The normal answer to a faulted request; a 'lag' fault reads from the lagging replica. */
  const processFaulted = (fault: Fault, apiReq: ApiRequest): Reply => {
    const since = Date.now() - (fault.lagMs ?? DEFAULT_LAG_MS);
    if (fault.kind === 'lag') return routes.handle(apiReq, { asOf: since });
    if (fault.kind === 'staleDeletes') return routes.handle(apiReq, { deletesAsOf: since });
    return routes.handle(apiReq);
  };

  const server = createServer((req, res) => {
    if (opts.closeConnections) res.shouldKeepAlive = false;
    onRequest(req, res).catch((err: unknown) => fail(res, err));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    keys,
    store,
    requests: log.requests,
    addFault: (fault) => faults.add(fault),
    clearFaults: () => faults.clear(),
    release: (filter) => holds.release(filter),
    drop: (filter) => holds.drop(filter),
    held: () => holds.held(),
    waitForRequest: (match, waitOpts) => log.waitFor(match, waitOpts),
    reset,
    setRateLimit: (n) => routes.setRateLimit(n),
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        holds.dropAll();
        log.close();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
