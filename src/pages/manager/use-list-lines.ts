/**
 * The list dialog's reading of what the user pasted or opened: a short text at once, a long one in
 * slices after the page has painted (src/shared/links/list-reading.ts), so typing and the first
 * paint never wait for it; a file or a pasted text over the size cap is refused before it is read.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { isCsvName, parseText, type InputLine } from '../../shared/links/bulk-input';
import { fileRefusal, readListInChunks, textRefusal, type ListRefusal } from '../../shared/links/list-reading';
import { t } from '../../platform/text/i18n';

/** Text up to this length is read at once (a few hundred lines: well under a frame). */
const READ_AT_ONCE = 20_000;

/** A pause that lets the page paint and answer input before the next slice. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The lines of `text`; `reading` while a long one is still being read (the lines are then the last
 * ones read); `refused` when the text is over the size cap (nothing of it read).
 */
export function useListLines(text: string): { lines: InputLine[]; reading: boolean; refused: ListRefusal | null } {
  const refused = useMemo(() => textRefusal(text), [text]);
  const atOnce = refused !== null || text.length <= READ_AT_ONCE;
  const now = useMemo(() => (refused ? [] : atOnce ? parseText(text) : null), [text]);
  const [read, setRead] = useState<{ text: string; lines: InputLine[] } | null>(null);
  useEffect(() => {
    if (atOnce) return;
    const abort = new AbortController();
    void readListInChunks(text, false, nextTask, abort.signal).then((lines) => lines && setRead({ text, lines }));
    return () => abort.abort();
  }, [text]);
  if (now) return { lines: now, reading: false, refused };
  return { lines: read?.lines ?? [], reading: read?.text !== text, refused };
}

/** A file the user opened, read in slices: its lines, or why it was not read. */
export async function readListFile(file: File): Promise<{ lines: InputLine[] } | { refused: ListRefusal }> {
  const refused = fileRefusal(file.size);
  if (refused) return { refused };
  const lines = await readListInChunks(await file.text(), isCsvName(file.name), nextTask);
  return { lines: lines ?? [] };
}

const megabytes = (bytes: number) => (bytes / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 1 });

/** What the user reads when a list is refused, and what to do about it. */
export function listRefusalText(refusal: ListRefusal, fileName = ''): string {
  switch (refusal.kind) {
    case 'file-too-large':
      return t('bulkFileTooLarge', fileName, megabytes(refusal.bytes), megabytes(refusal.max));
    case 'text-too-large':
      return t('bulkTextTooLarge', megabytes(refusal.bytes), megabytes(refusal.max));
    case 'too-many':
      return t('bulkTooMany', refusal.count.toLocaleString(), refusal.max.toLocaleString());
  }
}
