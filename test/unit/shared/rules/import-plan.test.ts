/** What an imported file of rules would change, and how each rule's account is found: by id, by name only (ticked), or not at all. */
import { expect, it } from 'vitest';
import { importedRules, planImport } from '../../../../src/shared/rules/import-plan';

const ACCOUNTS = [
  { id: 'a1', name: 'Work' },
  { id: 'a2', name: 'Home' },
  { id: 'a3', name: 'home' },
];

it('sorts the file’s rules into new, replaced and the same, and lists the user’s rules it removes', () => {
  const plan = planImport(
    [{ pattern: 'a.example' }, { pattern: 'b.example', domain: 'x.link' }, { pattern: 'gone.example' }],
    [{ pattern: 'b.example', domain: 'y.link' }, { pattern: 'a.example' }, { pattern: 'new.example' }],
    ACCOUNTS,
  );
  expect(plan.incoming.map((p) => [p.rule.pattern, p.change])).toEqual([
    ['b.example', 'replaced'],
    ['a.example', 'same'],
    ['new.example', 'added'],
  ]);
  expect(plan.removed).toEqual([{ pattern: 'gone.example' }]);
});

it('finds an account by its id, else by one name (case aside, needing a tick), else not at all', () => {
  const plan = planImport(
    [],
    [
      { pattern: 'none.example' },
      { pattern: 'id.example', account: 'a1', accountName: 'Old name' },
      { pattern: 'name.example', account: 'elsewhere', accountName: 'WORK' },
      { pattern: 'two.example', account: 'elsewhere', accountName: 'Home' },
      { pattern: 'missing.example', account: 'elsewhere', accountName: 'Lab' },
    ],
    ACCOUNTS,
  );
  expect(plan.incoming.map((p) => p.match)).toEqual([
    { by: 'current' },
    { by: 'id', account: ACCOUNTS[0] },
    { by: 'name', account: ACCOUNTS[0] },
    // Two local accounts answer to the name: neither is guessed.
    { by: 'missing', name: 'Home' },
    { by: 'missing', name: 'Lab' },
  ]);
  expect(importedRules(plan, new Set())).toBeNull();
  expect(importedRules(plan, new Set([2]))?.[2]).toEqual({
    pattern: 'name.example',
    account: 'a1',
    accountName: 'Work',
  });
});
