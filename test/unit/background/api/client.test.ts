import { describe, expect, it, vi } from 'vitest';
import { createLinksApi } from '../../../../src/background/api/client';
import { startSandbox } from '../../../../src/sandbox/server.ts';
import { creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const sandbox = useSandbox();
const api = (over: Partial<Parameters<typeof createLinksApi>[0]> = {}) =>
  createLinksApi({ serviceUrl: sandbox.current.url, apiKey: DEMO_KEY, wait: async () => {}, ...over });

describe('the API client against the local service', () => {
  it('shortens, lists newest first, updates, gets and deletes', async () => {
    const a = await api().create({ url: 'https://example.com/a', title: 'A' });
    const b = await api().create({ url: 'https://example.com/b', domain: 'prty.link' });
    expect(a.ok && a.value).toMatchObject({ title: 'A', domain: 'zd.lc', destination: 'https://example.com/a' });
    expect(b.ok && b.value.shortLink).toMatch(/^https:\/\/prty\.link\/\w+$/);
    const page = await api().list(1, 15);
    expect(page.ok && page.value.links.map((l) => l.destination)).toEqual([
      'https://example.com/b',
      'https://example.com/a',
    ]);
    expect(page.ok && page.value.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 2, perPage: 15 });
    if (!a.ok) throw new Error('create failed');
    const changed = await api().update(a.value.id, {
      title: 'New',
      backHalf: 'my-half',
      destination: 'https://example.org/',
    });
    expect(changed.ok && changed.value).toMatchObject({
      title: 'New',
      backHalf: 'my-half',
      shortLink: 'https://zd.lc/my-half',
    });
    expect((await api().get(a.value.id)).ok).toBe(true);
    expect((await api().remove(a.value.id)).ok).toBe(true);
    expect(await api().get(a.value.id)).toEqual({ ok: false, error: { kind: 'not-found' } });
  });

  it('sends Accept, Content-Type and the bearer key as the spec says', async () => {
    await api().create({ url: 'https://example.com/' });
    await api().list();
    const [post, get] = sandbox.current.requests;
    expect(post?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${DEMO_KEY}`,
    });
    expect(post?.body).toEqual({ link: 'https://example.com/' });
    expect(get?.headers.accept).toBe('application/json');
    expect(get?.headers['content-type']).toBeUndefined();
  });

  it('pages with per_page at most 30', async () => {
    sandbox.current.store.seed(DEMO_KEY, 31);
    const first = await api().list(1, 100);
    const second = await api().list(2, 30);
    expect(first.ok && first.value.links).toHaveLength(30);
    expect(second.ok && second.value).toMatchObject({
      links: [expect.any(Object)],
      pagination: { currentPage: 2, totalPages: 2, total: 31 },
    });
  });
});

describe('every failure is a typed value produced by the service', () => {
  it('a refused key', async () => {
    expect(await api({ apiKey: 'wrong-key-123456' }).list()).toEqual({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('validation with the service field messages, from errors, by the extension field names', async () => {
    const bad = await api().create({ url: 'notaurl' });
    expect(bad).toEqual({
      ok: false,
      error: { kind: 'validation', message: expect.any(String), fields: { url: [expect.stringMatching(/valid URL/)] } },
    });
    const unknownDomain = await api().create({ url: 'https://example.com', domain: 'nope.example' });
    expect(!unknownDomain.ok && unknownDomain.error).toMatchObject({
      kind: 'validation',
      fields: { domain: [expect.any(String)] },
    });
  });

  it('a taken back half', async () => {
    const a = await api().create({ url: 'https://example.com/1' });
    const b = await api().create({ url: 'https://example.com/2' });
    if (!a.ok || !b.ok) throw new Error('create failed');
    await api().update(a.value.id, { backHalf: 'taken' });
    const clash = await api().update(b.value.id, { backHalf: 'taken' });
    expect(!clash.ok && clash.error).toMatchObject({
      kind: 'validation',
      fields: { backHalf: ['The back half has already been taken.'] },
    });
  });

  it('field messages never carry a wire name', async () => {
    const a = await api().create({ url: 'https://example.com/1' });
    if (!a.ok) throw new Error('create failed');
    const bad = await api().update(a.value.id, {
      backHalf: 'has space',
      destination: 'ftp://x',
      groupId: 'no-such-group',
    });
    expect(!bad.ok && bad.error.kind === 'validation' && Object.keys(bad.error.fields).sort()).toEqual([
      'backHalf',
      'destination',
      'groupId',
    ]);
  });

  it('rate limited, with the wait; a POST is not retried', async () => {
    sandbox.current.addFault({ kind: 'rateLimit', retryAfter: 20, method: 'POST' });
    expect(await api().create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'rate-limited', retryAfterSeconds: 20 },
    });
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(sandbox.current.store.list(DEMO_KEY, 1, 15).total).toBe(0);
  });

  it('a GET waits for Retry-After, then succeeds', async () => {
    sandbox.current.addFault({ kind: 'rateLimit', retryAfter: 2, method: 'GET', times: 1 });
    const wait = vi.fn(async () => {});
    expect((await api({ wait }).list()).ok).toBe(true);
    expect(wait).toHaveBeenCalledWith(2000);
  });

  it('a GET is retried after 5xx and dropped connections, then succeeds', async () => {
    sandbox.current.addFault({ kind: 'status', status: 503, times: 1 });
    sandbox.current.addFault({ kind: 'drop', times: 1 });
    expect((await api().list()).ok).toBe(true);
    expect(sandbox.current.requests).toHaveLength(3);
  });

  it('a server error that lasts; a POST 5xx is tried once', async () => {
    sandbox.current.addFault({ kind: 'status', status: 500 });
    expect(await api().list()).toEqual({ ok: false, error: { kind: 'server', status: 500, retryAfterSeconds: null } });
    expect(sandbox.current.requests).toHaveLength(3);
    expect(await api().create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'server', status: 500, retryAfterSeconds: null },
    });
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('an HTML error page as a server error, and as unexpected with 200', async () => {
    sandbox.current.addFault({ kind: 'status', status: 502, format: 'html', method: 'POST' });
    expect(await api().create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'server', status: 502, retryAfterSeconds: null },
    });
    sandbox.current.addFault({ kind: 'html' });
    expect(await api().list()).toMatchObject({ ok: false, error: { kind: 'unexpected', reason: 'html' } });
  });

  it.each([
    ['malformed', { kind: 'malformed' as const }, 'not-json'],
    ['not the envelope', { kind: 'notEnvelope' as const }, 'not-envelope'],
    ['status: error', { kind: 'errorEnvelope' as const, message: 'Broken' }, 'error-status'],
  ])('unexpected response: %s', async (_, fault, reason) => {
    sandbox.current.addFault(fault);
    expect(await api().list()).toMatchObject({ ok: false, error: { kind: 'unexpected', reason } });
  });

  it('a redirect is not followed, and the key goes nowhere else', async () => {
    const other = await startSandbox();
    try {
      sandbox.current.addFault({ kind: 'redirect', location: `${other.url}/login` });
      expect(await api().list()).toMatchObject({ ok: false, error: { kind: 'unexpected', reason: 'redirect' } });
      expect(other.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('a request without Accept JSON would get the login redirect; ours never does', async () => {
    const res = await fetch(`${sandbox.current.url}/api/v1/links`, {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect((await api().list()).ok).toBe(true);
  });

  it('a timeout on every attempt', async () => {
    sandbox.current.addFault({ kind: 'latency', latencyMs: 400 });
    expect(await api({ timeoutMs: 50 }).list()).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(await api({ timeoutMs: 50 }).create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'timeout' },
    });
  });

  it('offline: nothing listens', async () => {
    const gone = await startSandbox();
    const url = gone.url;
    await gone.close();
    expect(await createLinksApi({ serviceUrl: url, apiKey: DEMO_KEY, wait: async () => {} }).list()).toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
  });

  it('a 404 on one link: not found', async () => {
    const gone = '00000000-0000-0000-0000-000000000000';
    expect(await api().get(gone)).toEqual({ ok: false, error: { kind: 'not-found' } });
    expect(await api().update(gone, { title: 'x' })).toEqual({ ok: false, error: { kind: 'not-found' } });
    expect(await api().remove(gone)).toEqual({ ok: false, error: { kind: 'not-found' } });
  });

  it.each([
    ['a JSON 404', 'json' as const],
    ['a web server 404 page', 'html' as const],
  ])('%s on the list: the address is not the service', async (_, format) => {
    sandbox.current.addFault({ kind: 'status', status: 404, format, method: 'GET', path: '/api/v1/links' });
    expect(await api().list(1, 1)).toEqual({ ok: false, error: { kind: 'not-service' } });
    expect(sandbox.current.requests).toHaveLength(1);
  });

  it('no failure ever holds the key', async () => {
    const results = [];
    for (const fault of [{ kind: 'html' as const }, { kind: 'errorEnvelope' as const, message: `leak ${DEMO_KEY}` }]) {
      sandbox.current.clearFaults();
      sandbox.current.addFault(fault);
      results.push(await api().list());
    }
    // Another key, echoed back: each result is checked for the key that client really sent.
    const other = 'other-key-0000000000009876';
    sandbox.current.clearFaults();
    sandbox.current.addFault({ kind: 'errorEnvelope', message: `leak ${other}` });
    const otherResult = await api({ apiKey: other }).list();
    for (const r of results) expect(JSON.stringify(r)).not.toContain(DEMO_KEY.slice(5));
    expect(sandbox.current.requests.at(-1)?.headers.authorization).toBe(`Bearer ${other}`);
    expect(JSON.stringify(otherResult)).not.toContain(other.slice(5));
  });
});

/** The sandbox's answers, with `Retry-After` added to its 5xx (its status faults send none). */
function withRetryAfter(seconds: string): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (res.status < 500) return res;
    const headers = new Headers(res.headers);
    headers.set('retry-after', seconds);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };
}

/** One canned answer, for bodies the sandbox does not make. */
const answer =
  (status: number, body: string): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('Retry-After on a 5xx', () => {
  it('a GET waits it, then succeeds', async () => {
    sandbox.current.addFault({ kind: 'status', status: 503, times: 1 });
    const wait = vi.fn(async () => {});
    expect((await api({ wait, fetch: withRetryAfter('3') }).list()).ok).toBe(true);
    expect(wait).toHaveBeenCalledExactlyOnceWith(3000);
    expect(sandbox.current.requests).toHaveLength(2);
  });

  it("a wait longer than the client accepts is the caller's: the failure says when", async () => {
    sandbox.current.addFault({ kind: 'status', status: 503 });
    const wait = vi.fn(async () => {});
    expect(await api({ wait, fetch: withRetryAfter('120') }).list()).toEqual({
      ok: false,
      error: { kind: 'server', status: 503, retryAfterSeconds: 120 },
    });
    expect(wait).not.toHaveBeenCalled();
    expect(sandbox.current.requests).toHaveLength(1);
  });

  it('also as an HTTP date, and on an HTML 502 page', async () => {
    sandbox.current.addFault({ kind: 'status', status: 502, format: 'html' });
    const inAMinute = new Date(Date.now() + 60_500).toUTCString();
    const failed = await api({ fetch: withRetryAfter(inAMinute) }).list();
    expect(!failed.ok && failed.error).toMatchObject({
      kind: 'server',
      status: 502,
      retryAfterSeconds: expect.closeTo(60, -1),
    });
  });

  it('a POST is still tried once', async () => {
    sandbox.current.addFault({ kind: 'status', status: 503, method: 'POST' });
    const wait = vi.fn(async () => {});
    expect(await api({ wait, fetch: withRetryAfter('1') }).create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'server', status: 503, retryAfterSeconds: 1 },
    });
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(wait).not.toHaveBeenCalled();
  });
});

describe('any other 4xx: the service refused, in its own words', () => {
  it.each([409, 405, 410, 418])('%i, tried once, even a GET', async (status) => {
    sandbox.current.addFault({ kind: 'status', status });
    expect(await api().list()).toEqual({ ok: false, error: { kind: 'refused', status, message: 'Server Error' } });
    expect(await api().create({ url: 'https://example.com' })).toMatchObject({
      ok: false,
      error: { kind: 'refused', status },
    });
    expect(sandbox.current.requests).toHaveLength(2);
  });

  it('no message: an empty one, for the page to word', async () => {
    sandbox.current.addFault({ kind: 'status', status: 409, format: 'empty' });
    expect(await api().create({ url: 'https://example.com' })).toEqual({
      ok: false,
      error: { kind: 'refused', status: 409, message: '' },
    });
    expect(await api({ fetch: answer(409, '{"status":"error","details":{}}') }).list()).toEqual({
      ok: false,
      error: { kind: 'refused', status: 409, message: '' },
    });
  });

  it('the message cleaned of controls and bidi overrides, and bounded', async () => {
    const body = (message: string) => JSON.stringify({ status: 'error', message, details: {} });
    const hostile = await api({ fetch: answer(409, body('Link \u202Eexe.txt\u0007 exists')) }).list();
    expect(hostile).toEqual({ ok: false, error: { kind: 'refused', status: 409, message: 'Link exe.txt exists' } });
    const huge = await api({ fetch: answer(409, body('A'.repeat(10_000))) }).list();
    expect(!huge.ok && huge.error.kind === 'refused' && huge.error.message).toHaveLength(300);
  });

  it('a message that echoes the key is masked', async () => {
    const echoed = await api({ fetch: answer(409, JSON.stringify({ message: `key ${DEMO_KEY} in use` })) }).list();
    expect(echoed).toEqual({ ok: false, error: { kind: 'refused', status: 409, message: 'key ••• in use' } });
  });

  /** The key's every piece of four characters or more: none may be left in what the client answers. */
  const pieces = (key: string) =>
    Array.from({ length: key.length - 3 }, (_, i) => key.slice(i)).flatMap((tail) =>
      Array.from({ length: tail.length - 3 }, (_, j) => tail.slice(0, j + 4)),
    );
  // Read as a person would: format characters (zero-width, soft hyphen, bidi) are invisible.
  const leaks = (result: unknown, key: string) =>
    pieces(key).filter(
      (p) =>
        p.length >= 8 &&
        JSON.stringify(result)
          .replace(/\p{Cf}/gu, '')
          .includes(p),
    );

  it.each([
    [
      'at the cut-off of a long message',
      DEMO_KEY,
      (key: string) => JSON.stringify({ message: `${'A'.repeat(300 - 10)}${key}` }),
    ],
    [
      'at the cut-off of a field message',
      DEMO_KEY,
      (key: string) => JSON.stringify({ message: 'no', errors: { link: [`${'B'.repeat(300 - 12)} ${key}`] } }),
    ],
    [
      'with a zero-width space inside it, at the cut-off',
      DEMO_KEY,
      (key: string) => JSON.stringify({ message: `${'A'.repeat(300 - 20)}${key.slice(0, 6)}\u200b${key.slice(6)}` }),
    ],
    [
      'with a soft hyphen inside it',
      DEMO_KEY,
      (key: string) => JSON.stringify({ message: `key ${key.slice(0, 9)}\u00ad${key.slice(9)} in use` }),
    ],
    [
      'with several format characters inside it, in a field message',
      DEMO_KEY,
      (key: string) =>
        JSON.stringify({
          message: 'no',
          errors: { link: [`${key.slice(0, 4)}\u2060${key.slice(4, 12)}\u202e${key.slice(12)}`] },
        }),
    ],
    [
      'with a quote in the key',
      'key-with"quote-123456',
      (key: string) => JSON.stringify({ message: `key ${key} in use` }),
    ],
    [
      'with a backslash in the key',
      'key-with\\back-123456',
      (key: string) => JSON.stringify({ message: `key ${key} in use` }),
    ],
    [
      'with a slash the service escapes',
      'key/with/slash-123456',
      (key: string) => JSON.stringify({ message: `key ${key} in use` }).replaceAll('/', '\\/'),
    ],
    [
      'escaped as \\u sequences',
      'plain-key-1234567890',
      (key: string) =>
        `{"message":"key ${[...key].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')} in use"}`,
    ],
  ])('the key is masked when echoed %s', async (_name, key, body) => {
    const result = await api({ apiKey: key, fetch: answer(409, body(key)) }).list();
    expect(result.ok).toBe(false);
    expect(leaks(result, key)).toEqual([]);
    const field = await api({ apiKey: key, fetch: answer(422, body(key)) }).list();
    expect(leaks(field, key)).toEqual([]);
  });
});

describe('a key no HTTP header can carry', () => {
  it.each([
    ['a non-breaking space', `demo-key\u00a0${DEMO_KEY}`],
    ['a newline', `${DEMO_KEY}\nx`],
    ['an emoji', `${DEMO_KEY}🔑`],
    ['a letter outside ASCII', `${DEMO_KEY}é`],
    ['a space', `${DEMO_KEY} x`],
  ])('%s: refused before any request', async (_, apiKey) => {
    const spy = vi.fn(fetch);
    const client = api({ apiKey, fetch: spy });
    for (const call of [
      client.list(),
      client.get('x'),
      client.create({ url: 'https://example.com' }),
      client.update('x', { title: 't' }),
      client.remove('x'),
    ]) {
      expect(await call).toEqual({ ok: false, error: { kind: 'invalid-key' } });
    }
    expect(spy).not.toHaveBeenCalled();
    expect(sandbox.current.requests).toHaveLength(0);
  });
});
