import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { api, createLink, useSandbox } from './helpers.ts';

const ctx = useSandbox();
const LARAVEL_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('list', () => {
  it('pages 31 links by the default 15, newest first', async () => {
    const { sb } = ctx;
    for (let i = 1; i <= 31; i++) await createLink(sb, { link: `https://example.com/${i}`, title: `t${i}` });
    const first = await api(sb, '/api/v1/links');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.body.status).toBe('success');
    expect(first.body.message).toBe('API request processed successfully.');
    expect(first.body.data.pagination).toEqual({ current_page: 1, total_pages: 3, total: 31, per_page: 15 });
    expect(first.body.data.links.map((l: any) => l.title).slice(0, 3)).toEqual(['t31', 't30', 't29']);
    const last = await api(sb, '/api/v1/links?page=3');
    expect(last.body.data.links.map((l: any) => l.title)).toEqual(['t1']);
    const max = await api(sb, '/api/v1/links?per_page=30&page=2');
    expect(max.body.data.pagination).toEqual({ current_page: 2, total_pages: 2, total: 31, per_page: 30 });
    expect(max.body.data.links).toHaveLength(1);
  });

  it('returns an empty page past the end', async () => {
    await createLink(ctx.sb);
    const res = await api(ctx.sb, '/api/v1/links?page=9');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      links: [],
      pagination: { current_page: 9, total_pages: 1, total: 1, per_page: 15 },
    });
  });

  it.each([
    ['per_page=31', 'per_page', 'The per page field must not be greater than 30.'],
    ['per_page=0', 'per_page', 'The per page field must be at least 1.'],
    ['per_page=2.5', 'per_page', 'The per page field must be an integer.'],
    ['page=0', 'page', 'The page field must be at least 1.'],
    ['page=abc', 'page', 'The page field must be an integer.'],
  ])('rejects %s with 422', async (query, field, message) => {
    const res = await api(ctx.sb, `/api/v1/links?${query}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message, errors: { [field]: [message] } });
  });

  it('lists only the caller’s links', async () => {
    await createLink(ctx.sb, { link: 'https://example.com/other' }, 'other-key');
    const res = await api(ctx.sb, '/api/v1/links');
    expect(res.body.data.pagination.total).toBe(0);
  });
});

describe('create', () => {
  it('creates on the default domain zd.lc with the exact link shape', async () => {
    const res = await api(ctx.sb, '/api/v1/links', { method: 'POST', body: { link: 'https://example.com/a?b=c' } });
    expect(res.status).toBe(200);
    const link = res.body.data.link;
    expect(Object.keys(link)).toEqual([
      'id',
      'title',
      'domain',
      'group',
      'back_half',
      'short_link',
      'original_link',
      'updated_at',
      'created_at',
    ]);
    expect(link).toMatchObject({
      title: null,
      domain: 'zd.lc',
      group: null,
      original_link: 'https://example.com/a?b=c',
    });
    expect(link.id).toMatch(UUID);
    expect(link.back_half).toMatch(/^[a-zA-Z0-9]{6}$/);
    expect(link.short_link).toBe(`https://zd.lc/${link.back_half}`);
    expect(link.created_at).toMatch(LARAVEL_DATE);
    expect(link.updated_at).toBe(link.created_at);
  });

  it.each([['prty.link'], ['go.example'], ['PRTY.LINK']])('accepts the known domain %s', async (domain) => {
    const link = await createLink(ctx.sb, { link: 'https://example.com/', domain, title: 'T' });
    expect(link.domain).toBe(domain.toLowerCase());
    expect(link.short_link).toBe(`https://${domain.toLowerCase()}/${link.back_half}`);
    expect(link.title).toBe('T');
  });

  it.each([
    [{ domain: 'evil.com', link: 'https://example.com/' }, 'domain', 'The selected domain is invalid.'],
    [{ link: 'not a url' }, 'link', 'The link field must be a valid URL.'],
    [{ link: 'ftp://example.com/file' }, 'link', 'The link field must be a valid URL.'],
    [{ link: 'javascript:alert(1)' }, 'link', 'The link field must be a valid URL.'],
    [{ link: '/relative/path' }, 'link', 'The link field must be a valid URL.'],
    [{}, 'link', 'The link field is required.'],
    [
      { link: 'https://example.com/', title: 'x'.repeat(256) },
      'title',
      'The title field must not be greater than 255 characters.',
    ],
  ])('rejects %j with 422 on %s', async (body, field, message) => {
    const res = await api(ctx.sb, '/api/v1/links', { method: 'POST', body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect(res.body.message).toBe(message);
    expect(ctx.sb.store.count()).toBe(0);
  });

  it('treats an empty domain as the default one', async () => {
    expect((await createLink(ctx.sb, { link: 'https://example.com/', domain: '' })).domain).toBe('zd.lc');
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const res = await api(ctx.sb, '/api/v1/links', { method: 'POST', body: '{"link": "https://x.com",' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });
});

describe('get, update, delete', () => {
  it('gets and deletes one link', async () => {
    const link = await createLink(ctx.sb);
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`)).body.data.link).toEqual(link);
    const del = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(del.body.data.link).toEqual(link);
    expect((await api(ctx.sb, `/api/v1/links/${link.id}`)).status).toBe(404);
  });

  it('updates title, back half and destination, and moves updated_at', async () => {
    const link = await createLink(ctx.sb, { link: 'https://example.com/', domain: 'prty.link' });
    await new Promise((r) => setTimeout(r, 5));
    const body = { title: 'New', back_half: 'my-link_1', original_url: 'https://example.org/new' };
    const res = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body });
    expect(res.status).toBe(200);
    expect(res.body.data.link).toMatchObject({
      id: link.id,
      title: 'New',
      back_half: 'my-link_1',
      short_link: 'https://prty.link/my-link_1',
      original_link: 'https://example.org/new',
      created_at: link.created_at,
    });
    expect(res.body.data.link.updated_at > link.updated_at).toBe(true);
  });

  it('sets and clears a group', async () => {
    const link = await createLink(ctx.sb);
    const [group] = ctx.sb.store.groups(DEMO_KEY);
    const set = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { group_id: group?.id } });
    expect(set.body.data.link.group).toEqual(group);
    const cleared = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body: { group_id: '' } });
    expect(cleared.body.data.link.group).toBeNull();
  });

  it('rejects a back half taken on the same domain, even by another user, but not on another domain', async () => {
    await createLink(ctx.sb, { link: 'https://example.com/', domain: 'zd.lc' }, 'other-key');
    const taken = ctx.sb.store.list('other-key', 1, 1).links[0]?.back_half;
    const mine = await createLink(ctx.sb);
    const res = await api(ctx.sb, `/api/v1/links/${mine.id}`, { method: 'PATCH', body: { back_half: taken } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The back half has already been taken.',
      errors: { back_half: ['The back half has already been taken.'] },
    });
    const both = await api(ctx.sb, `/api/v1/links/${mine.id}`, {
      method: 'PATCH',
      body: { back_half: taken, original_url: 'x' },
    });
    expect(Object.keys(both.body.errors)).toEqual(['back_half', 'original_url']); // all errors at once, as Laravel
    expect(both.body.message).toBe('The back half has already been taken. (and 1 more error)');
    const elsewhere = await createLink(ctx.sb, { link: 'https://example.com/', domain: 'go.example' });
    const ok = await api(ctx.sb, `/api/v1/links/${elsewhere.id}`, { method: 'PATCH', body: { back_half: taken } });
    expect(ok.status).toBe(200);
    const same = await api(ctx.sb, `/api/v1/links/${mine.id}`, {
      method: 'PATCH',
      body: { back_half: mine.back_half },
    });
    expect(same.status).toBe(200);
  });

  it.each([
    [{ back_half: 'has space' }, 'back_half', 'The back half field format is invalid.'],
    [{ back_half: 'a/b' }, 'back_half', 'The back half field format is invalid.'],
    [{ back_half: 'x'.repeat(65) }, 'back_half', 'The back half field must not be greater than 64 characters.'],
    [{ original_url: 'javascript:alert(1)' }, 'original_url', 'The original url field must be a valid URL.'],
    [{ original_url: 'example.com' }, 'original_url', 'The original url field must be a valid URL.'],
    [{ group_id: '9e968c2c-62d3-4d20-8899-6601721f25c6' }, 'group_id', 'The selected group id is invalid.'],
    [{ title: 42 }, 'title', 'The title field must be a string.'],
  ])('rejects the update %j with 422 on %s and changes nothing', async (body, field, message) => {
    const link = await createLink(ctx.sb);
    const res = await api(ctx.sb, `/api/v1/links/${link.id}`, { method: 'PATCH', body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ [field]: [message] });
    expect(ctx.sb.store.get(DEMO_KEY, link.id)).toEqual(link);
  });

  it.each([['GET'], ['PATCH'], ['DELETE']])('answers %s on another user’s link with a Laravel 404', async (method) => {
    const theirs = await createLink(ctx.sb, undefined, 'other-key');
    const res = await api(ctx.sb, `/api/v1/links/${theirs.id}`, {
      method,
      body: method === 'PATCH' ? { title: 'x' } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Link] ${theirs.id}` });
    expect(ctx.sb.store.get('other-key', theirs.id)).toEqual(theirs);
  });
});

describe('protocol', () => {
  it.each([
    ['no key', null],
    ['a wrong key', 'wrong-key'],
  ])('answers 401 with %s', async (_, key) => {
    const res = await api(ctx.sb, '/api/v1/links', { key });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('redirects a request that does not ask for JSON to /login, which serves HTML', async () => {
    const res = await api(ctx.sb, '/api/v1/links', { accept: null });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${ctx.sb.url}/login`);
    const login = await fetch(`${ctx.sb.url}/api/v1/links`); // following the redirect lands on HTML
    expect(login.status).toBe(200);
    expect(login.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await login.text()).toMatch(/<h1>Log in<\/h1>/);
  });

  it('answers an unknown route with the documented error envelope', async () => {
    const res = await api(ctx.sb, '/api/v1/xyz');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'The route api/v1/xyz could not be found.', details: {} });
  });

  it('answers a wrong method with a JSON 405', async () => {
    const res = await api(ctx.sb, '/api/v1/links', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(res.body.message).toMatch(/PUT method is not supported/);
  });

  it('sends no CORS headers', async () => {
    const res = await api(ctx.sb, '/api/v1/links');
    expect([...res.headers.keys()].filter((h) => h.startsWith('access-control'))).toEqual([]);
  });

  it('throttles per key with 429 + Retry-After and creates nothing over the limit', async () => {
    ctx.sb.setRateLimit(3);
    try {
      // Start at the beginning of a 1-second window so all five requests share it.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          api(ctx.sb, '/api/v1/links', { method: 'POST', body: { link: `https://e.com/${i}` } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
      const limited = results.find((r) => r.status === 429);
      expect(limited?.body).toEqual({ message: 'Too Many Attempts.' });
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(ctx.sb.store.count(DEMO_KEY)).toBe(3);
      // The log tells a throttled request from one carried out.
      expect(ctx.sb.requests.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
      expect((await api(ctx.sb, '/api/v1/links', { key: 'other-key' })).status).toBe(200); // per key
      await new Promise((r) => setTimeout(r, 1000));
      expect((await api(ctx.sb, '/api/v1/links')).status).toBe(200);
    } finally {
      ctx.sb.setRateLimit(null);
    }
  });
});

describe('recording and control API', () => {
  it('records every request with lower-cased headers and the parsed body', async () => {
    await createLink(ctx.sb, { link: 'https://example.com/rec', title: 'R' });
    await api(ctx.sb, '/api/v1/links?page=2&per_page=5');
    const [post, list] = ctx.sb.requests;
    expect(ctx.sb.requests).toHaveLength(2);
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/v1/links',
      body: { link: 'https://example.com/rec', title: 'R' },
    });
    expect(post?.headers.authorization).toBe(`Bearer ${DEMO_KEY}`);
    expect(post?.headers['content-type']).toBe('application/json');
    expect(list).toMatchObject({ method: 'GET', query: { page: '2', per_page: '5' }, body: null });
  });

  it('is driven over HTTP: health, seed, faults, requests, reset', async () => {
    const control = (path: string, method = 'GET', body?: unknown) =>
      fetch(ctx.sb.url + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    expect((await control('/__sandbox/health')).body).toMatchObject({ ok: true, links: 0 });
    expect((await control('/__sandbox/seed', 'POST', { key: DEMO_KEY, count: 20 })).body).toMatchObject({ total: 20 });
    expect((await control('/__sandbox/faults', 'POST', { kind: 'bogus' })).status).toBe(400);
    expect((await control('/__sandbox/faults', 'POST', { kind: 'status', status: 503, times: 1 })).status).toBe(200);
    expect((await api(ctx.sb, '/api/v1/links')).status).toBe(503);
    expect((await api(ctx.sb, '/api/v1/links')).body.data.pagination.total).toBe(20);
    const recorded = (await control('/__sandbox/requests')).body.requests;
    expect(recorded.map((r: any) => r.fault ?? null)).toEqual(['status', null]);
    const groups = (await control(`/__sandbox/groups?key=${DEMO_KEY}`)).body.groups;
    expect(groups.map((g: any) => g.name)).toEqual(['Marketing', 'Support', 'Personal']);
    await control('/__sandbox/reset', 'POST');
    expect((await control('/__sandbox/health')).body).toMatchObject({ links: 0, faults: 0 });
    expect(ctx.sb.requests).toEqual([]);
  });

  it('refuses control mutations without a JSON content type (no drive-by from web pages)', async () => {
    const res = await fetch(`${ctx.sb.url}/__sandbox/reset`, { method: 'POST' });
    expect(res.status).toBe(415);
  });
});
