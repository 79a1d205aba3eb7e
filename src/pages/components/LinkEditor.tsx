/**
 * Edits a link in place through the update operation. A changed back half or destination is
 * checked first (nothing is sent if one is refused); the service's own message for a field appears
 * next to it too, and what the user typed stays in the form.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Link, LinkChanges, LinkGroup } from '../../shared/types';
import { checkBackHalf, checkDestination, inputProblemMessage, type InputProblem } from '../../shared/links/input';
import type { Failure } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { accountToName } from './account-to-name';
import { shortText } from './LinkFace';
import { useFocusFirstInvalid } from './use-focus-invalid';
import { closeOnEscape } from './escape-panels';

type Field = 'backHalf' | 'title' | 'destination' | 'groupId';

interface Props {
  link: Link;
  /** The account the link was shown for (its link store's fingerprint): the background refuses the edit once another is current. */
  account?: string;
  groups: LinkGroup[];
  /** A back half the user already asked for (and the reason it was refused). */
  wanted?: { backHalf: string; error: Failure };
  onSaved: (link: Link) => void;
  onGone: (id: string) => void;
  onClose: () => void;
}

/** The changed fields the input checks refuse, worded. */
function inputErrors(changes: LinkChanges): Partial<Record<Field, string>> {
  const worded = (problem: InputProblem | null) => (problem ? t(inputProblemMessage[problem]) : undefined);
  const out: Partial<Record<Field, string>> = {};
  const backHalf = changes.backHalf !== undefined ? worded(checkBackHalf(changes.backHalf)) : undefined;
  const destination = changes.destination !== undefined ? worded(checkDestination(changes.destination)) : undefined;
  if (backHalf) out.backHalf = backHalf;
  if (destination) out.destination = destination;
  return out;
}

let editors = 0;

export function LinkEditor({ link, account, groups, wanted, onSaved, onGone, onClose }: Props) {
  const [values, setValues] = useState({
    backHalf: wanted?.backHalf ?? link.backHalf,
    title: link.title,
    destination: link.destination,
    groupId: link.group?.id ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(wanted ? fieldErrors(wanted.error) : {});
  const [general, setGeneral] = useState<string | null>(null);
  // The new destination's private host, asked about: saved only after "Save anyway".
  const [askPrivate, setAskPrivate] = useState(false);
  const [saving, setSaving] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  // Its own ids: two editors can be open at once (the page's link and a listed one). A counter,
  // not preact's useId: that one would come with the popup's first load.
  const [idBase] = useState(() => `editor-${++editors}`);
  const inputId = (field: Field) => `${idBase}-${field}`;
  const errorId = (field: Field) => `${idBase}-${field}-error`;
  // Opened on a back half the service refused at creation: straight to that field and its message.
  useEffect(() => {
    if (wanted) focusFirstInvalid();
  }, []);

  const set = (field: Field) => (e: Event) => setValues({ ...values, [field]: (e.target as HTMLInputElement).value });

  async function save(e: Event, privateConfirmed = false) {
    e.preventDefault();
    const changes: LinkChanges = {};
    if (values.backHalf !== link.backHalf) changes.backHalf = values.backHalf.trim();
    if (values.title !== link.title) changes.title = values.title;
    if (values.destination !== link.destination) changes.destination = values.destination.trim();
    if (values.groupId !== (link.group?.id ?? '')) changes.groupId = values.groupId || null;
    if (Object.keys(changes).length === 0) return onClose();
    const refused = inputErrors(changes);
    setErrors(refused);
    setGeneral(null);
    setAskPrivate(false);
    if (Object.keys(refused).length) return focusFirstInvalid();
    setSaving(true);
    const named = await accountToName(account);
    const reply = named.ok
      ? await send({
          type: 'updateLink',
          id: link.id,
          changes,
          account: named.value,
          ...(privateConfirmed && { privateConfirmed }),
        })
      : named;
    setSaving(false);
    if (reply.ok) return onSaved(reply.value);
    if (reply.error.kind === 'not-found') return onGone(link.id);
    setAskPrivate(reply.error.kind === 'private-address');
    const byField = fieldErrors(reply.error);
    setErrors(byField);
    setGeneral(Object.keys(byField).length ? null : failureText(reply.error).text);
  }

  // The back half after its link's fixed start ("zd.lc/"), as the link reads: left to right in every language.
  const short = shortText(link.shortLink);
  const start = short.endsWith(`/${link.backHalf}`) ? short.slice(0, -link.backHalf.length) : `${link.domain}/`;
  const groupOptions = groups.some((g) => g.id === link.group?.id) || !link.group ? groups : [link.group, ...groups];
  const input = (field: Exclude<Field, 'groupId'>, label: string, inputMode: 'text' | 'url' = 'text') => {
    const control = (
      <input
        id={inputId(field)}
        type="text"
        inputMode={inputMode}
        name={field}
        dir={field === 'title' ? 'auto' : 'ltr'}
        value={values[field]}
        onInput={set(field)}
        aria-invalid={errors[field] ? 'true' : undefined}
        aria-describedby={errors[field] ? errorId(field) : undefined}
      />
    );
    return (
      <div class="field">
        <label for={inputId(field)}>{label}</label>
        {field === 'backHalf' ? (
          // The fixed start is drawn, not named: the field's value is the back half alone. A click on it
          // puts the caret in the field, as on the rest of its box.
          <div class="affixed" dir="ltr">
            <span class="affix" aria-hidden="true" onClick={() => document.getElementById(inputId(field))?.focus()}>
              {start}
            </span>
            {control}
          </div>
        ) : (
          control
        )}
        {errors[field] && (
          <span class="field-error" id={errorId(field)}>
            {errors[field]}
          </span>
        )}
      </div>
    );
  };

  return (
    <form ref={form} class="editor" onSubmit={save} onKeyDown={closeOnEscape(onClose)} aria-label={t('editLink')}>
      {input('backHalf', t('fieldBackHalf'))}
      {input('title', t('fieldTitle'))}
      {input('destination', t('fieldDestination'), 'url')}
      <div class="field">
        <label for={inputId('groupId')}>{t('fieldGroup')}</label>
        <select
          id={inputId('groupId')}
          name="groupId"
          value={values.groupId}
          onChange={set('groupId')}
          aria-invalid={errors.groupId ? 'true' : undefined}
          aria-describedby={errors.groupId ? errorId('groupId') : undefined}
        >
          <option value="">{t('groupNone')}</option>
          {groupOptions.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        {errors.groupId && (
          <span class="field-error" id={errorId('groupId')}>
            {errors.groupId}
          </span>
        )}
      </div>
      {general && (
        <p class="error" role="alert">
          {general}
        </p>
      )}
      {askPrivate && (
        <button type="button" onClick={(e) => void save(e, true)} disabled={saving}>
          {t('saveAnyway')}
        </button>
      )}
      <div class="row">
        <button type="submit" class="primary" disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function fieldErrors(failure: Failure): Partial<Record<Field, string>> {
  if (failure.kind !== 'validation') return {};
  const out: Partial<Record<Field, string>> = {};
  for (const field of ['backHalf', 'title', 'destination', 'groupId'] as const) {
    const message = failure.fields[field]?.[0];
    if (message) out[field] = message;
  }
  return out;
}
