/**
 * The campaign presets as the background keeps them: one versioned storage item, written only
 * here and only through the write queue, so a save from the options page and the popup's
 * "last used" never overwrite each other's read-modify-write.
 */
import { storage } from 'wxt/utils/storage';
import { EMPTY_PRESETS, PRESETS_KEY, readPresets, tidyPreset, type Preset, type PresetState } from '../../shared/links/presets';
import { serialized } from '../writes';

/**
 * Version 1: `{ presets, lastUsed }`. WXT reads a missing version as 1, so a later shape's
 * migration (`migrations: { 2: … }`) finds today's values without a version written beside them.
 */
export const presetsItem = storage.defineItem<PresetState>(`local:${PRESETS_KEY}`, { fallback: EMPTY_PRESETS, version: 1 });

export async function loadPresets(): Promise<PresetState> {
  return readPresets(await presetsItem.getValue());
}

/** The whole list, as the options page edited it (already checked by the contract); "last used" kept while its preset is. */
export function savePresets(presets: Preset[]): Promise<PresetState> {
  return serialized(async () => {
    const { lastUsed } = await loadPresets();
    const next = readPresets({ presets: presets.map(tidyPreset), lastUsed });
    await presetsItem.setValue(next);
    return next;
  });
}

/** The preset picked in the popup's form (null: none), preselected next time; an unknown id changes nothing. */
export function choosePreset(id: string | null): Promise<PresetState> {
  return serialized(async () => {
    const state = await loadPresets();
    if (id !== null && !state.presets.some((p) => p.id === id)) return state;
    const next = { ...state, lastUsed: id };
    await presetsItem.setValue(next);
    return next;
  });
}
