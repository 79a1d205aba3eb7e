import { expect, it } from 'vitest';
import { auditSummary } from '../../../../src/dev/release/audit';

it('names the advisories by severity and package when the endpoint answered', () => {
  const report = {
    vulnerabilities: { preact: { severity: 'high' }, zod: { severity: 'low' } },
    metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
  };
  expect(auditSummary(JSON.stringify(report))).toEqual({
    answered: true,
    lines: ['npm audit --omit=dev: 1 high, 1 low', '  preact (high)', '  zod (low)'],
  });
  const clean = { vulnerabilities: {}, metadata: { vulnerabilities: { total: 0 } } };
  expect(auditSummary(JSON.stringify(clean)).lines).toEqual(['npm audit --omit=dev: no known advisories']);
});

it('says plainly when the endpoint did not answer (a mirror refusing it, as here)', () => {
  const refused = {
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    statusCode: 405,
  };
  const summary = auditSummary(JSON.stringify(refused));
  expect(summary.answered).toBe(false);
  expect(summary.lines.join('\n')).toMatch(
    /could not be run.*405 Method Not Allowed[\s\S]*No advisory counts are known/,
  );
  expect(auditSummary('').answered).toBe(false);
});
