/**
 * What `npm audit --omit=dev --json` says about the packages the extension ships, in a few lines:
 * the advisories by severity and package when the registry's audit endpoint answered, and plainly
 * that nothing is known when it did not (a mirror that refuses it, no network).
 */
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'] as const;

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<(typeof SEVERITIES)[number] | 'total', number>> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  error?: { summary?: string; code?: string };
}

export function auditSummary(json: string): { answered: boolean; lines: string[] } {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    report = {};
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message || report.error?.summary || report.error?.code || 'no report';
    return {
      answered: false,
      lines: [
        `npm audit --omit=dev could not be run: the registry's audit endpoint did not answer (${why}).`,
        'No advisory counts are known for this release: run it where the endpoint answers.',
      ],
    };
  }
  const found = SEVERITIES.filter((s) => (counts[s] ?? 0) > 0).map((s) => `${counts[s]} ${s}`);
  const packages = Object.entries(report.vulnerabilities ?? {}).map(([name, v]) => `  ${name} (${v.severity ?? '?'})`);
  return {
    answered: true,
    lines: [`npm audit --omit=dev: ${found.length ? found.join(', ') : 'no known advisories'}`, ...packages],
  };
}
