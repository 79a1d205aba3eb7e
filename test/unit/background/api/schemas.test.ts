import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseServiceDate } from '../../../../src/background/api/dates';
import { readFieldMessages, readLink, readLinkPage, wire } from '../../../../src/background/api/schemas';

const wireLink = (over: Record<string, unknown> = {}) => ({
  id: '9e968c2c-62d3-4d20-8899-6601721f25c6',
  title: 'Hello',
  domain: 'zd.lc',
  group: { id: 'g1', name: 'Marketing', created_at: '2026-11-21T22:41:29.063000Z' },
  back_half: 'abc123',
  short_link: 'https://zd.lc/abc123',
  original_link: 'https://example.com/page',
  updated_at: '2026-11-21T22:41:29.063000Z',
  created_at: '2026-11-21 22:41:29',
  ...over,
});

describe('reading a link', () => {
  it('reads the documented shape, with unknown members ignored', () => {
    expect(readLink(wireLink({ clicks: 5 }))).toEqual({
      id: '9e968c2c-62d3-4d20-8899-6601721f25c6',
      title: 'Hello',
      domain: 'zd.lc',
      backHalf: 'abc123',
      shortLink: 'https://zd.lc/abc123',
      destination: 'https://example.com/page',
      group: { id: 'g1', name: 'Marketing' },
      createdAt: Date.UTC(2026, 10, 21, 22, 41, 29),
      updatedAt: Date.UTC(2026, 10, 21, 22, 41, 29, 63),
    });
  });

  it.each([
    ['title null', { title: null }, { title: '' }],
    ['title absent', { title: undefined }, { title: '' }],
    ['title of a wrong type', { title: { html: 1 } }, { title: '' }],
    ['group null', { group: null }, { group: null }],
    ['group absent', { group: undefined }, { group: null }],
    ['group malformed', { group: 'Marketing' }, { group: null }],
    ['domain absent: from the short link', { domain: undefined }, { domain: 'zd.lc' }],
    ['back half absent: from the short link', { back_half: null }, { backHalf: 'abc123' }],
    ['an unreadable date', { created_at: 'yesterday' }, { createdAt: null }],
    ['bidi overrides and controls in a title', { title: 'RTL \u202Egnp.exe\u0007' }, { title: 'RTL gnp.exe' }],
    ['a 10,000-character title', { title: 'A'.repeat(10_000) }, { title: 'A'.repeat(500) }],
  ])('is liberal: %s', (_, over, expected) => {
    expect(readLink(wireLink(over))).toMatchObject(expected);
  });

  it.each([
    ['an empty id', { id: '' }],
    ['a numeric id', { id: 42 }],
    ['no id', { id: undefined }],
    ['a javascript: destination', { original_link: 'javascript:alert(1)' }],
    ['a data: destination', { original_link: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative short link', { short_link: '/abc' }],
    ['a javascript: short link', { short_link: 'javascript:alert(1)//https://x' }],
    [
      'a short link over 2,048 characters',
      { short_link: `https://zd.lc/${'a'.repeat(2049 - 'https://zd.lc/'.length)}` },
    ],
    [
      'a destination over 8,192 characters',
      { original_link: `https://example.com/${'a'.repeat(8193 - 'https://example.com/'.length)}` },
    ],
    ['an id over 200 characters', { id: 'i'.repeat(201) }],
  ])('is strict: refuses %s', (_, over) => {
    expect(readLink(wireLink(over))).toBeNull();
  });

  it('takes links up to the caps: a short link of 2,048 characters, a destination of 8,192, an id of 200', () => {
    const short = `https://zd.lc/${'a'.repeat(2048 - 'https://zd.lc/'.length)}`;
    const destination = `https://example.com/${'b'.repeat(8192 - 'https://example.com/'.length)}`;
    expect(readLink(wireLink({ short_link: short, original_link: destination, id: 'i'.repeat(200) }))).toMatchObject({
      shortLink: short,
      destination,
      id: 'i'.repeat(200),
    });
  });
});

describe('reading a page', () => {
  it('leaves out and counts bad items', () => {
    const page = readLinkPage(
      {
        links: [wireLink(), { id: 1 }, 'x', wireLink({ id: 'b' })],
        pagination: { current_page: 1, total_pages: 1, total: 4, per_page: 15 },
      },
      { page: 1, perPage: 15 },
    );
    expect(page?.links.map((l) => l.id)).toEqual(['9e968c2c-62d3-4d20-8899-6601721f25c6', 'b']);
    expect(page?.skipped).toBe(2);
  });

  it('leaves out an over-long link like any malformed one', () => {
    const page = readLinkPage(
      { links: [wireLink(), wireLink({ id: 'long', short_link: `https://zd.lc/${'x'.repeat(100_000)}` })] },
      { page: 1, perPage: 15 },
    );
    expect(page?.links.map((l) => l.id)).toEqual(['9e968c2c-62d3-4d20-8899-6601721f25c6']);
    expect(page?.skipped).toBe(1);
  });

  it('shows a repeated id once', () => {
    expect(
      readLinkPage({ links: [wireLink(), wireLink({ title: 'again' })] }, { page: 1, perPage: 15 })?.links,
    ).toHaveLength(1);
  });

  it('derives pagination when it is missing', () => {
    expect(readLinkPage({ links: [wireLink()] }, { page: 2, perPage: 15 })?.pagination).toEqual({
      currentPage: 2,
      perPage: 15,
      total: 16,
      totalPages: 2,
    });
  });
});

describe('field messages', () => {
  it('come from Laravel errors and from the envelope details', () => {
    expect(readFieldMessages({ errors: { back_half: ['taken'] }, details: { link: 'bad' } })).toEqual({
      url: ['bad'],
      backHalf: ['taken'],
    });
  });

  it.each([
    ['link', 'url'],
    ['domain', 'domain'],
    ['title', 'title'],
    ['back_half', 'backHalf'],
    ['original_url', 'destination'],
    ['original_link', 'destination'],
    ['group_id', 'groupId'],
    ['clicks', 'other'],
    ['constructor', 'other'],
  ])('are keyed by the extension names: %s is %s', (name, field) => {
    const fields = readFieldMessages(wire().error.parse(JSON.parse(`{"errors":{"${name}":["m"]}}`)));
    expect(Object.keys(fields)).toEqual([field]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('merge two wire names of one field, each message once, cleaned and bounded', () => {
    const fields = readFieldMessages({
      details: { original_url: 'Bad URL.' },
      errors: {
        original_link: ['Bad URL.', ' Not \u202Ehttp\u0007 ', 'x'.repeat(1000), 42, ''],
        a: ['1', '2', '3'],
        b: ['3', '4', '5', '6', '7'],
      },
    });
    expect(fields.destination).toEqual(['Bad URL.', 'Not http', 'x'.repeat(300)]);
    expect(fields.other).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-21T22:41:29.063000Z', Date.UTC(2026, 10, 21, 22, 41, 29, 63)],
    ['2026-11-21T22:41:29Z', Date.UTC(2026, 10, 21, 22, 41, 29)],
    ['2026-11-21T23:41:29+01:00', Date.UTC(2026, 10, 21, 22, 41, 29)],
    ['2026-11-21T23:41:29.5+0100', Date.UTC(2026, 10, 21, 22, 41, 29, 500)],
    ['2026-11-21 22:41:29', Date.UTC(2026, 10, 21, 22, 41, 29)],
    ['2026-11-21', Date.UTC(2026, 10, 21)],
    ['2026-02-30 10:00:00', null],
    ['21/11/2026', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(parseServiceDate(text)).toBe(expected);
  });
});

it('an id of spaces is no id: the link is refused, not read with an empty id', () => {
  expect(readLink(wireLink({ id: ' ' }))).toBeNull();
  expect(readLink(wireLink({ group: { id: '  ', name: 'G' } }))?.group ?? null).toBeNull();
});

describe('property: arbitrary JSON never throws past the parser', () => {
  const runs = { numRuns: 1000 };
  it('readLink', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const link = readLink(v);
        return link === null || /^https?:/.test(link.destination);
      }),
      runs,
    );
  });
  it('readLink with arbitrary members on a real link', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('id', 'title', 'group', 'short_link', 'original_link', 'created_at', 'domain', 'back_half'),
          fc.jsonValue(),
        ),
        (over) => {
          const link = readLink(wireLink(over));
          return (
            link === null ||
            (link.id.length > 0 && /^https?:\/\//.test(link.shortLink) && /^https?:\/\//.test(link.destination))
          );
        },
      ),
      runs,
    );
  });
  it('readLinkPage', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()), (data, links) => {
        readLinkPage({ ...data, links }, { page: 1, perPage: 15 });
        readLinkPage(data, { page: 1, perPage: 15 });
      }),
      runs,
    );
  });
  it('readFieldMessages: only the extension field names, only non-empty strings', () => {
    const names = new Set(['url', 'domain', 'title', 'backHalf', 'destination', 'groupId', 'other']);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const body = wire().error.safeParse(v);
        if (!body.success) return true;
        return Object.entries(readFieldMessages(body.data)).every(
          ([k, list]) =>
            names.has(k) &&
            list.length > 0 &&
            list.every((m) => typeof m === 'string' && m.length > 0 && m.length <= 300),
        );
      }),
      runs,
    );
  });
  it('parseServiceDate', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const d = parseServiceDate(v);
        return d === null || Number.isFinite(d);
      }),
      runs,
    );
  });
});
