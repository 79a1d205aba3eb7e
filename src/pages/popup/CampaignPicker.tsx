/**
 * The new-link form's campaign: "none" or one of the user's presets, the last one picked
 * preselected. Only this deliberate choice adds a preset; shortening as the popup opens, the
 * context menu and the shortcut never do.
 */
import { useRef, useState } from 'preact/hooks';
import type { PresetState } from '../../shared/links/presets';
import { applyPreset } from '../../shared/links/utm';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';

/** The picker's field (nothing when there are no presets) and the choice applied to a URL. */
export function useCampaign(campaigns: PresetState | undefined) {
  const presets = campaigns?.presets ?? [];
  const remembered = useRef(campaigns?.lastUsed ?? null);
  const [chosen, setChosen] = useState(remembered.current ?? '');

  /** The URL with the chosen preset (as is with none); the choice remembered for next time. */
  function apply(url: string): string {
    const preset = presets.find((p) => p.id === chosen) ?? null;
    const id = preset?.id ?? null;
    if (campaigns && id !== remembered.current) {
      remembered.current = id;
      void send({ type: 'choosePreset', id });
    }
    return preset ? applyPreset(url, preset) : url;
  }

  const field = presets.length > 0 && (
    <div class="field">
      <label for="campaign">{t('campaignField')}</label>
      <select
        id="campaign"
        name="campaign"
        value={chosen}
        onChange={(e) => setChosen((e.target as HTMLSelectElement).value)}
        aria-describedby="campaign-hint"
      >
        <option value="">{t('campaignNone')}</option>
        {presets.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <span class="hint small" id="campaign-hint">
        {t('campaignHint')}
      </span>
    </div>
  );

  return { field, apply };
}
