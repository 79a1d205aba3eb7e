import { expect, it } from 'vitest';
import { lintProblems } from '../../../../src/dev/release/lint-report';

it('an empty report has no problems', () => {
  expect(lintProblems({ errors: [], warnings: [], notices: [] })).toEqual([]);
});

it('every error, warning and notice is a problem, with where it is', () => {
  expect(
    lintProblems({
      errors: [{ code: 'MANIFEST_FIELD_INVALID', message: 'bad field' }],
      warnings: [
        { code: 'UNSAFE_VAR_ASSIGNMENT', message: 'Unsafe assignment to innerHTML', file: 'chunks/a.js', line: 1 },
      ],
      notices: [{ code: 'X', message: 'note' }],
    }),
  ).toEqual([
    'error MANIFEST_FIELD_INVALID: bad field',
    'warning UNSAFE_VAR_ASSIGNMENT: Unsafe assignment to innerHTML (chunks/a.js:1)',
    'notice X: note',
  ]);
});
