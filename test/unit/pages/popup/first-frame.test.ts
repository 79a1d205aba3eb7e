/**
 * The popup's plain read of what the background stored (no schema library in the popup): exactly
 * what the stored values' schemas read, for sound, corrupt and hostile values alike; a projection
 * of another version is no projection.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveSettings, readAccounts } from '../../../../src/shared/accounts/accounts-schema';
import { readHead } from '../../../../src/shared/links/head-schema';
import { PROJECTION_VERSION, readProjection, toProjection } from '../../../../src/shared/links/projection';
import { firstFrameRead } from '../../../../src/pages/popup/first-frame';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { seedConfiguration } from '../../../support/seed';

const runs = { numRuns: 1000 };
/** An object with some of these members, each any JSON value or a near-miss. */
const member = (keys: string[]) =>
  fc.dictionary(
    fc.constantFrom(...keys, '__proto__', 'constructor'),
    fc.oneof(
      fc.jsonValue(),
      fc.constantFrom('', ' ', 'javascript:alert(1)', 'https://x.example', -1, Number.POSITIVE_INFINITY, null),
    ),
    { maxKeys: keys.length },
  );

const account = {
  id: 'account-1',
  name: 'Work',
  serviceUrl: 'https://api.example.com',
  defaultDomain: 'zd.lc',
  defaultGroupId: 'g',
};
const link = (over: Record<string, unknown> = {}) => ({
  id: 'x',
  title: '',
  domain: 'zd.lc',
  backHalf: 'a',
  shortLink: 'https://zd.lc/a',
  destination: 'http://example.com/',
  group: null,
  createdAt: null,
  updatedAt: 1,
  seenAt: 2,
  ...over,
});
describe("the popup's plain read and the schemas' read", () => {
  const seed = seedConfiguration('https://api.example.com', 'sk_live_key_000000001234', {
    autoCopy: false,
    copyFormat: 'markdown',
  });
  const head = { account: 'print', links: [link()], total: 1 };
  /** What the schemas read from the same storage: the popup's read must be exactly this. */
  const schemasRead = (stored: Record<string, unknown>, synced: Record<string, unknown>) => ({
    settings: effectiveSettings(stored.settings, stored.accounts, synced),
    accounts: readAccounts(stored.accounts),
    // The schema knows no version: the projection's is checked beside it.
    head:
      (stored.links as { version?: unknown } | null)?.version === PROJECTION_VERSION ? readHead(stored.links) : null,
  });

  it('agree on a sound store', () => {
    const stored = { ...seed.local, links: toProjection(head) };
    expect(firstFrameRead(stored, seed.sync)).toEqual(schemasRead(stored, seed.sync));
    expect(firstFrameRead(stored, seed.sync)).toMatchObject({
      settings: { autoCopy: false, copyFormat: 'markdown', serviceUrl: 'https://api.example.com' },
      head,
    });
  });

  it.each([
    [
      'a link to javascript: (no projection)',
      { links: toProjection({ ...head, links: [link({ destination: 'javascript:alert(1)' })] }) },
      { head: null },
    ],
    [
      'an account with an insecure service (dropped)',
      {
        accounts: {
          current: 'account-test',
          accounts: [{ ...account, id: 'account-test', serviceUrl: 'http://evil.example' }],
        },
      },
      { accounts: { current: null, accounts: [] } },
    ],
  ])('agree on %s', (_, local, expected) => {
    const stored = { ...seed.local, ...local };
    expect(firstFrameRead(stored, seed.sync)).toEqual(schemasRead(stored, seed.sync));
    expect(firstFrameRead(stored, seed.sync)).toMatchObject(expected);
  });

  it('agree on anything storage could hold: settings, preferences, accounts and projection, corrupt or hostile', () => {
    const settingNames = Object.keys(DEFAULT_SETTINGS);
    const anAccount = fc.oneof(
      fc.constantFrom('a', 'b', 'bad id', '').map((id) => ({ ...account, id })),
      member(Object.keys(account)).map((over) => ({ ...account, id: 'a', ...over })),
      fc.jsonValue(),
    );
    const address = fc.constantFrom('https://zd.lc/a', 'HTTP://x.example/', 'javascript:alert(1)', '/a', 'ftp://x');
    const aLink = fc.oneof(
      fc.constant(link()),
      fc.record({ shortLink: address, destination: address }).map((over) => link(over)),
      member(Object.keys(link())).map((over) => link(over)),
      fc.jsonValue(),
    );
    const aProjection = fc.oneof(
      fc
        .array(aLink, { maxLength: 3 })
        .map((links) => toProjection({ account: 'p', links: links as never[], total: links.length })),
      member(['version', 'account', 'links', 'total']),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            settings: fc.oneof(member(settingNames), fc.jsonValue()),
            accounts: fc.oneof(
              fc.record({
                current: fc.constantFrom('a', 'b', null, 5),
                accounts: fc.array(anAccount, { maxLength: 3 }),
              }),
              fc.jsonValue(),
            ),
            links: aProjection,
          },
          { requiredKeys: [] },
        ),
        member(settingNames.map((name) => `pref.${name}`)),
        (stored, synced) => {
          expect(firstFrameRead(stored, synced)).toEqual(schemasRead(stored, synced));
        },
      ),
      runs,
    );
  });

  it('a projection of another version, or of none, is not read (the list asks the background)', () => {
    expect(readProjection(toProjection(head))).toEqual(head);
    for (const version of [undefined, 1, 3, '2']) expect(readProjection({ ...head, version })).toBeNull();
    expect(readProjection(head)).toBeNull();
  });

  it('the popup never copies in a format it does not know', () => {
    expect(firstFrameRead({}, { 'pref.copyFormat': 'evil' }).settings.copyFormat).toBe('plain');
  });
});
