import { describe, expect, it } from 'vitest';
import { exportRules, importRules, readRules } from '../../../../src/shared/rules/rule-file';
import { ruleListSchema } from '../../../../src/shared/rules/rule-schema';
import { MAX_RULES } from '../../../../src/shared/rules/rule';

describe('the site rules schema', () => {
  it('takes a rule that sets every member', () => {
    const rule = {
      pattern: '*.acme.co',
      account: 'account-1',
      accountName: 'Work',
      domain: 'acme.link',
      groupId: 'g1',
      presetId: 'p-1',
      useCanonical: false,
      stripTracking: true,
      stripParams: ['ref', 'src'],
      neverAuto: true,
    };
    expect(ruleListSchema.safeParse([rule]).success).toBe(true);
  });

  it.each([
    ['a bad pattern', { pattern: 'https://acme.co' }],
    ['an unknown member', { pattern: 'acme.co', acount: 'x' }],
    ['a domain that is a URL', { pattern: 'acme.co', domain: 'https://acme.link' }],
    ['a parameter with =', { pattern: 'acme.co', stripParams: ['a=b'] }],
    ['a switch that is not a boolean', { pattern: 'acme.co', neverAuto: 'yes' }],
  ])('refuses %s', (_, rule) => expect(ruleListSchema.safeParse([rule]).success).toBe(false));

  it('reads what storage held, a bad rule dropped alone', () => {
    expect(
      readRules([{ pattern: 'a.test', domain: 'x.link' }, { pattern: '' }, 'junk', { pattern: ' b.test ' }]),
    ).toEqual([{ pattern: 'a.test', domain: 'x.link' }, { pattern: 'b.test' }]);
    expect(readRules({ not: 'a list' })).toEqual([]);
  });
});

describe('importing and exporting rules', () => {
  it('reads back what it exported', () => {
    const rules = [
      { pattern: 'github.com', groupId: 'code' },
      { pattern: '*.acme.co', neverAuto: true },
    ];
    expect(importRules(exportRules(rules))).toEqual({ ok: true, rules });
  });

  it('takes a bare list too', () => {
    expect(importRules('[{"pattern":"github.com"}]')).toEqual({ ok: true, rules: [{ pattern: 'github.com' }] });
  });

  it('says what is wrong with each bad rule, by number and member', () => {
    const file = JSON.stringify([
      { pattern: 'github.com' },
      { pattern: 'http://x.test' },
      { pattern: 'ok.test', domain: 'not a domain' },
      { pattern: 'ok.test', colour: 'red' },
      7,
    ]);
    expect(importRules(file)).toEqual({
      ok: false,
      problems: [
        { rule: 2, kind: 'pattern-scheme', member: 'pattern' },
        { rule: 3, kind: 'bad-value', member: 'domain' },
        { rule: 4, kind: 'unknown-member', member: 'colour' },
        { rule: 5, kind: 'not-object' },
      ],
    });
  });

  it.each([
    ['not JSON', '{rules:', 'not-json'],
    ['not a list of rules', '{"version":1}', 'not-rules'],
    [
      'too many rules',
      JSON.stringify(Array.from({ length: MAX_RULES + 1 }, () => ({ pattern: 'a.test' }))),
      'too-many',
    ],
  ])('refuses a file that is %s', (_, text, kind) =>
    expect(importRules(text)).toEqual({ ok: false, problems: [{ kind }] }),
  );
});
