/** The benchmark's rows: a plain-text table for the terminal, a Markdown one for docs/benchmark.md, and JSON. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { summarize, type Summary } from './stats';

export type Unit = 'ms' | 'ratio' | 'ms-diff' | 'bytes' | 'share' | 'files';

export interface Row {
  /** Section, e.g. "popup". */
  group: string;
  name: string;
  unit: Unit;
  samples: number[];
  /** The largest passing median; absent for a baseline or a figure given for information. */
  budget?: number;
  /** A size: one exact figure, no spread. */
  exact?: boolean;
  /** Why this row has no budget (e.g. "baseline"). */
  role?: string;
}

export interface Result extends Row, Summary {
  pass: boolean | null;
}

export const evaluate = (row: Row): Result => {
  const s = summarize(row.samples);
  return {
    ...row,
    ...s,
    pass: row.budget === undefined ? null : s.median <= row.budget,
  };
};

function fmt(unit: Unit, v: number): string {
  switch (unit) {
    case 'ms':
      return `${v.toFixed(1)} ms`;
    case 'ms-diff':
      return `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)} ms`;
    case 'ratio':
      return `${v.toFixed(2)}×`;
    case 'bytes':
      return `${(v / 1000).toFixed(2)} kB`;
    case 'share':
      return `${(v * 100).toFixed(0)}%`;
    case 'files':
      return `${v} files`;
  }
}

function budgetText(r: Result): string {
  if (r.budget === undefined) return r.role ?? '';
  return `≤ ${r.unit === 'bytes' ? `${r.budget / 1000} kB` : fmt(r.unit, r.budget)}`;
}

const verdict = (r: Result) => (r.pass === null ? '' : r.pass ? 'pass' : 'MISS');

function cells(r: Result): string[] {
  const spread = r.exact ? ['(exact)', ''] : [fmt(r.unit, r.min), fmt(r.unit, r.max)];
  return [`${r.group}: ${r.name}`, fmt(r.unit, r.median), ...spread, budgetText(r), verdict(r)];
}

const HEAD = ['row', 'median', 'min', 'max', 'budget', 'result'];

export function textTable(results: Result[]): string {
  const rows = [HEAD, ...results.map(cells)];
  const widths = HEAD.map((_, c) => Math.max(...rows.map((r) => [...r[c]!].length)));
  const line = (r: string[]) => r.map((v, c) => (c === 0 ? v.padEnd(widths[c]!) : v.padStart(widths[c]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(results: Result[]): string {
  const rows = results.map(cells).map((c) => `| ${c.join(' | ')} |`);
  return [`| ${HEAD.join(' | ')} |`, '|---|--:|--:|--:|---|---|', ...rows].join('\n');
}

export function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
