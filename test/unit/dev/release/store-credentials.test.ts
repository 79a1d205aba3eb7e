import { expect, it } from 'vitest';
import { missingStoreVariables, STORE_VARIABLES } from '../../../../src/dev/release/store-credentials';

const all = Object.fromEntries(
  Object.values(STORE_VARIABLES)
    .flat()
    .map((name) => [name, 'set']),
);

it('none missing when every store variable is set', () => {
  expect(missingStoreVariables(all)).toEqual([]);
});

it('names each variable unset or blank, Chrome before Firefox', () => {
  expect(missingStoreVariables({ ...all, CHROME_PUBLISHER_ID: undefined, FIREFOX_JWT_SECRET: '  ' })).toEqual([
    'CHROME_PUBLISHER_ID',
    'FIREFOX_JWT_SECRET',
  ]);
  expect(missingStoreVariables({})).toHaveLength(7);
});
