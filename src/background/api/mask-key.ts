/**
 * A service that echoes the key, whole or in part (cut to its first 40 characters, a piece of a
 * longer text), must not get any of it shown or logged: every run of 8 or more of the key's
 * characters is masked wherever it stands, invisible characters (format: zero-width, soft hyphen,
 * bidi; control) between them or not. A key under four characters is no secret worth the noise;
 * one under 8 is masked whole.
 */
export const MASK = '•••';

/** The shortest piece of a key that is masked on its own: shorter runs are too common to mean the key. */
const PIECE = 8;

const INVISIBLE = /[\p{Cf}\p{Cc}]/u;

/** How the key may be written in a raw JSON body: as is, JSON-escaped (`"`, `\\`), with `/` escaped as PHP does. */
function spellingsOf(key: string): string[] {
  const escaped = JSON.stringify(key).slice(1, -1);
  return [...new Set([key, escaped, escaped.replaceAll('/', '\\/')])];
}

/** Every piece to look for, by its length: each spelling's runs of `PIECE` characters (or the whole spelling when shorter). */
function piecesOf(key: string): Map<number, Set<string>> {
  const pieces = new Map<number, Set<string>>();
  for (const spelling of spellingsOf(key)) {
    const size = Math.min(PIECE, spelling.length);
    const set = pieces.get(size) ?? new Set<string>();
    for (let i = 0; i + size <= spelling.length; i++) set.add(spelling.slice(i, i + size));
    pieces.set(size, set);
  }
  return pieces;
}

let last: { key: string; pieces: Map<number, Set<string>> } | null = null;

export function maskKey(text: string, key: string): string {
  if (key.length < 4 || text.length < 4) return text;
  if (last?.key !== key) last = { key, pieces: piecesOf(key) };
  // The text as read: its visible characters, each with where it stands in the text.
  const at: number[] = [];
  let visible = '';
  for (let i = 0; i < text.length; i++) {
    if (INVISIBLE.test(text[i]!)) continue;
    at.push(i);
    visible += text[i];
  }
  const covered = new Uint8Array(visible.length);
  let any = false;
  for (const [size, set] of last.pieces)
    for (let i = 0; i + size <= visible.length; i++)
      if (set.has(visible.slice(i, i + size))) {
        covered.fill(1, i, i + size);
        any = true;
      }
  if (!any) return text;
  // Each covered run, with the invisible characters inside it, becomes one mask.
  let out = '';
  let from = 0;
  for (let i = 0; i < visible.length; i++) {
    if (!covered[i] || covered[i - 1]) continue;
    let end = i;
    while (covered[end + 1]) end++;
    out += text.slice(from, at[i]) + MASK;
    from = at[end]! + 1;
  }
  return out + text.slice(from);
}
