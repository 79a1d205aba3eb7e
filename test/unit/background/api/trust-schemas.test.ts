/**
 * The zod schemas at the trust boundaries (the service's JSON: src/background/api/schemas.ts; a page's
 * request: src/shared/messages/contract.ts), on hostile and arbitrary values: every length cap at its
 * edge, nothing thrown, nothing unknown let through, no prototype reached.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DESTINATION_LENGTH, MAX_SHORT_LINK_LENGTH, wire } from '../../../../src/background/api/schemas';
import { requestSchema } from '../../../../src/shared/messages/contract';

const runs = { numRuns: 2000 };
/** Values near the edges: odd numbers, strings with spaces, URLs good and bad. */
const edgy = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    1.5,
    30,
    31,
    -0,
    NaN,
    Infinity,
    2 ** 53,
    '',
    ' ',
    ' x ',
    'a',
    null,
    undefined,
    true,
    [],
    {},
  ),
  fc.constantFrom(
    'https://zd.lc/a',
    ' http://x.y/ ',
    'http:x.y',
    'HTTPS://X.Y',
    'ftp://x.y',
    'https://a\tb.c/\n',
    'https://a.b/\rc',
    'https://',
    'javascript:alert(1)',
  ),
  fc.string({ maxLength: 70 }),
  fc.integer(),
  fc.double(),
);
const member = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), edgy, { maxKeys: keys.length });
const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) => schema.safeParse(v).success;
/** An http(s) URL of exactly `length` characters. */
const urlOf = (length: number, base = 'https://zd.lc/') => base + 'a'.repeat(length - base.length);

describe('a link from the service', () => {
  const link = (over: Record<string, unknown> = {}) => ({
    id: 'x',
    short_link: 'https://zd.lc/a',
    original_link: 'https://example.com/',
    ...over,
  });

  it.each([
    ['an id of 200 characters', { id: 'i'.repeat(200) }, true],
    ['an id of 201 characters', { id: 'i'.repeat(201) }, false],
    ['an id of 201 characters, 200 once trimmed', { id: ` ${'i'.repeat(200)}` }, true],
    ['an empty id', { id: '' }, false],
    ['a numeric id', { id: 42 }, false],
    [`a short link of ${MAX_SHORT_LINK_LENGTH} characters`, { short_link: urlOf(MAX_SHORT_LINK_LENGTH) }, true],
    [
      `a short link of ${MAX_SHORT_LINK_LENGTH + 1} characters`,
      { short_link: urlOf(MAX_SHORT_LINK_LENGTH + 1) },
      false,
    ],
    ['a short link at the cap once trimmed', { short_link: ` ${urlOf(MAX_SHORT_LINK_LENGTH)}\n` }, true],
    [`a destination of ${MAX_DESTINATION_LENGTH} characters`, { original_link: urlOf(MAX_DESTINATION_LENGTH) }, true],
    [
      `a destination of ${MAX_DESTINATION_LENGTH + 1} characters`,
      { original_link: urlOf(MAX_DESTINATION_LENGTH + 1) },
      false,
    ],
    ['a javascript: short link', { short_link: 'javascript:alert(1)//https://x' }, false],
    ['an ftp destination', { original_link: 'ftp://x.y/' }, false],
    ['a scheme without slashes', { original_link: 'http:x.y' }, false],
    ['a relative short link', { short_link: '/abc' }, false],
  ])('%s: accepted %s', (_, over, ok) => {
    expect(accepts(wire().link, link(over))).toBe(ok);
  });

  it('answers URLs trimmed, tabs and newlines removed, and the id trimmed; unknown and absent members left out', () => {
    const read = wire().link.parse(link({ id: ' x ', short_link: ' https://zd.lc/a\tb\n', clicks: 3 }));
    expect(read).toStrictEqual({ id: 'x', short_link: 'https://zd.lc/ab', original_link: 'https://example.com/' });
  });

  it('reads members of a wrong type as absent rather than failing the link', () => {
    const read = wire().link.parse(link({ title: { html: 1 }, domain: 5, back_half: [], group: 'Marketing' }));
    expect(read).toMatchObject({ title: null, domain: null, back_half: null, group: null });
  });

  it('property: what it accepts is a usable link, and it never throws', () => {
    const keys = [
      'id',
      'title',
      'domain',
      'back_half',
      'short_link',
      'original_link',
      'created_at',
      'updated_at',
      'extra',
    ];
    const group = fc.oneof(edgy, fc.record({ id: edgy, name: edgy }, { requiredKeys: [] }));
    const known = new Set([...keys.filter((k) => k !== 'extra'), 'group']);
    fc.assert(
      fc.property(member(keys), group, fc.jsonValue(), (m, g, any) => {
        for (const v of [{ ...m, group: g }, link({ ...m, group: g }), any]) {
          const read = wire().link.safeParse(v);
          if (!read.success) continue;
          const w = read.data;
          // The length is checked before trimming (as it always was): a blank id reads as ''.
          expect(w.id.length).toBeLessThanOrEqual(200);
          expect(w.id).toBe(w.id.trim());
          for (const [url, max] of [
            [w.short_link, MAX_SHORT_LINK_LENGTH],
            [w.original_link, MAX_DESTINATION_LENGTH],
          ] as const) {
            expect(url).toMatch(/^https?:\/\//i);
            expect(url).not.toMatch(/[\t\n\r]/);
            expect(url.length).toBeLessThanOrEqual(max);
          }
          for (const s of [w.title, w.domain, w.back_half]) expect(s == null || typeof s === 'string').toBe(true);
          expect(
            w.group == null || (typeof w.group.name === 'string' && ['string', 'number'].includes(typeof w.group.id)),
          ).toBe(true);
          expect(Object.keys(w).every((k) => known.has(k))).toBe(true);
        }
      }),
      runs,
    );
  });
});

describe('envelopes and error bodies', () => {
  it('the envelope needs status "success" and an object of data', () => {
    expect(accepts(wire().envelope, { status: 'success', data: {} })).toBe(true);
    expect(accepts(wire().envelope, { status: 'success', data: [] })).toBe(false);
    expect(accepts(wire().envelope, { status: 'error', data: {} })).toBe(false);
    expect(accepts(wire().envelope, { status: 'success', data: null })).toBe(false);
  });

  it('an error body reads malformed members as absent', () => {
    expect(wire().error.parse({ status: 'error', message: 5, errors: [1], details: 'x' })).toEqual({
      status: 'error',
      message: undefined,
      errors: undefined,
      details: undefined,
    });
    expect(wire().error.parse({ errors: { a: ['m'], b: 'n' } }).errors).toEqual({ a: ['m'], b: 'n' });
  });

  it('property: never throws; what it accepts has the documented shape', () => {
    const value = fc.oneof(
      edgy,
      fc.jsonValue(),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(edgy, fc.array(edgy, { maxLength: 3 }))),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            status: fc.oneof(fc.constant('success'), edgy),
            message: value,
            data: value,
            errors: value,
            details: value,
          },
          { requiredKeys: [] },
        ),
        (v) => {
          const envelope = wire().envelope.safeParse(v);
          if (envelope.success) {
            expect(envelope.data.status).toBe('success');
            expect(typeof envelope.data.data === 'object' && !Array.isArray(envelope.data.data)).toBe(true);
          }
          const body = wire().error.safeParse(v);
          if (body.success) {
            const { message, errors, details } = body.data;
            expect(message === undefined || typeof message === 'string').toBe(true);
            expect(
              errors === undefined || Object.values(errors).every((e) => typeof e === 'string' || Array.isArray(e)),
            ).toBe(true);
            expect(details === undefined || (typeof details === 'object' && !Array.isArray(details))).toBe(true);
          }
        },
      ),
      runs,
    );
  });

  it('a `__proto__` key from JSON reaches no prototype: zod leaves it out, the other keys read', () => {
    for (const value of ['"taken"', '["taken"]', '{"polluted": true}']) {
      const body = JSON.parse(
        `{"errors": {"__proto__": ${value}, "backHalf": ["taken too"]}, "details": {"__proto__": ${value}}}`,
      );
      const read = wire().error.parse(body);
      for (const record of [read.errors!, read.details!]) {
        expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
        expect(Object.hasOwn(record, '__proto__')).toBe(false);
      }
      expect(Object.keys(read.errors!)).toEqual(['backHalf']);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});

describe('a request from a page', () => {
  const types = requestSchema.def.options.map((o) => o.def.shape.type.def.values[0] as string);

  it.each([
    [{ type: 'listLinks', page: 1, perPage: 30 }, true],
    [{ type: 'listLinks', page: 1, perPage: 31 }, false],
    [{ type: 'listLinks', page: 0, perPage: 15 }, false],
    [{ type: 'listLinks', page: 1.5, perPage: 15 }, false],
    [{ type: 'listLinks', page: 2 ** 53, perPage: 15 }, false],
    [{ type: 'listLinks', page: Infinity, perPage: 15 }, false],
    [{ type: 'openTab', actionId: 'a'.repeat(200) }, true],
    [{ type: 'openTab', actionId: 'a'.repeat(201) }, false],
    [{ type: 'openTab', actionId: '' }, false],
    [{ type: 'switchAccount', id: 'a'.repeat(64) }, true],
    [{ type: 'switchAccount', id: 'a'.repeat(65) }, false],
    [{ type: 'shorten', url: 'u'.repeat(8000), actionId: 'x', reuseKnown: false }, true],
    [{ type: 'shorten', url: 'u'.repeat(8001), actionId: 'x', reuseKnown: false }, false],
    [{ type: 'shorten', url: 'https://a.b', actionId: 'x' }, false],
    [{ type: 'shorten', url: 'https://a.b', actionId: 'x', reuseKnown: false, backHalf: 'b'.repeat(65) }, false],
    [{ type: 'deleteLinks', ids: [], account: 'acct' }, false],
    [{ type: 'deleteLinks', ids: Array.from({ length: 10_000 }, (_, i) => `${i}`), account: 'acct' }, true],
    [{ type: 'deleteLinks', ids: Array.from({ length: 10_001 }, (_, i) => `${i}`), account: 'acct' }, false],
    [{ type: 'deleteLinks', ids: ['a'], account: '' }, false],
    [{ type: 'deleteLinks', ids: ['a'] }, false],
    [{ type: 'updateLink', id: 'x', changes: { groupId: null }, account: 'acct' }, true],
    [{ type: 'updateLink', id: 'x', changes: { groupId: null } }, false],
    [{ type: 'updateLink', id: 'x', changes: { destination: 'd'.repeat(8001) }, account: 'acct' }, false],
    [{ type: 'bulkStart', account: 'acct', addresses: ['https://a.b'], confirmed: [], presetId: null }, true],
    [{ type: 'bulkStart', addresses: ['https://a.b'], confirmed: [], presetId: null }, false],
    [{ type: 'bulkCancel', account: 'acct' }, true],
    [{ type: 'bulkCancel' }, false],
    [{ type: 'bulkStatus', account: 'acct' }, true],
    [{ type: 'bulkStatus' }, false],
    [{ type: 'bulkStatus', account: 'a'.repeat(65) }, false],
    [{ type: 'updateAccount', id: 'a', changes: { apiKey: null } }, true],
    [{ type: 'saveSettings', settings: { autoCopy: true }, apiKey: null }, true],
    [{ type: 'saveSettings', settings: { autoCopy: 'yes' } }, false],
    [{ type: 'addAccount', name: '', serviceUrl: 'https://s', apiKey: 'k'.repeat(501) }, false],
    [{ type: 'choosePreset', id: null }, true],
    [{ type: 'unknown' }, false],
    [{}, false],
  ])('%j: accepted %s', (request, ok) => {
    expect(accepts(requestSchema, request)).toBe(ok);
  });

  it('drops members it does not know', () => {
    expect(
      requestSchema.parse({ type: 'shorten', url: 'https://a.b', actionId: 'x', reuseKnown: false, extra: 1 }),
    ).toEqual({ type: 'shorten', url: 'https://a.b', actionId: 'x', reuseKnown: false });
  });

  it('property: never throws; what it accepts is a known type with only known members', () => {
    const keys = [
      'settings',
      'apiKey',
      'serviceUrl',
      'accountId',
      'name',
      'defaultDomain',
      'id',
      'page',
      'perPage',
      'url',
      'title',
      'domain',
      'backHalf',
      'actionId',
      'reuseKnown',
      'tabId',
      'presets',
      'full',
      'ids',
      'changes',
      'account',
    ];
    const nested = fc.oneof(
      edgy,
      member(['name', 'serviceUrl', 'title', 'backHalf', 'destination', 'groupId', 'apiKey']),
      fc.array(edgy, { maxLength: 3 }),
      fc.constant([]),
      fc.constant({ autoCopy: true }),
      fc.constant({ autoCopy: 'yes' }),
    );
    const shapes = new Map(
      requestSchema.def.options.map((o) => [
        o.def.shape.type.def.values[0] as string,
        new Set(Object.keys(o.def.shape)),
      ]),
    );
    const request = fc.record({
      type: fc.oneof(fc.constantFrom(...types), edgy),
      more: fc.dictionary(fc.constantFrom(...keys), fc.oneof(edgy, nested)),
    });
    fc.assert(
      fc.property(request, ({ type, more }) => {
        const read = requestSchema.safeParse({ ...more, type });
        if (!read.success) return;
        expect(types).toContain(read.data.type);
        expect(Object.keys(read.data).every((k) => shapes.get(read.data.type)!.has(k))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
