/**
 * The sandbox's log of API requests, and waiting on it: a test can await "the extension sent its
 * second POST" as an event instead of sleeping and hoping.
 */

/** A request as received (control API requests excluded). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Parsed JSON when it parses, else the raw text; null when empty. */
  body: unknown;
  /** Date.now() at arrival. */
  at: number;
  /** Date.now() when the answer was sent; undefined while held, and for good when dropped. */
  answeredAt?: number;
  /**
   * Date.now() when the client closed the connection before getting its answer (it gave up or
   * was stopped); not set when the sandbox dropped the connection itself.
   */
  abortedAt?: number;
  /** Status of the whole answer the service gave (set even when its client had left); unset when dropped or cut. */
  status?: number;
  /** Kind of the fault that was applied, if any. */
  fault?: string;
}

/** Options of {@link RequestLog.waitFor}. */
export interface WaitOptions {
  /** Give up after this many ms (default 10,000). */
  timeoutMs?: number;
  /** How many matching requests to wait for (default 1). */
  count?: number;
}

/** The log: the live array of requests plus a way to wait on it. */
export interface RequestLog {
  /** Every recorded request, oldest first; the same array for the sandbox's whole life. */
  requests: RecordedRequest[];
  /** Appends `request` and wakes the waiters. */
  record(request: RecordedRequest): void;
  /** Wakes the waiters after a recorded request changed (it was aborted). */
  changed(): void;
  /** Forgets the recorded requests (waiters keep waiting for new ones). */
  clear(): void;
  /**
   * Resolves with the matching recorded requests (already recorded ones included) as soon as
   * there are `count` of them; rejects after `timeoutMs` with a list of what was recorded.
   */
  waitFor(match: (r: RecordedRequest) => boolean, opts?: WaitOptions): Promise<RecordedRequest[]>;
  /** Rejects every pending wait (the sandbox is closing). */
  close(): void;
}

/** One line per request, for failure messages: `POST /api/v1/links [hold, held]`. */
export function describeRequests(requests: readonly RecordedRequest[]): string {
  if (requests.length === 0) return '(none)';
  return requests
    .map((r) => {
      const query = new URLSearchParams(r.query).toString();
      const notes = [
        r.fault,
        r.abortedAt !== undefined ? 'aborted' : r.answeredAt === undefined ? 'not answered' : undefined,
      ].filter(Boolean);
      return `${r.method} ${r.path}${query ? `?${query}` : ''}${notes.length ? ` [${notes.join(', ')}]` : ''}`;
    })
    .join('\n  ');
}

/** Creates an empty log. */
export function createRequestLog(): RequestLog {
  const requests: RecordedRequest[] = [];
  const listeners = new Set<() => void>();
  const failers = new Set<(reason: Error) => void>();
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  return {
    requests,
    record(request) {
      requests.push(request);
      notify();
    },
    changed: notify,
    clear() {
      requests.length = 0;
    },
    waitFor(match, opts = {}) {
      const count = opts.count ?? 1;
      const timeoutMs = opts.timeoutMs ?? 10_000;
      return new Promise((resolve, reject) => {
        // Re-reading the whole log keeps it right across clear(); logs in tests are short.
        const check = (): void => {
          let found: RecordedRequest[];
          try {
            found = requests.filter(match);
          } catch (err) {
            return fail(err instanceof Error ? err : new Error(String(err))); // the test's bug, not the server's
          }
          if (found.length < count) return;
          done();
          resolve(found);
        };
        const fail = (reason: Error): void => {
          done();
          reject(reason);
        };
        const timer = setTimeout(() => {
          const found = requests.filter(match).length;
          fail(
            new Error(
              `waitForRequest: ${found} of ${count} matching request(s) after ${timeoutMs} ms; ` +
                `recorded (${requests.length}):\n  ${describeRequests(requests)}`,
            ),
          );
        }, timeoutMs);
        const done = (): void => {
          clearTimeout(timer);
          listeners.delete(check);
          failers.delete(fail);
        };
        listeners.add(check);
        failers.add(fail);
        check();
      });
    },
    close() {
      for (const fail of [...failers]) fail(new Error('waitForRequest: the sandbox was closed'));
    },
  };
}
