/**
 * The campaign presets as the background keeps them: one versioned storage item, written only
 * here and only through the write queue, so a save from the options page and the popup's
 * "last used" never overwrite each other's read-modify-write.
 */
import { fitsSyncItem, tidyPreset, type Preset, type PresetState } from '../../shared/links/presets';
import { fail, ok, type Result } from '../../shared/types';
import type { Failure } from '../../shared/failures';
import { t } from '../../platform/text/i18n';
import { readPresets } from '../../shared/links/presets-schema';
import { localPresetsItem, presetsItem, settleStored } from '../settings/items';
import { serialized } from '../writes';

/** The item is in storage.sync, beside the preferences (src/background/settings/items.ts). */
export { presetsItem };

export async function loadPresets(): Promise<PresetState> {
  // Both at once (one round trip for `status`): the local copy is there only until a settling moves it.
  const [local, synced] = await Promise.all([localPresetsItem.getValue(), presetsItem.getValue()]);
  if (local === null) return readPresets(synced);
  await settleStored();
  return readPresets(await presetsItem.getValue());
}

/**
 * The whole list, as the options page edited it (already checked by the contract); "last used"
 * kept while its preset is. Refused, with nothing written, when it would not fit in storage.sync.
 */
export function savePresets(presets: Preset[]): Promise<Result<PresetState, Failure>> {
  return serialized(async () => {
    const { lastUsed } = await loadPresets();
    const next = readPresets({ presets: presets.map(tidyPreset), lastUsed });
    if (!fitsSyncItem(next)) return fail({ kind: 'validation', message: t('presetsTooLarge'), fields: {} });
    await presetsItem.setValue(next);
    return ok(next);
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
