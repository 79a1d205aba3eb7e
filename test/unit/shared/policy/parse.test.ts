import { describe, expect, it } from 'vitest';
import { parsePolicy, POLICY_LIMITS } from '../../../../src/shared/policy/parse';

const KEY = 'sk_live_policyKEY1234567890';

function parse(raw: unknown) {
  const warnings: string[] = [];
  const policy = parsePolicy(raw, (m) => warnings.push(m));
  return { policy, warnings };
}

const valid = {
  accounts: [
    {
      id: 'work',
      name: 'Work',
      serviceUrl: 'https://links.example.com/',
      defaultDomain: 'go.example.com',
      defaultGroupId: 'grp_1',
      apiKey: KEY,
      locked: ['serviceUrl', 'defaultDomain', 'apiKey'],
    },
    { id: 'client', name: 'Client A', serviceUrl: 'https://prettyurl.net', defaultDomain: '' },
  ],
  preferences: { autoShorten: false, autoCopy: true, stripTracking: true, useCanonical: false, copyFormat: 'markdown' },
  locked: ['stripTracking', 'copyFormat'],
  allowUserAccounts: false,
};

describe('parsing a policy', () => {
  it('keeps a valid policy whole, service addresses as origins, with no warning', () => {
    const { policy, warnings } = parse(valid);
    expect(warnings).toEqual([]);
    expect(policy).toEqual({
      accounts: [
        {
          id: 'work',
          name: 'Work',
          serviceUrl: 'https://links.example.com',
          defaultDomain: 'go.example.com',
          defaultGroupId: 'grp_1',
          apiKey: KEY,
          locked: ['serviceUrl', 'defaultDomain', 'apiKey'],
        },
        { id: 'client', name: 'Client A', serviceUrl: 'https://prettyurl.net', defaultDomain: '', locked: [] },
      ],
      preferences: valid.preferences,
      locked: ['stripTracking', 'copyFormat'],
      allowUserAccounts: false,
    });
  });

  it.each([
    ['nothing (Chrome with no policy)', {}],
    ['undefined', undefined],
    ['null', null],
  ])('reads %s as no policy, silently', (_, raw) => {
    expect(parse(raw)).toEqual({
      policy: { accounts: [], preferences: {}, locked: [], allowUserAccounts: true },
      warnings: [],
    });
  });

  it('takes a partial policy: only preferences, user accounts allowed by default', () => {
    const { policy, warnings } = parse({ preferences: { autoCopy: false } });
    expect(warnings).toEqual([]);
    expect(policy).toEqual({ accounts: [], preferences: { autoCopy: false }, locked: [], allowUserAccounts: true });
  });

  it('an account with only id and service gets its id as name and no default domain', () => {
    expect(parse({ accounts: [{ id: 'a', serviceUrl: 'https://s.example' }] }).policy.accounts).toEqual([
      { id: 'a', name: 'a', serviceUrl: 'https://s.example', defaultDomain: '', locked: [] },
    ]);
  });
});

describe('a hostile or mistaken policy', () => {
  it('ignores wrong types member by member, naming each member and keeping the rest', () => {
    const { policy, warnings } = parse({
      accounts: [
        {
          id: 'work',
          name: 42,
          serviceUrl: 'https://links.example.com',
          defaultDomain: 'https://not-a-domain/',
          defaultGroupId: ['x'],
          apiKey: 12345,
          locked: 'serviceUrl',
        },
        { id: 'bad', serviceUrl: 'http://insecure.example' },
        { id: 7, serviceUrl: 'https://x.example' },
        'not an account',
      ],
      preferences: { autoShorten: 'yes', autoCopy: false, copyFormat: 'pdf', stripTracking: null },
      locked: ['autoCopy', 'serviceUrl', 3],
      allowUserAccounts: 'no',
    });
    expect(policy).toEqual({
      accounts: [{ id: 'work', name: 'work', serviceUrl: 'https://links.example.com', defaultDomain: '', locked: [] }],
      preferences: { autoCopy: false },
      locked: ['autoCopy'],
      allowUserAccounts: true,
    });
    const named = (path: string) => warnings.filter((w) => w.startsWith(path));
    for (const path of [
      'accounts[0].name',
      'accounts[0].defaultDomain',
      'accounts[0].defaultGroupId',
      'accounts[0].apiKey',
      'accounts[0].locked',
      'accounts[1].serviceUrl',
      'accounts[2].id',
      'accounts[3]',
      'preferences.autoShorten',
      'preferences.copyFormat',
      'preferences.stripTracking',
      'locked[1]',
      'locked[2]',
      'allowUserAccounts',
    ]) {
      expect(named(path), path).toHaveLength(1);
    }
    expect(warnings).toHaveLength(14);
  });

  it('ignores unknown members one by one, and names them only when a name could not be a key', () => {
    const { policy, warnings } = parse({
      allowUserAcounts: false,
      [KEY]: true,
      accounts: [{ id: 'a', serviceUrl: 'https://s.example', colour: 'red' }],
    });
    expect(policy.allowUserAccounts).toBe(true);
    expect(policy.accounts).toHaveLength(1);
    expect(warnings).toEqual([
      'policy: unknown member "allowUserAcounts" ignored',
      'policy: unknown member (name not shown) ignored',
      'accounts[0]: unknown member "colour" ignored',
    ]);
  });

  it('never puts a key, or any value at all, in a warning', () => {
    const values = [KEY, 'sk_other_key_value_999', 'https://evil.example:9/' + KEY];
    const { warnings } = parse({
      accounts: [
        { id: 'a', serviceUrl: 'http://insecure.example', apiKey: KEY },
        {
          id: 'b',
          serviceUrl: 'https://ok.example',
          apiKey: 'x'.repeat(POLICY_LIMITS.apiKey + 1),
          defaultDomain: KEY + '/',
          locked: [KEY],
        },
        { id: 'c', serviceUrl: values[2], name: { key: values[1] } },
        { id: 'a', serviceUrl: 'https://dup.example', apiKey: values[1] },
      ],
      preferences: { copyFormat: KEY, autoCopy: values[1] },
      locked: [values[1]],
      [values[1]!]: KEY,
    });
    expect(warnings.length).toBeGreaterThan(7);
    for (const w of warnings)
      for (const v of [...values, 'x'.repeat(50), 'ok.example', 'insecure.example', 'dup.example'])
        expect(w).not.toContain(v);
  });

  it('refuses huge strings and long lists without keeping them', () => {
    const huge = 'a'.repeat(1_000_000);
    const many = Array.from({ length: 50 }, (_, i) => ({ id: `id${i}`, serviceUrl: 'https://s.example' }));
    const { policy, warnings } = parse({
      accounts: [
        { id: huge, serviceUrl: 'https://s.example' },
        { id: 'ok', name: huge, serviceUrl: `https://${huge}.example` },
        ...many,
      ],
      locked: Array.from({ length: 100 }, () => 'autoCopy'),
    });
    expect(policy.accounts).toHaveLength(POLICY_LIMITS.accounts - 2);
    expect(policy.locked).toEqual(['autoCopy']);
    expect(warnings.some((w) => w.startsWith('accounts: more than'))).toBe(true);
    expect(warnings.some((w) => w.startsWith('locked: more than'))).toBe(true);
    expect(Math.max(...warnings.map((w) => w.length))).toBeLessThan(200);
  });

  it('reaches no prototype through __proto__, constructor or prototype members', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true, "allowUserAccounts": false}, "constructor": {"prototype": {"polluted": true}},' +
        '"preferences": {"__proto__": {"autoCopy": false}, "autoShorten": false},' +
        '"accounts": [{"__proto__": {"apiKey": "sk_proto_key_1234567"}, "id": "a", "serviceUrl": "https://s.example", "locked": ["__proto__", "constructor"]}]}',
    );
    const { policy, warnings } = parse(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(policy.allowUserAccounts).toBe(true);
    expect(policy.preferences).toEqual({ autoShorten: false });
    expect(Object.getPrototypeOf(policy.preferences)).toBe(Object.prototype);
    expect(policy.accounts[0]!).toEqual({
      id: 'a',
      name: 'a',
      serviceUrl: 'https://s.example',
      defaultDomain: '',
      locked: [],
    });
    expect('apiKey' in policy.accounts[0]!).toBe(false);
    expect(warnings.join('\n')).not.toContain('sk_proto_key');
  });

  it.each([
    ['a string', 'policy'],
    ['a number', 42],
    ['a list', [1, 2]],
    ['true', true],
  ])('ignores a policy that is %s, with one warning', (_, raw) => {
    const { policy, warnings } = parse(raw);
    expect(policy.accounts).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it('never throws, even on an object whose members throw when read', () => {
    const trap = {
      get accounts(): never {
        throw new Error(KEY);
      },
    };
    const { policy, warnings } = parse(trap);
    expect(policy.accounts).toEqual([]);
    expect(warnings.join()).not.toContain(KEY);
  });
});
