/**
 * Exports of the user's links: CSV (RFC 4180, made safe to open in a spreadsheet) and JSON, with a
 * dated file name. Pure; the download itself is ../components/download.ts.
 */
import type { Link } from '../../shared/types';
import { clock } from '../../shared/time/clock';

/** The columns, in order (the CSV's header and the JSON's members). */
export const EXPORT_COLUMNS = [
  'title',
  'shortLink',
  'backHalf',
  'domain',
  'destination',
  'group',
  'createdAt',
  'updatedAt',
  'id',
] as const;

export type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | null>;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** What is exported of a link: what the service holds, nothing of the extension's own bookkeeping. */
export function exportRow(link: Link): ExportRow {
  return {
    title: link.title,
    shortLink: link.shortLink,
    backHalf: link.backHalf,
    domain: link.domain,
    destination: link.destination,
    group: link.group?.name ?? null,
    createdAt: iso(link.createdAt),
    updatedAt: iso(link.updatedAt),
    id: link.id,
  };
}

/**
 * A spreadsheet reads a cell starting with one of these as a formula. So may it read what follows
 * a separator inside a cell: a file opened with another separator than ours (`;` in many
 * locales, or a tab) splits the cell there, and the piece after it is a cell of its own. A line
 * break likewise starts a new row in a reader that ignores the quotes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A place right after a separator or line break and before a formula sign (a tab is both: `;\t=` has two). */
const FORMULA_AFTER_SEPARATOR = /(?<=[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * One CSV cell, always quoted, its quotes doubled (RFC 4180): whatever separator a spreadsheet
 * splits on, a quoted cell stays one. A formula sign at the start, or right after a separator
 * or line break inside the cell, gets an apostrophe before it (shown as text, OWASP's advice).
 */
export function csvCell(value: string | null): string {
  const text = (value ?? '').replace(FORMULA_AFTER_SEPARATOR, "'");
  const cell = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${cell.replace(/"/g, '""')}"`;
}

/** The whole CSV: a UTF-8 byte-order mark (spreadsheets then read UTF-8), a header, CRLF after every record. */
export function toCsv(links: readonly Link[]): string {
  const lines = [EXPORT_COLUMNS.map(csvCell).join(',')];
  for (const link of links) {
    const row = exportRow(link);
    lines.push(EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The JSON export: the same members as the CSV's columns, dates as ISO 8601 (null when unknown). */
export function toJson(links: readonly Link[], now = clock.now()): string {
  return `${JSON.stringify({ exportedAt: new Date(now).toISOString(), count: links.length, links: links.map(exportRow) }, null, 2)}\n`;
}

export type ExportFormat = 'csv' | 'json';

/** `prettylink-links-YYYY-MM-DD.csv`, the local date. */
export function exportFileName(format: ExportFormat, now = new Date(clock.now())): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `prettylink-links-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}

/** The file's content and type for a format. */
export function exportFile(format: ExportFormat, links: readonly Link[]): { text: string; type: string } {
  return format === 'csv'
    ? { text: toCsv(links), type: 'text/csv;charset=utf-8' }
    : { text: toJson(links), type: 'application/json' };
}

/** "Copy as a list": one short link per line. */
export const linkList = (links: readonly Link[]): string => links.map((l) => l.shortLink).join('\n');
