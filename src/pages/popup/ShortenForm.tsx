/**
 * The "new link" form: the URL (the active tab's, or any pasted one), a domain (recent ones
 * offered), an optional back half and a campaign preset (./CampaignPicker.tsx). Each is checked
 * before anything is sent: a refused one gets its message next to it, keeps what was typed, and
 * takes the focus.
 */
import { useState } from 'preact/hooks';
import { checkBackHalf, checkDomain, inputProblemMessage } from '../../shared/links/input';
import type { PresetState } from '../../shared/links/presets';
import { isShortenable } from '../../shared/links/shortenable';
import { t } from '../../platform/text/i18n';
import { useFocusFirstInvalid } from '../components/use-focus-invalid';
import { useCampaign } from './CampaignPicker';
import type { ShortenInput } from './use-shortener';
import { pasted } from './paste';
import { SERVICE_DEFAULT_DOMAIN } from '../../shared/links/service-domain';

interface Props {
  url: string;
  title?: string;
  domains: string[];
  defaultDomain: string;
  busy: boolean;
  /** Shown above the form in a notice, e.g. why the tab itself cannot be shortened. */
  note?: string;
  /** The campaign presets and the last one picked (none before the status is known). */
  campaigns?: PresetState;
  onSubmit: (input: ShortenInput) => void;
  /**
   * Offers *Paste and shorten* beside the address (where the tab cannot be shortened): the clipboard's address
   * is handed on as the user's own, unseen by them (./paste.ts).
   */
  onPaste?: (input: ShortenInput) => void;
}

type Field = 'url' | 'domain' | 'backHalf';

/** The ids of the fields and their messages (the editor of a listed link, open at the same time, has its own). */
const INPUT_IDS: Record<Field, string> = {
  url: 'shorten-url',
  domain: 'shorten-domain',
  backHalf: 'shorten-back-half',
};
const ERROR_IDS: Record<Field, string> = { url: 'url-error', domain: 'domain-error', backHalf: 'back-half-error' };
const NOTE_ID = 'shorten-note';

export function ShortenForm({
  url: initialUrl,
  title,
  domains,
  defaultDomain,
  busy,
  note,
  campaigns,
  onSubmit,
  onPaste,
}: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ url: initialUrl, domain: defaultDomain, backHalf: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const campaign = useCampaign(campaigns);

  /** The form's fields checked (the address given, or the one typed), then sent; a refused one keeps its value and takes the focus. */
  function check(url: string, send: (input: ShortenInput) => void, problem?: string) {
    const domain = checkDomain(values.domain);
    const backHalf = checkBackHalf(values.backHalf);
    const found: Partial<Record<Field, string>> = {};
    if (problem) found.url = problem;
    else if (!isShortenable(url)) found.url = t('errorUnsupportedUrl');
    if (domain) found.domain = t(inputProblemMessage[domain]);
    if (backHalf) found.backHalf = t(inputProblemMessage[backHalf]);
    if (Object.keys(found).length) {
      setErrors(found);
      return focusFirstInvalid();
    }
    const sameAsTab = url === initialUrl;
    send({
      url: campaign.apply(url),
      title: sameAsTab ? title : undefined,
      domain: values.domain.trim(),
      backHalf: values.backHalf.trim() || undefined,
      reuseKnown: false,
    });
    // After the submit: a state set before it would render before its request leaves.
    setErrors({});
  }

  function submit(e: Event) {
    e.preventDefault();
    check(values.url.trim(), onSubmit);
  }

  const paste = () =>
    void pasted().then((found) => {
      if (found.url) setValues((v) => ({ ...v, url: found.url! }));
      check(found.url ?? '', onPaste!, found.problem);
    });

  /** The field's input attributes: its value, and its message when refused. */
  const bind = (field: Field) => ({
    name: field,
    id: INPUT_IDS[field],
    value: values[field],
    onInput: (e: Event) => setValues((v) => ({ ...v, [field]: (e.target as HTMLInputElement).value })),
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? ERROR_IDS[field] : undefined,
  });
  const message = (field: Field) =>
    errors[field] && (
      <span class="field-error" id={ERROR_IDS[field]}>
        {errors[field]}
      </span>
    );

  // Where Paste is offered it leads: Shorten waits for a typed address, and says why it waits (the note).
  const waiting = !!onPaste && !values.url.trim();
  const pasteButton = (
    <button type="button" id="paste-address" class="primary" onClick={paste} disabled={busy}>
      {t('pasteAddress')}
    </button>
  );
  const submitButton = (
    <button
      type="submit"
      class={onPaste ? undefined : 'primary'}
      disabled={busy || waiting}
      aria-describedby={waiting && note ? NOTE_ID : undefined}
    >
      {busy ? t('shortening') : t('shorten')}
    </button>
  );

  return (
    <form ref={form} class="shorten-form" onSubmit={submit} noValidate>
      {note && (
        <p class="page-note" id={NOTE_ID}>
          {note}
        </p>
      )}
      {/* Each label holds only the field's name; its message is the description (read once). */}
      <div class="field">
        <label for={INPUT_IDS.url}>{t('fieldUrl')}</label>
        <input type="url" dir="ltr" placeholder="https://" {...bind('url')} />
        {/* No line kept for it: a message pushes the form down, and is heard as the field's description. */}
        {message('url')}
      </div>
      <div class="row two">
        <div class="field">
          <label for={INPUT_IDS.domain}>{t('fieldDomain')}</label>
          {/* Empty means the service's domain: the domain itself as the placeholder (a sentence was cut at 320 px). */}
          <input list="domains" dir="ltr" translate={false} placeholder={SERVICE_DEFAULT_DOMAIN} {...bind('domain')} />
          <datalist id="domains">
            {domains.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          {message('domain')}
        </div>
        <div class="field">
          <label for={INPUT_IDS.backHalf}>{t('fieldBackHalfOptional')}</label>
          <input dir="ltr" {...bind('backHalf')} />
          {message('backHalf')}
        </div>
      </div>
      {campaign.field}
      {/* One layout at every width: the address across the form, Paste (where offered) and Shorten in one
          row under the options, Paste first as Tab takes them. Paste beside a narrowed field left Shorten alone. */}
      {onPaste ? (
        <div class="row">
          {pasteButton}
          {submitButton}
        </div>
      ) : (
        submitButton
      )}
    </form>
  );
}
