/**
 * The "new link" form: the URL (the active tab's, or any pasted one), a domain (recent ones
 * offered) and an optional back half.
 */
import { useState } from 'preact/hooks';
import { isShortenable } from '../links/shortenable';
import { t } from '../text/i18n';
import type { ShortenInput } from './use-shortener';

interface Props {
  url: string;
  title?: string;
  domains: string[];
  defaultDomain: string;
  busy: boolean;
  /** Shown above the form, e.g. why the tab itself cannot be shortened. */
  note?: string;
  onSubmit: (input: ShortenInput) => void;
}

export function ShortenForm({ url: initialUrl, title, domains, defaultDomain, busy, note, onSubmit }: Props) {
  const [url, setUrl] = useState(initialUrl);
  const [domain, setDomain] = useState(defaultDomain);
  const [backHalf, setBackHalf] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = isShortenable(url.trim());

  function submit(e: Event) {
    e.preventDefault();
    setTouched(true);
    if (!valid) return;
    const sameAsTab = url.trim() === initialUrl;
    onSubmit({ url: url.trim(), title: sameAsTab ? title : undefined, domain: domain.trim(), backHalf: backHalf.trim() || undefined, reuseKnown: false });
  }

  return (
    <form class="shorten-form" onSubmit={submit} noValidate>
      {note && <p class="hint">{note}</p>}
      <label class="field">
        <span>{t('fieldUrl')}</span>
        <input type="url" name="url" value={url} placeholder="https://" onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
          aria-invalid={touched && !valid ? 'true' : undefined} aria-describedby={touched && !valid ? 'url-error' : undefined} />
        {touched && !valid && <span class="field-error" id="url-error">{t('errorUnsupportedUrl')}</span>}
      </label>
      <div class="row two">
        <label class="field">
          <span>{t('fieldDomain')}</span>
          <input name="domain" list="domains" value={domain} placeholder={t('defaultDomainPlaceholder')} onInput={(e) => setDomain((e.target as HTMLInputElement).value)} />
          <datalist id="domains">
            {domains.map((d) => <option key={d} value={d} />)}
          </datalist>
        </label>
        <label class="field">
          <span>{t('fieldBackHalfOptional')}</span>
          <input name="backHalf" value={backHalf} onInput={(e) => setBackHalf((e.target as HTMLInputElement).value)} />
        </label>
      </div>
      <button type="submit" class="primary" disabled={busy}>{busy ? t('shortening') : t('shorten')}</button>
    </form>
  );
}
