/** `web-ext lint --output json`, read as one line per problem: every error, warning and notice counts. */
interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

export interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

export function lintProblems(report: LintReport): string[] {
  return (['errors', 'warnings', 'notices'] as const).flatMap((kind) =>
    report[kind].map(
      (m) => `${kind.slice(0, -1)} ${m.code}: ${m.message}${m.file ? ` (${m.file}${m.line ? `:${m.line}` : ''})` : ''}`,
    ),
  );
}
