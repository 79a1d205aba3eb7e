/**
 * What the manager does with a shortened list: the links copied as one list in the preferred
 * copy format, and the results as a CSV with the link export's formula-safe cells. Pure.
 */
import type { BulkEntry, BulkJob } from '../../shared/links/bulk-job';
import { destinationKey, type StoredLink } from '../../shared/links/head';
import type { Clip, CopyFormat } from '../../shared/links/clip';
import { formatLink } from '../../shared/links/copy-formats';
import { csvCell } from './export';
import { clock } from '../../shared/time/clock';

type Made = NonNullable<BulkEntry['link']>;
const asLink = (l: Made) => ({ shortLink: l.shortLink, destination: l.destination, title: l.title ?? '' });

/**
 * A running list with the addresses the account already shortened settled from the start: the
 * engine answers them only as it reaches them, but their links are known (the preview showed them),
 * so they are not "waiting". The job stays the truth once it has ended.
 */
export function withKnown(job: BulkJob, known: ReadonlyMap<string, StoredLink>): BulkJob {
  if (job.endedAt !== null) return job;
  let changed = false;
  const entries = job.entries.map((e): BulkEntry => {
    const link = e.state === 'pending' ? known.get(destinationKey(e.url)) : undefined;
    if (!link) return e;
    changed = true;
    const { id, shortLink, destination, title } = link;
    return { ...e, state: 'reused', link: { id, shortLink, destination, title: title || null } };
  });
  return changed ? { ...job, entries } : job;
}

/** Every link of the list, one per line; Markdown as a bullet list, HTML and rich text as a `<ul>`. */
export function listClip(links: readonly Made[], format: CopyFormat): Clip {
  const clips = links.map((l) => formatLink(asLink(l), format));
  if (format === 'markdown') return { text: clips.map((c) => `- ${c.text}`).join('\n') };
  // A short link that is not http(s) comes back as bare text in every format: escaped here.
  const html = (c: Clip, l: Made) => (/^https?:\/\//i.test(l.shortLink) ? (c.html ?? c.text) : escapeHtml(l.shortLink));
  const ul = `<ul>\n${clips.map((c, i) => `<li>${html(c, links[i]!)}</li>`).join('\n')}\n</ul>`;
  if (format === 'html') return { text: ul };
  if (format === 'rich') return { text: clips.map((c) => c.text).join('\n'), html: ul };
  return { text: clips.map((c) => c.text).join('\n') };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const RESULT_COLUMNS = ['input', 'shortLink', 'status', 'reason'] as const;

/** The results as CSV: input, short link, status (made, reused, refused, left) and the reason in words. */
export function resultsCsv(entries: readonly BulkEntry[], reasonOf: (entry: BulkEntry) => string): string {
  const status = (e: BulkEntry) => (e.state === 'pending' ? 'left' : e.state);
  const lines = [RESULT_COLUMNS.map(csvCell).join(',')];
  for (const e of entries)
    lines.push([e.input, e.link?.shortLink ?? '', status(e), reasonOf(e)].map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `prettylink-list-YYYY-MM-DD.csv`, the local date. */
export function resultsFileName(now = new Date(clock.now())): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `prettylink-list-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
