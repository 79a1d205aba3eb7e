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

/** Runs of invisible characters (astral ones too, such as tag characters: hence the `u` flag on the whole text). */
const INVISIBLE_RUNS = /[\p{Cf}\p{Cc}]+/gu;

/** How the key may be written in a raw JSON body: as is, JSON-escaped (`"`, `\\`), with `/` escaped as PHP does. */
function spellingsOf(key: string): string[] {
  const escaped = JSON.stringify(key).slice(1, -1);
  return [...new Set([key, escaped, escaped.replaceAll('/', '\\/')])];
}

interface Pieces {
  /** Every piece to look for, by its length: each spelling's runs of `PIECE` characters (or the whole spelling when shorter). */
  bySize: [number, Set<string>][];
  /** Which UTF-16 units occur in the key's spellings: a piece can only start where a run of them is long enough. */
  inKey: Uint8Array;
}

function piecesOf(key: string): Pieces {
  const bySize = new Map<number, Set<string>>();
  const inKey = new Uint8Array(0x10000);
  for (const spelling of spellingsOf(key)) {
    const size = Math.min(PIECE, spelling.length);
    const set = bySize.get(size) ?? new Set<string>();
    for (let i = 0; i + size <= spelling.length; i++) set.add(spelling.slice(i, i + size));
    for (let i = 0; i < spelling.length; i++) inKey[spelling.charCodeAt(i)] = 1;
    bySize.set(size, set);
  }
  return { bySize: [...bySize], inKey };
}

/** The text as read (invisible characters left out), and where each of its stretches starts in the text. */
function readable(text: string): { visible: string; stretches: { visible: number; text: number }[] } {
  const stretches: { visible: number; text: number }[] = [];
  let visible = '';
  let from = 0;
  for (const match of text.matchAll(INVISIBLE_RUNS)) {
    stretches.push({ visible: visible.length, text: from });
    visible += text.slice(from, match.index);
    from = match.index + match[0].length;
  }
  stretches.push({ visible: visible.length, text: from });
  return { visible: visible + text.slice(from), stretches };
}

let last: { key: string; pieces: Pieces } | null = null;

export function maskKey(text: string, key: string): string {
  if (key.length < 4 || text.length < 4) return text;
  if (last?.key !== key) last = { key, pieces: piecesOf(key) };
  const { bySize, inKey } = last.pieces;
  const { visible, stretches } = readable(text);
  // Visible characters covered by a piece of the key. One pass: a piece is looked up only where the
  // characters before it are all the key's.
  const covered = new Uint8Array(visible.length);
  let any = false;
  let run = 0;
  for (let i = 0; i < visible.length; i++) {
    run = inKey[visible.charCodeAt(i)] ? run + 1 : 0;
    if (run < 4) continue; // no piece is shorter
    for (let p = 0; p < bySize.length; p++) {
      const [size, set] = bySize[p]!;
      if (run >= size && set.has(visible.slice(i + 1 - size, i + 1))) {
        covered.fill(1, i + 1 - size, i + 1);
        any = true;
      }
    }
  }
  if (!any) return text;
  /** Where a visible character stands in the text. */
  const inText = (v: number) => {
    let s = stretches.length - 1;
    while (stretches[s]!.visible > v) s--;
    return stretches[s]!.text + v - stretches[s]!.visible;
  };
  // Each covered run, with the invisible characters inside it, becomes one mask.
  let out = '';
  let from = 0;
  for (let i = 0; i < visible.length; i++) {
    if (!covered[i] || covered[i - 1]) continue;
    let end = i;
    while (covered[end + 1]) end++;
    out += text.slice(from, inText(i)) + MASK;
    from = inText(end) + 1;
  }
  return out + text.slice(from);
}
