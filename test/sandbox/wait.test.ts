import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/server.ts';
import type { RecordedRequest } from '../../src/sandbox/server.ts';
import { api, createLink, useSandbox } from './helpers.ts';

const ctx = useSandbox();
const isPost = (r: RecordedRequest): boolean => r.method === 'POST';

describe('waitForRequest', () => {
  it('counts requests already recorded', async () => {
    await createLink(ctx.sb);
    const found = await ctx.sb.waitForRequest(isPost, { timeoutMs: 1 });
    expect(found).toEqual([ctx.sb.requests[0]]);
  });

  it('resolves as soon as the count-th matching request is recorded, with the matches', async () => {
    let resolved = false;
    const waiting = ctx.sb.waitForRequest(isPost, { count: 2 }).then((found) => {
      resolved = true;
      return found;
    });
    await createLink(ctx.sb, { link: 'https://example.com/1' });
    await api(ctx.sb, '/api/v1/links'); // not a match
    expect(resolved).toBe(false);
    await createLink(ctx.sb, { link: 'https://example.com/2' });
    const found = await waiting;
    expect(found.map((r) => (r.body as { link: string }).link)).toEqual([
      'https://example.com/1',
      'https://example.com/2',
    ]);
  });

  it('rejects after timeoutMs, listing what was recorded', async () => {
    await api(ctx.sb, '/api/v1/links?page=2');
    ctx.sb.addFault({ kind: 'status', status: 503, times: 1 });
    await api(ctx.sb, '/api/v1/links');
    const error = await ctx.sb.waitForRequest(isPost, { timeoutMs: 20 }).then(
      () => new Error('resolved'),
      (err: unknown) => err as Error,
    );
    expect(error.message).toMatch(/0 of 1 matching request\(s\) after 20 ms/);
    expect(error.message).toContain('GET /api/v1/links?page=2');
    expect(error.message).toContain('GET /api/v1/links [status]');
  });

  it('rejects a pending wait when the sandbox closes', async () => {
    const sb = await startSandbox();
    const waiting = sb.waitForRequest(isPost).then(
      () => new Error('resolved'),
      (err: unknown) => err as Error,
    );
    await sb.close();
    expect((await waiting).message).toMatch(/closed/);
  });
});

describe('answeredAt', () => {
  it('is set when an answer is sent, and stays unset for a dropped one', async () => {
    await createLink(ctx.sb);
    ctx.sb.addFault({ kind: 'drop', times: 1 });
    await expect(api(ctx.sb, '/api/v1/links')).rejects.toThrow();
    const [created, dropped] = ctx.sb.requests;
    expect(created?.answeredAt).toBeGreaterThanOrEqual(created?.at ?? Infinity);
    expect(dropped).toMatchObject({ fault: 'drop' });
    expect(dropped?.answeredAt).toBeUndefined();
    expect(dropped?.abortedAt).toBeUndefined(); // the sandbox dropped it, the client did not give up
  });
});

describe('latency with when: after', () => {
  it('reads the list when asked and answers it later, without a link created meanwhile', async () => {
    ctx.sb.addFault({ kind: 'latency', latencyMs: 500, when: 'after', method: 'GET', times: 1 });
    const pending = api(ctx.sb, '/api/v1/links');
    await ctx.sb.waitForRequest((r) => r.method === 'GET');
    await createLink(ctx.sb);
    const res = await pending;
    expect(res.body.data.pagination.total).toBe(0);
    const [list, post] = ctx.sb.requests;
    expect(post?.answeredAt).toBeLessThan(list?.answeredAt ?? -Infinity); // the later request answered first
  });
});
