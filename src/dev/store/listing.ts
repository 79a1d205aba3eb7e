/**
 * A store listing, one Markdown file per locale in docs/store/listing: `# name`, a `> ` line with the
 * short description, then the long description as it is pasted into the store.
 */
export interface Listing {
  name: string;
  summary: string;
  description: string;
  /** The long description's feature list, so translations can be checked to keep every item. */
  bullets: number;
  paragraphs: number;
}

/** What the stores accept. Chrome takes the short description from the manifest, at most 132 characters. */
export const LISTING_LIMITS = {
  /** addons.mozilla.org: 50; Chrome: 75. */
  name: 50,
  /** Chrome's manifest description: 132; addons.mozilla.org's summary: 250. */
  summary: 132,
  /** Chrome's detailed description: 16,000. */
  description: 16_000,
} as const;

export function parseListing(markdown: string): Listing {
  const lines = markdown.trim().split('\n');
  const name = /^# (.+)$/.exec(lines[0] ?? '')?.[1]?.trim() ?? '';
  const summaryAt = lines.findIndex((l) => l.startsWith('> '));
  const summary = summaryAt < 0 ? '' : lines[summaryAt]!.slice(2).trim();
  const description = lines
    .slice(summaryAt + 1)
    .join('\n')
    .trim();
  const blocks = description.split(/\n\s*\n/).filter((b) => b.trim());
  return {
    name,
    summary,
    description,
    bullets: description.split('\n').filter((l) => l.startsWith('- ')).length,
    paragraphs: blocks.length,
  };
}

/** Characters as the stores count them: code points, not UTF-16 units. */
export const length = (text: string) => [...text].length;
