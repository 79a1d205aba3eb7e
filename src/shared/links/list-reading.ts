/**
 * Reading a long list without holding the page: the lines are read a slice at a time, with a
 * pause between slices in which the page paints and answers the user; and the bounds a list must
 * stay within, checked before anything is read or sent, so the user learns what to do.
 */
import { MAX_BULK } from './bulk-job';
import { csvCells, readCsvCell, readTextLine, textLines, type InputLine } from './bulk-input';

/** The largest list file read: 5,000 addresses of a thousand characters each, with room for other columns. */
export const MAX_LIST_FILE_BYTES = 5_000_000;

/** How long one slice of reading may hold the page before it pauses (half a frame). */
const SLICE_MS = 8;

/** Gives the page its turn (a paint, an input) and resolves after it. */
export type Pause = () => Promise<void>;

/**
 * A list's lines as parseText or parseCsv read them, read after a first pause (never before the page
 * has painted) and in slices of SLICE_MS; null once `signal` aborted (newer text came).
 */
export async function readListInChunks(
  text: string,
  csv: boolean,
  pause: Pause,
  signal?: AbortSignal,
  now: () => number = () => performance.now(),
): Promise<InputLine[] | null> {
  await pause();
  if (signal?.aborted) return null;
  const pieces = csv ? csvCells(text) : textLines(text);
  const read = csv ? readCsvCell : readTextLine;
  const lines: InputLine[] = [];
  let sliceStart = now();
  for (const piece of pieces) {
    if (now() - sliceStart > SLICE_MS) {
      await pause();
      if (signal?.aborted) return null;
      sliceStart = now();
    }
    for (const line of read(piece)) lines.push(line);
  }
  return lines;
}

/** Why a list cannot be read or sent as it is. */
export type ListRefusal =
  { kind: 'file-too-large'; bytes: number; max: number } | { kind: 'too-many'; count: number; max: number };

/** A file larger than MAX_LIST_FILE_BYTES is not read at all. */
export const fileRefusal = (bytes: number): ListRefusal | null =>
  bytes > MAX_LIST_FILE_BYTES ? { kind: 'file-too-large', bytes, max: MAX_LIST_FILE_BYTES } : null;

/** More addresses than one list may hold (the contract's cap): refused before anything is sent. */
export const countRefusal = (count: number): ListRefusal | null =>
  count > MAX_BULK ? { kind: 'too-many', count, max: MAX_BULK } : null;
