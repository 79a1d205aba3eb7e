/**
 * One campaign preset being added or edited: its name and the five `utm_*` values. Checked before
 * anything is sent: a refused field gets its reason next to it, keeps what was typed, and the first
 * one takes the focus; nothing is saved. Its own *Save preset*, where the page's other settings save
 * as they change: a preset is checked whole (a name, one value at least), and a half-typed one
 * saved as made would reach every popup's Campaign menu, and every computer the user syncs.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { checkPreset, UTM_KEYS, type Preset, type PresetField, type PresetProblem } from '../../shared/links/presets';
import type { MessageName } from '../../platform/text/i18n';
import { t } from '../../platform/text/i18n';
import { useFocusFirstInvalid } from '../components/use-focus-invalid';

const PROBLEM_TEXT: Record<PresetProblem, MessageName> = {
  'name-empty': 'presetNameEmpty',
  'name-long': 'presetNameLong',
  'name-taken': 'presetNameTaken',
  'value-chars': 'presetValueChars',
  'value-long': 'presetValueLong',
  'no-values': 'presetNoValues',
};

interface Props {
  draft: Preset;
  /** A preset not yet in the list (headed "New preset"). */
  isNew: boolean;
  /** The other presets, for duplicate names. */
  others: readonly Preset[];
  busy: boolean;
  onSave: (preset: Preset) => void;
  onCancel: () => void;
}

export function PresetEditor({ draft, isNew, others, busy, onSave, onCancel }: Props) {
  const [preset, setPreset] = useState(draft);
  const [problems, setProblems] = useState<Partial<Record<PresetField, PresetProblem>>>({});
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const first = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);

  function submit(e: Event) {
    e.preventDefault();
    const found = checkPreset(preset, others);
    setProblems(found);
    if (Object.keys(found).length) return focusFirstInvalid();
    onSave(preset);
  }

  const set = (field: PresetField, value: string) =>
    setPreset((p) => (field === 'name' ? { ...p, name: value } : { ...p, values: { ...p.values, [field]: value } }));

  const input = (field: PresetField, label: string) => {
    const problem = problems[field];
    const inputId = `preset-${field}`;
    const errorId = `preset-${field}-error`;
    return (
      <div class="field" key={field}>
        <label for={inputId}>{label}</label>
        <input
          id={inputId}
          ref={field === 'name' ? first : undefined}
          name={field === 'name' ? 'presetName' : field}
          dir={field === 'name' ? 'auto' : 'ltr'}
          value={field === 'name' ? preset.name : preset.values[field]}
          spellcheck={false}
          onInput={(e) => set(field, (e.target as HTMLInputElement).value)}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <span class="field-error" id={errorId}>
            {t(PROBLEM_TEXT[problem])}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      ref={form}
      class="card preset-editor"
      onSubmit={submit}
      aria-labelledby="preset-editor-heading"
      noValidate
      onKeyDown={(e) => e.key === 'Escape' && (e.preventDefault(), onCancel())}
    >
      <h3 id="preset-editor-heading">{isNew ? t('presetNew') : t('presetEditing')}</h3>
      {input('name', t('presetName'))}
      {UTM_KEYS.map((key) => input(key, key))}
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          {t('presetSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
