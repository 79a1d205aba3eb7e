import { describe, expect, it } from 'vitest';
import type { Fault } from '../../src/sandbox/faults.ts';
import { DEMO_KEY, startSandbox } from '../../src/sandbox/server.ts';
import { api, createLink, useSandbox } from './helpers.ts';
import { until } from '../support/until';

const ctx = useSandbox();
const list = () => api(ctx.sb, '/api/v1/links');

describe('fault kinds', () => {
  it.each<[string, Fault, number, string | null, (body: any) => void]>([
    [
      'status json',
      { kind: 'status', status: 500 },
      500,
      'application/json',
      (b) => expect(b).toEqual({ message: 'Server Error' }),
    ],
    [
      'status html',
      { kind: 'status', status: 502, format: 'html' },
      502,
      'text/html',
      (b) => expect(b).toMatch(/Bad Gateway/),
    ],
    ['status empty', { kind: 'status', status: 503, format: 'empty' }, 503, null, (b) => expect(b).toBe('')],
    ['malformed', { kind: 'malformed' }, 200, 'application/json', (b) => expect(() => JSON.parse(b)).toThrow()],
    ['html', { kind: 'html' }, 200, 'text/html', (b) => expect(b).toMatch(/^<!DOCTYPE html>/)],
    ['html with status', { kind: 'html', status: 504 }, 504, 'text/html', (b) => expect(b).toMatch(/Gateway Timeout/)],
    ['notEnvelope', { kind: 'notEnvelope' }, 200, 'application/json', (b) => expect(b).toEqual({ hello: 'world' })],
    [
      'errorEnvelope',
      { kind: 'errorEnvelope' },
      200,
      'application/json',
      (b) => expect(b).toEqual({ status: 'error', message: 'Something failed', details: {} }),
    ],
    [
      'rateLimit',
      { kind: 'rateLimit', retryAfter: 7 },
      429,
      'application/json',
      (b) => expect(b).toEqual({ message: 'Too Many Attempts.' }),
    ],
  ])('%s', async (_, fault, status, type, check) => {
    ctx.sb.addFault({ ...fault, times: 1 });
    const res = await list();
    expect(res.status).toBe(status);
    if (type) expect(res.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
    check(res.body);
    if (fault.kind === 'rateLimit') expect(res.headers.get('retry-after')).toBe('7');
    expect((await list()).status).toBe(200); // times: 1 → spent
  });

  it('latency delays the normal answer', async () => {
    ctx.sb.addFault({ kind: 'latency', latencyMs: 300, times: 1 });
    const start = Date.now();
    const res = await list();
    expect(Date.now() - start).toBeGreaterThanOrEqual(290);
    expect(res.body.status).toBe('success');
  });

  it('drop destroys the connection without an answer', async () => {
    ctx.sb.addFault({ kind: 'drop', times: 1 });
    await expect(list()).rejects.toThrow();
    expect((await list()).status).toBe(200);
  });

  it('redirect sends a 302 to the given absolute URL', async () => {
    ctx.sb.addFault({ kind: 'redirect', location: 'http://127.0.0.1:1/elsewhere', times: 1 });
    const res = await list();
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:1/elsewhere');
  });

  it('hostile fills a well-formed envelope with dangerous and wrongly typed links', async () => {
    ctx.sb.addFault({ kind: 'hostile', times: 1 });
    const res = await list();
    expect(res.body.status).toBe('success');
    const links: any[] = res.body.data.links;
    const titles = links.map((l) => l?.title);
    expect(titles).toContain('<img src=x onerror=alert(1)>');
    expect(titles.some((t) => typeof t === 'string' && t.includes('<script>'))).toBe(true);
    expect(titles.some((t) => typeof t === 'string' && t.length === 10_000)).toBe(true);
    expect(titles.some((t) => t !== null && typeof t === 'object')).toBe(true);
    expect(links.map((l) => l?.original_link)).toEqual(
      expect.arrayContaining(['javascript:alert(1)', expect.stringMatching(/^data:text\/html,/)]),
    );
    expect(links.some((l) => typeof l?.id === 'number')).toBe(true);
    expect(links.some((l) => l && !('domain' in l))).toBe(true);
    expect(links.some((l) => l && l.group === null)).toBe(true);
  });
});

describe('fault queue', () => {
  it('applies faults in order, each for its number of requests', async () => {
    ctx.sb.addFault({ kind: 'status', status: 500, times: 2 });
    ctx.sb.addFault({ kind: 'status', status: 503, times: 1 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await list()).status);
    expect(statuses).toEqual([500, 500, 503, 200]);
  });

  it('matches method and path glob, leaving other requests alone', async () => {
    const link = await createLink(ctx.sb);
    ctx.sb.addFault({ kind: 'status', status: 500, method: 'patch', path: '/api/v1/links/*' });
    expect((await list()).status).toBe(200);
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`)).status).toBe(200);
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(500);
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(500);
    ctx.sb.clearFaults();
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { title: 'x' } })).status).toBe(200);
  });

  it.each<[string, Fault, number]>([
    ['before (default): nothing is created', { kind: 'drop', method: 'POST' }, 0],
    ['after: the link is created, only the answer is lost', { kind: 'drop', method: 'POST', when: 'after' }, 1],
    ['after with a 500', { kind: 'status', status: 500, method: 'POST', when: 'after' }, 1],
    ['rateLimit ignores after and never creates', { kind: 'rateLimit', method: 'POST', when: 'after' }, 0],
  ])('%s', async (_, fault, created) => {
    ctx.sb.addFault({ ...fault, times: 1 });
    await api(ctx.sb, '/api/v1/links', { method: 'POST', body: { link: 'https://example.com/' } }).catch(
      () => undefined,
    );
    expect(ctx.sb.store.count(DEMO_KEY)).toBe(created);
    expect(ctx.sb.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(ctx.sb.requests[0]?.fault).toBe(fault.kind);
  });

  it('rejects invalid faults', () => {
    expect(() => ctx.sb.addFault({ kind: 'status' })).toThrow(/needs status/);
    expect(() => ctx.sb.addFault({ kind: 'redirect', location: '/relative' })).toThrow(/absolute/);
    expect(() => ctx.sb.addFault({ kind: 'nope' } as unknown as Fault)).toThrow(/kind must be/);
  });

  it('close() ends promptly even with a keep-alive connection and a request stuck in latency', async () => {
    const sb = await startSandbox();
    await fetch(`${sb.url}/__sandbox/health`); // leaves a keep-alive socket open
    sb.addFault({ kind: 'latency', latencyMs: 60_000 });
    const pending = fetch(`${sb.url}/api/v1/links`).catch((err: unknown) => err);
    await until(
      () => sb.requests.length,
      (n) => n === 1,
    ); // the request is in, held by the latency
    const start = Date.now();
    await sb.close();
    expect(Date.now() - start).toBeLessThan(5_000); // far below the 60 s the request would hang
    expect(await pending).toBeInstanceOf(Error);
  });
});
