/**
 * The campaign presets read through zod schemas: a preset's shape (./presets.ts checks its
 * contents), the list a page may save, and what storage held (a bad or repeated preset dropped
 * alone, a stale `lastUsed` forgotten; nothing thrown).
 */
import * as z from 'zod/mini';
import { checkPreset, MAX_PRESETS, tidyPreset, type Preset, type PresetState } from './presets';

const presetId = z.string().check(z.regex(/^[\w-]{1,64}$/));
const utmValues = z.object({
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  utm_content: z.string(),
});

export const presetSchema = z.object({
  /** Stable across renames, so "the last preset used" follows a renamed preset. */
  id: presetId,
  name: z.string(),
  /** Empty: the preset does not set this parameter. */
  values: utmValues,
});
export type { Preset, PresetState };

const unique = (list: Preset[]) => new Set(list.map((p) => p.id)).size === list.length;
const valid = (list: Preset[]) => list.every((p, i) => Object.keys(checkPreset(p, list.slice(0, i))).length === 0);

/** A list the background may save: each preset well formed and valid, ids and names unique. */
export const presetListSchema = z
  .array(presetSchema)
  .check(z.maxLength(MAX_PRESETS), z.refine(unique), z.refine(valid));
export const isValidPresetList = (v: unknown): v is Preset[] => presetListSchema.safeParse(v).success;

const storedPresets = z.catch(
  z.object({ presets: z.catch(z.array(z.unknown()), []), lastUsed: z.catch(z.nullable(z.string()), null) }),
  { presets: [], lastUsed: null },
);

/** What storage held, made safe: bad or repeated presets dropped one by one, a stale `lastUsed` forgotten. */
export function readPresets(raw: unknown): PresetState {
  const source = storedPresets.parse(raw ?? {});
  const presets: Preset[] = [];
  for (const p of source.presets) {
    const preset = presetSchema.safeParse(p);
    if (presets.length < MAX_PRESETS && preset.success && isValidPresetList([...presets, preset.data]))
      presets.push(tidyPreset(preset.data));
  }
  const lastUsed = presets.some((p) => p.id === source.lastUsed) ? source.lastUsed : null;
  return { presets, lastUsed };
}
