/**
 * A list to shorten: the web addresses found in pasted text or in a `.txt`/`.csv` file,
 * and the plan the background follows (the same function in the manager's preview and in the
 * background, so what the user saw is what is sent). Pure.
 */
import { exposureOf } from './exposure';
import { eachUrl, findUrls } from './find-url';
import { destinationKey } from './head';
import type { Preset } from './presets';
import { ruleFor } from '../rules/match';
import { underRule } from '../rules/rule-address';
import type { SiteRule } from '../rules/rule';

/** A line (or cell) of the input: the address found in it, or why there is none. */
export type InputLine =
  { input: string; url: string } | { input: string; reason: 'not-web-address' | 'other-scheme' | 'too-long' };

/** The longest address a list may send (the contract's cap on one address). */
export const MAX_LISTED_URL_LENGTH = 8_000;

/** A line that names a scheme other than http(s): `ftp://…`, `mailto:…`, `javascript:…`. */
const OTHER_SCHEME = /^[a-z][\w+.-]*:/i;

/** What one line or cell gives: its addresses (too long ones said so), or why it has none. */
export function lineOf(input: string, urls: string[]): InputLine[] {
  if (urls.length)
    return urls.map((url) => (url.length > MAX_LISTED_URL_LENGTH ? { input, reason: 'too-long' } : { input, url }));
  return [{ input, reason: OTHER_SCHEME.test(input) ? 'other-scheme' : 'not-web-address' }];
}

/** Any text's non-empty lines, trimmed. */
export const textLines = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The addresses a line of text gives (each one) or a CSV cell (its first), one at a time. */
export function* urlsIn(piece: string, csv: boolean): Generator<string> {
  for (const url of eachUrl(piece)) {
    yield url;
    if (csv) return;
  }
}

/** Every web address in one line of text (as the selection entry finds one), or its reason. */
export const readTextLine = (line: string): InputLine[] => lineOf(line, [...urlsIn(line, false)]);

/** Any text: every web address in each line, a line without one with its reason. */
export function parseText(text: string): InputLine[] {
  return textLines(text).flatMap(readTextLine);
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',' || c === '\t') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ''));
}

/** A CSV's cells to read: the column named `url` or `link` (its header skipped), else the first column (a header row without an address skipped). */
export function csvCells(text: string): string[] {
  const rows = csvRows(text.replace(/^\uFEFF/, ''));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const named = header.findIndex((h) => h === 'url' || h === 'link');
  const column = Math.max(named, 0);
  const skipFirst = named >= 0 || (rows.length > 1 && !rows[0]!.some((c) => findUrls(c).length));
  return rows
    .slice(skipFirst ? 1 : 0)
    .map((r) => (r[column] ?? '').trim())
    .filter(Boolean);
}

/** The first web address in one CSV cell, or its reason. */
export const readCsvCell = (cell: string): InputLine[] => lineOf(cell, [...urlsIn(cell, true)]);

/** A CSV: one address per row, from its address column. */
export function parseCsv(text: string): InputLine[] {
  return csvCells(text).flatMap(readCsvCell);
}

/** Whether a file the user opened is read as CSV (by its name) rather than as text. */
export const isCsvName = (name: string): boolean => /\.csv$/i.test(name);

/** A file the user opened: CSV by its name, any other as text. */
export const parseFile = (name: string, text: string): InputLine[] =>
  isCsvName(name) ? parseCsv(text) : parseText(text);

export interface BulkOptions {
  stripTracking: boolean;
  /** The preset picked for the list (null: none): a site rule's own preset wins over it. */
  preset: Preset | null;
  /** The site rules: each address goes under the one that matches it, as a page's would. */
  rules: readonly SiteRule[];
  /** Every campaign preset, where a rule's is found. */
  presets: readonly Preset[];
}

/** One address to shorten, once: what was given first, what is sent, and how many lines gave it. */
export interface PlannedAddress {
  input: string;
  url: string;
  /** Lines (after the first) that gave the same address, merged into this one. */
  duplicates: number;
  /** Never sent: a user name or password in it. */
  credentials?: true;
  /** A local or private host: sent only if the user ticks it. */
  privateHost?: string;
}

/** The URL sent for an address found in a list: as for one link, under its site rule; the canonical is never read. */
export function prepareListed(url: string, { stripTracking, preset, rules, presets }: BulkOptions): string {
  return underRule(url, ruleFor(rules, url), { stripTracking, presets, picked: preset }).url;
}

/** The addresses, prepared and merged (two inputs that send the same URL are one), in order of first appearance. */
export function planAddresses(urls: readonly string[], options: BulkOptions): PlannedAddress[] {
  const byKey = new Map<string, PlannedAddress>();
  for (const input of urls) {
    const url = prepareListed(input, options);
    const key = destinationKey(url);
    const seen = byKey.get(key);
    if (seen) {
      seen.duplicates++;
      continue;
    }
    const exposure = exposureOf(url);
    byKey.set(key, {
      input,
      url,
      duplicates: 0,
      ...(exposure?.kind === 'credentials' ? { credentials: true as const } : {}),
      ...(exposure?.kind === 'private' ? { privateHost: exposure.host } : {}),
    });
  }
  return [...byKey.values()];
}
