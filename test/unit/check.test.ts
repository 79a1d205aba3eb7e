/**
 * The plain checks (src/check.ts) replaced zod/mini in the background (9 kB gzip). The zod schemas
 * they replaced are kept here, word for word, as the reference: on arbitrary and near-miss values,
 * both accept the same values and answer the same data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeWire, errorWire, linkWire } from '../../src/api/schemas';
import { requestSchema } from '../../src/messages/contract';
import { isSettingsPatch } from '../../src/settings/settings';
import { isValidPresetList } from '../../src/links/presets';

const httpUrl = z.url({ protocol: /^https?$/ });
const nonEmpty = z.string().check(z.minLength(1), z.trim());
const maybeString = z.catch(z.optional(z.nullable(z.string())), null);
const groupWire = z.object({ id: z.union([nonEmpty, z.number()]), name: z.string() });
const zodLink = z.object({
  id: nonEmpty,
  title: maybeString,
  domain: maybeString,
  back_half: maybeString,
  short_link: httpUrl,
  original_link: httpUrl,
  group: z.catch(z.optional(z.nullable(groupWire)), null),
  created_at: z.optional(z.unknown()),
  updated_at: z.optional(z.unknown()),
});
const zodEnvelope = z.object({ status: z.literal('success'), message: z.optional(z.unknown()), data: z.record(z.string(), z.unknown()) });
const zodError = z.object({
  status: z.optional(z.unknown()),
  message: z.catch(z.optional(z.string()), undefined),
  errors: z.catch(z.optional(z.record(z.string(), z.union([z.array(z.unknown()), z.string()]))), undefined),
  details: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
});

const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.minLength(1), z.maxLength(200));
const accountId = z.string().check(z.minLength(1), z.maxLength(64));
const zodRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status') }),
  z.object({ type: z.literal('saveSettings'), settings: z.custom(isSettingsPatch), apiKey: z.optional(z.nullable(text(500))) }),
  z.object({ type: z.literal('verify'), serviceUrl: z.optional(text(2000)), apiKey: z.optional(text(500)), accountId: z.optional(accountId) }),
  z.object({ type: z.literal('addAccount'), name: text(200), serviceUrl: text(2000), defaultDomain: z.optional(text(253)), apiKey: text(500) }),
  z.object({
    type: z.literal('updateAccount'),
    id: accountId,
    changes: z.object({
      name: z.optional(text(200)),
      serviceUrl: z.optional(text(2000)),
      defaultDomain: z.optional(text(253)),
      defaultGroupId: z.optional(text(200)),
      apiKey: z.optional(text(500)),
    }),
  }),
  z.object({ type: z.literal('removeAccount'), id: accountId }),
  z.object({ type: z.literal('switchAccount'), id: accountId }),
  z.object({ type: z.literal('listLinks'), page: z.number().check(z.int(), z.positive()), perPage: z.number().check(z.int(), z.positive(), z.maximum(30)) }),
  z.object({
    type: z.literal('shorten'),
    url: text(8000),
    title: z.optional(text(1000)),
    domain: z.optional(text(253)),
    backHalf: z.optional(text(64)),
    actionId: id,
    reuseKnown: z.boolean(),
  }),
  z.object({ type: z.literal('openTab'), actionId: id }),
  z.object({
    type: z.literal('updateLink'),
    id,
    changes: z.object({
      title: z.optional(text(1000)),
      backHalf: z.optional(text(64)),
      destination: z.optional(text(8000)),
      groupId: z.optional(z.nullable(text(200))),
    }),
  }),
  z.object({ type: z.literal('savePresets'), presets: z.custom(isValidPresetList) }),
  z.object({ type: z.literal('choosePreset'), id: z.nullable(text(64)) }),
  z.object({ type: z.literal('linkGroups') }),
  z.object({ type: z.literal('syncLinks'), full: z.optional(z.boolean()) }),
  z.object({ type: z.literal('deleteLinks'), ids: z.array(id).check(z.minLength(1), z.maxLength(10_000)) }),
]);

/** Both accept, with equal data, or both refuse. */
/** Whether a value holds an own `__proto__` key anywhere (as JSON.parse makes one). */
function hasProtoKey(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  return Object.hasOwn(v, '__proto__') || Object.values(v).some(hasProtoKey);
}

function same(zod: { safeParse(v: unknown): { success: boolean; data?: unknown } }, ours: { safeParse(v: unknown): { success: boolean; data?: unknown } }, v: unknown) {
  // Here the two differ on purpose: zod's record assigns a `__proto__` key (and so drops it or
  // sets the prototype); ours keeps it as a plain key (tested on its own below).
  if (hasProtoKey(v)) return;
  const a = zod.safeParse(v);
  const b = ours.safeParse(v);
  expect(b.success, JSON.stringify(v)).toBe(a.success);
  if (a.success) expect(b.data).toStrictEqual(a.data);
}

const runs = { numRuns: 2000 };
/** Values near the edges: odd numbers, strings with spaces, URLs good and bad. */
const edgy = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, 30, 31, -0, NaN, Infinity, 2 ** 53, '', ' ', ' x ', 'a', null, undefined, true, [], {}),
  fc.constantFrom('https://zd.lc/a', ' http://x.y/ ', 'http:x.y', 'HTTPS://X.Y', 'ftp://x.y', 'https://a\tb.c/\n', 'https://a.b/\rc', 'https://', 'javascript:alert(1)'),
  fc.string({ maxLength: 70 }),
  fc.integer(),
  fc.double(),
);
const member = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), edgy, { maxKeys: keys.length });

describe('the plain checks answer as the zod schemas they replaced', () => {
  it('links', () => {
    const keys = ['id', 'title', 'domain', 'back_half', 'short_link', 'original_link', 'created_at', 'updated_at', 'extra'];
    const group = fc.oneof(edgy, fc.record({ id: edgy, name: edgy }, { requiredKeys: [] }));
    fc.assert(fc.property(member(keys), group, fc.jsonValue(), (m, g, any) => {
      same(zodLink, linkWire, { ...m, group: g });
      same(zodLink, linkWire, { id: 'x', short_link: 'https://a.b/c', original_link: 'http://d.e', ...m, group: g });
      same(zodLink, linkWire, any);
    }), runs);
  });

  it('envelopes and error bodies', () => {
    const value = fc.oneof(edgy, fc.jsonValue(), fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(edgy, fc.array(edgy, { maxLength: 3 }))));
    fc.assert(fc.property(fc.record({ status: fc.oneof(fc.constant('success'), edgy), message: value, data: value, errors: value, details: value }, { requiredKeys: [] }), (v) => {
      same(zodEnvelope, envelopeWire, v);
      same(zodError, errorWire, v);
    }), runs);
  });

  it('keeps a `__proto__` key from JSON as a plain key, the prototype untouched', () => {
    const body = JSON.parse('{"errors": {"__proto__": "taken", "backHalf": ["taken too"]}}');
    const read = errorWire.safeParse(body);
    if (!read.success) throw new Error('the error body did not parse');
    const errors = read.data.errors!;
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.hasOwn(errors, '__proto__')).toBe(true);
    expect(Object.keys(errors)).toEqual(['__proto__', 'backHalf']);
  });

  it('requests of every type', () => {
    const types = zodRequest.def.options.map((o) => (o.def.shape.type as z.ZodMiniLiteral<string>).def.values[0] as string);
    const keys = ['settings', 'apiKey', 'serviceUrl', 'accountId', 'name', 'defaultDomain', 'id', 'page', 'perPage', 'url', 'title', 'domain', 'backHalf', 'actionId', 'reuseKnown', 'tabId', 'presets', 'full', 'ids', 'changes'];
    const nested = fc.oneof(
      edgy,
      member(['name', 'serviceUrl', 'title', 'backHalf', 'destination', 'groupId', 'apiKey']),
      fc.array(edgy, { maxLength: 3 }),
      fc.constant([]),
      fc.constant({ autoCopy: true }),
      fc.constant({ autoCopy: 'yes' }),
    );
    const request = fc.record({ type: fc.oneof(fc.constantFrom(...types), edgy), more: fc.dictionary(fc.constantFrom(...keys), fc.oneof(edgy, nested)) });
    fc.assert(fc.property(request, ({ type, more }) => {
      same(zodRequest, requestSchema, { ...more, type });
    }), { numRuns: 5000 });
    for (const type of types) same(zodRequest, requestSchema, { type });
    same(zodRequest, requestSchema, { type: 'shorten', url: 'https://a.b', actionId: 'x', reuseKnown: false, extra: 1 });
    same(zodRequest, requestSchema, { type: 'listLinks', page: 1, perPage: 30 });
    same(zodRequest, requestSchema, { type: 'listLinks', page: 1, perPage: 31 });
    same(zodRequest, requestSchema, { type: 'deleteLinks', ids: ['a', 'b'] });
  });
});
