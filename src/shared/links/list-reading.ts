/**
 * Reading a long list without holding the page: the lines are read a slice at a time, with a
 * pause between slices in which the page paints and answers the user; and the bounds a list must
 * stay within, checked before anything is read or sent, so the user learns what to do.
 */
import { MAX_BULK } from './bulk-job';
import { csvCells, lineOf, textLines, urlsIn, type InputLine } from './bulk-input';

/** The largest list file read: 5,000 addresses of a thousand characters each, with room for other columns. */
export const MAX_LIST_FILE_BYTES = 5_000_000;

/** How long one slice of reading may hold the page before it pauses (half a frame). */
const SLICE_MS = 8;

/** Gives the page its turn (a paint, an input) and resolves after it. */
export type Pause = () => Promise<void>;

/**
 * A list's lines as parseText or parseCsv read them, read after a first pause (never before the page
 * has painted) and in slices of SLICE_MS, a slice ending inside a long line too; null once `signal`
 * aborted (newer text came).
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
  const lines: InputLine[] = [];
  let sliceStart = now();
  /** The page's turn once a slice has taken SLICE_MS; false when newer text came meanwhile. */
  const goOn = async () => {
    if (now() - sliceStart <= SLICE_MS) return true;
    await pause();
    sliceStart = now();
    return !signal?.aborted;
  };
  for (const piece of pieces) {
    if (!(await goOn())) return null;
    const urls: string[] = [];
    for (const url of urlsIn(piece, csv)) {
      urls.push(url);
      if (!(await goOn())) return null;
    }
    for (const line of lineOf(piece, urls)) lines.push(line);
  }
  return lines;
}

/** Why a list cannot be read or sent as it is. */
export type ListRefusal =
  | { kind: 'file-too-large' | 'text-too-large'; bytes: number; max: number }
  | { kind: 'too-many'; count: number; max: number };

/** A file larger than MAX_LIST_FILE_BYTES is not read at all. */
export const fileRefusal = (bytes: number): ListRefusal | null =>
  bytes > MAX_LIST_FILE_BYTES ? { kind: 'file-too-large', bytes, max: MAX_LIST_FILE_BYTES } : null;

/** Pasted text is capped as a file is, by its size in UTF-8 (measured only when it may be near the cap). */
export function textRefusal(text: string): ListRefusal | null {
  if (text.length * 3 <= MAX_LIST_FILE_BYTES) return null;
  const bytes = new TextEncoder().encode(text).length;
  return bytes > MAX_LIST_FILE_BYTES ? { kind: 'text-too-large', bytes, max: MAX_LIST_FILE_BYTES } : null;
}

/** More addresses than one list may hold (the contract's cap): refused before anything is sent. */
export const countRefusal = (count: number): ListRefusal | null =>
  count > MAX_BULK ? { kind: 'too-many', count, max: MAX_BULK } : null;
