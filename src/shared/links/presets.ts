/**
 * Campaign presets: named sets of the five standard `utm_*` parameters. Pure and free of the
 * schema library: the options page checks a preset before saving it, the background checks it
 * again whatever a page sends, and reading what storage held drops a bad preset, never the list
 * (the schemas: ./presets-schema.ts).
 */
/** A campaign preset: its UTM values, applied to a URL before shortening (checked by ./presets-schema.ts). */
export interface Preset {
  /** Stable across renames, so "the last preset used" follows a renamed preset. */
  id: string;
  name: string;
  /** Empty: the preset does not set this parameter. */
  values: { utm_source: string; utm_medium: string; utm_campaign: string; utm_term: string; utm_content: string };
}

/** The stored item: the presets in the user's order, and the last one picked in the popup (null: none). */
export interface PresetState {
  presets: Preset[];
  lastUsed: string | null;
}

/** The parameters a preset sets, in the order they are added to a destination. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

export const PRESETS_KEY = 'presets';
export const EMPTY_PRESETS: PresetState = { presets: [], lastUsed: null };
export const MAX_PRESETS = 50;
export const MAX_NAME = 60;
export const MAX_VALUE = 200;

/**
 * storage.sync's limit for one item (QUOTA_BYTES_PER_ITEM: the key and its value as JSON, in bytes),
 * less room for the longest "last used" id: presets that would not fit are refused before the write.
 */
const SYNC_ITEM_BYTES = 8192;
const LAST_USED_ROOM = 64;

/** Whether the presets fit in their one storage.sync item, whichever of them is picked last. */
export const fitsSyncItem = (state: PresetState): boolean =>
  new TextEncoder().encode(PRESETS_KEY + JSON.stringify({ ...state, lastUsed: null })).length + LAST_USED_ROOM <=
  SYNC_ITEM_BYTES;

export type PresetProblem = 'name-empty' | 'name-long' | 'name-taken' | 'value-chars' | 'value-long' | 'no-values';

/** Where a problem is: the name, or one parameter's field. */
export type PresetField = 'name' | UtmKey;

/**
 * A value goes into a query string as typed: a space, `&`, `=`, `#`, `?` (or a control character)
 * would be encoded into something the user did not mean to send, so it is refused instead.
 */
const BAD_VALUE = /[\s&=#?\p{Cc}]/u;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The problems of one preset among the others (`others` excludes the preset itself), by field:
 * empty when it may be saved. Names and values are taken trimmed.
 */
export function checkPreset(
  preset: Pick<Preset, 'name' | 'values'>,
  others: readonly Pick<Preset, 'name'>[],
): Partial<Record<PresetField, PresetProblem>> {
  const found: Partial<Record<PresetField, PresetProblem>> = {};
  const name = preset.name.trim();
  if (!name) found.name = 'name-empty';
  else if (name.length > MAX_NAME) found.name = 'name-long';
  else if (others.some((o) => sameName(o.name, name))) found.name = 'name-taken';
  for (const key of UTM_KEYS) {
    const value = preset.values[key].trim();
    if (BAD_VALUE.test(value)) found[key] = 'value-chars';
    else if (value.length > MAX_VALUE) found[key] = 'value-long';
  }
  if (!found.utm_source && UTM_KEYS.every((key) => !preset.values[key].trim())) found.utm_source = 'no-values';
  return found;
}

/** A preset as saved: name and values trimmed. */
export function tidyPreset(preset: Preset): Preset {
  const values = Object.fromEntries(UTM_KEYS.map((key) => [key, preset.values[key].trim()])) as Record<UtmKey, string>;
  return { id: preset.id, name: preset.name.trim(), values };
}
