/**
 * A campaign preset applied to a destination. The preset replaces the destination's own standard
 * `utm_*` parameters (all five, even those the preset leaves empty: a leftover `utm_term` of
 * another campaign would be counted against this one); every other parameter stays as it was
 * written, byte for byte and in its order, and the fragment stays. The preset's values go last.
 */
import { UTM_KEYS, type Preset, type UtmKey } from './presets';

/** The decoded name of one `key=value` piece of a query (`utm%5Fsource` is `utm_source`). */
function keyOf(piece: string): string | null {
  const raw = piece.split('=', 1)[0]!;
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

const isUtm = (piece: string) => (UTM_KEYS as readonly string[]).includes(keyOf(piece) ?? '');

/** `url` with the preset's parameters; unchanged when it is not a URL. */
export function applyPreset(url: string, preset: Pick<Preset, 'values'>): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const query = parsed.search.slice(1);
  const kept = query ? query.split('&').filter((piece) => !isUtm(piece)) : [];
  const added = UTM_KEYS.filter((key: UtmKey) => preset.values[key]).map(
    (key) => `${key}=${encodeURIComponent(preset.values[key])}`,
  );
  parsed.search = [...kept, ...added].join('&');
  return parsed.href;
}
