/**
 * The options page's campaign presets: listed, added, edited (renamed too) and deleted. Each
 * change sends the whole list to the background (`savePresets`), which checks it again and is the
 * only writer; the list shown is the one it answers.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { UTM_KEYS, type Preset, type PresetState } from '../../shared/links/presets';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { PresetEditor } from './PresetEditor';

type Notice = { tone: 'ok' | 'error'; text: string } | null;

const blank = (): Preset => ({
  id: crypto.randomUUID(),
  name: '',
  values: Object.fromEntries(UTM_KEYS.map((k) => [k, ''])) as Preset['values'],
});

/** "utm_source=newsletter · utm_medium=email": what a preset sets, as text. */
const summary = (p: Preset) =>
  UTM_KEYS.filter((k) => p.values[k])
    .map((k) => `${k}=${p.values[k]}`)
    .join(' · ');

export function PresetsSection({ initial }: { initial: PresetState }) {
  const [presets, setPresets] = useState(initial.presets);
  const [editing, setEditing] = useState<{ draft: Preset; isNew: boolean } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  // Where the focus goes once the editor closes or a row goes: the control the user came from.
  const section = useRef<HTMLElement>(null);
  const [focusTo, setFocusTo] = useState<{ selector: string } | null>(null);
  useLayoutEffect(() => {
    if (focusTo) section.current?.querySelector<HTMLElement>(focusTo.selector)?.focus();
  }, [focusTo]);

  // A new object each time: returning to the same control twice still moves the focus.
  const returnFocus = (id: string | null) => setFocusTo({ selector: id ? `[data-edit="${id}"]` : '[data-add]' });

  async function save(next: Preset[], done: string, focusId: string | null) {
    setBusy(true);
    const reply = await send({ type: 'savePresets', presets: next });
    setBusy(false);
    if (!reply.ok) return setNotice({ tone: 'error', text: failureText(reply.error).text });
    setPresets(reply.value.presets);
    setEditing(null);
    setNotice({ tone: 'ok', text: done });
    returnFocus(reply.value.presets.some((p) => p.id === focusId) ? focusId : null);
  }

  function saveEdited(preset: Preset) {
    const next = editing?.isNew ? [...presets, preset] : presets.map((p) => (p.id === preset.id ? preset : p));
    void save(next, t('presetSaved'), preset.id);
  }

  function cancel() {
    const id = editing && !editing.isNew ? editing.draft.id : null;
    setEditing(null);
    returnFocus(id);
  }

  return (
    <section ref={section} aria-labelledby="presets-heading" class="presets">
      <h2 id="presets-heading">{t('presetsSection')}</h2>
      <p class="hint small">{t('presetsIntro')}</p>
      {presets.length === 0 ? (
        <p class="hint">{t('presetsEmpty')}</p>
      ) : (
        <ul>
          {presets.map((p) => (
            <li key={p.id} class="row">
              <strong class="preset-name">{p.name}</strong>
              <span class="preset-values small">{summary(p)}</span>
              <span class="row">
                <button
                  type="button"
                  data-edit={p.id}
                  aria-label={t('presetEditNamed', p.name)}
                  disabled={!!editing}
                  onClick={() => setEditing({ draft: p, isNew: false })}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  aria-label={t('presetDeleteNamed', p.name)}
                  disabled={!!editing || busy}
                  onClick={() =>
                    void save(
                      presets.filter((o) => o.id !== p.id),
                      t('presetDeleted'),
                      null,
                    )
                  }
                >
                  {t('presetDelete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PresetEditor
          key={editing.draft.id}
          draft={editing.draft}
          isNew={editing.isNew}
          others={presets.filter((p) => p.id !== editing.draft.id)}
          busy={busy}
          onSave={saveEdited}
          onCancel={cancel}
        />
      ) : (
        <button type="button" data-add onClick={() => (setNotice(null), setEditing({ draft: blank(), isNew: true }))}>
          {t('presetAdd')}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}
        id="presets-notice"
      >
        {notice?.text}
      </p>
    </section>
  );
}
