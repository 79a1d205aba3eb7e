import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../../src/shared/manifest';
import { COPY_FORMATS } from '../../../../src/shared/links/clip';
import { ACCOUNT_FIELDS, PREFERENCE_NAMES } from '../../../../src/shared/policy/fields';
import { parsePolicy } from '../../../../src/shared/policy/parse';
import { RULE_MEMBERS } from '../../../../src/shared/rules/rule';

const schema = JSON.parse(readFileSync('public/managed_schema.json', 'utf8'));

describe("Chrome's managed storage schema", () => {
  it('is declared in the Chrome manifest only (Firefox takes managed storage without one)', () => {
    expect(buildManifest('chrome', { loopback: false })).toMatchObject({
      storage: { managed_schema: 'managed_schema.json' },
    });
    expect(buildManifest('firefox', { loopback: false })).not.toHaveProperty('storage');
  });

  it('names exactly the members the parser reads, and the fields it can lock', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([
      'accounts',
      'allowUserAccounts',
      'lockSiteRules',
      'locked',
      'preferences',
      'siteRules',
    ]);
    expect(Object.keys(schema.properties.siteRules.items.properties)).toEqual(
      RULE_MEMBERS.filter((name) => name !== 'accountName'),
    );
    expect(Object.keys(schema.properties.preferences.properties)).toEqual([...PREFERENCE_NAMES]);
    expect(schema.properties.preferences.properties.copyFormat.enum).toEqual([...COPY_FORMATS]);
    expect(schema.properties.locked.items.enum).toEqual([...PREFERENCE_NAMES]);
    const account = schema.properties.accounts.items.properties;
    expect(Object.keys(account).sort()).toEqual(['id', 'locked', ...ACCOUNT_FIELDS].sort());
    expect(account.locked.items.enum).toEqual([...ACCOUNT_FIELDS]);
  });

  it('marks the shipped key sensitive (Chrome masks it in chrome://policy and its exports), and only the key', () => {
    const account = schema.properties.accounts.items.properties;
    expect(account.apiKey).toMatchObject({ type: 'string', sensitiveValue: true });
    const sensitive = Object.entries(account)
      .filter(([, member]) => (member as { sensitiveValue?: boolean }).sensitiveValue)
      .map(([name]) => name);
    expect(sensitive).toEqual(['apiKey']);
  });

  it("docs/administrators.md's example policy parses with no warning", () => {
    const readme = readFileSync('docs/administrators.md', 'utf8');
    const example = /<!-- policy-example -->\s*```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeTruthy();
    const warnings: string[] = [];
    const policy = parsePolicy(JSON.parse(example!), (m) => warnings.push(m));
    expect(warnings).toEqual([]);
    expect(policy.accounts.length).toBeGreaterThan(0);
  });
});
