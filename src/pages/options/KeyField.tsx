/** The API key: never shown back. A saved key reads "ending in 1a2b", and can be replaced or removed. */
import { useState } from 'preact/hooks';
import type { Status } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { describedBy, isLocked, LockedNote } from './locked';

interface Props {
  status: Status;
  /** The service address typed is another than the saved one: the saved key does not go there, a key is asked for. */
  newService?: boolean;
  value: string;
  onInput: (value: string) => void;
  onRemove: () => void;
}

export function KeyField({ status, newService = false, value, onInput, onRemove }: Props) {
  const [replacing, setReplacing] = useState(false);
  const locked = isLocked(status, 'apiKey');
  const asked = newService && status.hasKey;
  const editing = !locked && (!status.hasKey || replacing || asked || value !== '');
  return (
    <div class="field">
      <span id="key-label">{t('fieldApiKey')}</span>
      {locked ? (
        <>
          <span class="key-saved" id="key-saved" aria-describedby={describedBy(status, 'apiKey')}>
            {status.hasKey
              ? status.keyHint
                ? t('keySavedEnding', status.keyHint)
                : t('keySaved')
              : t('keyPlaceholder')}
          </span>
          <LockedNote field="apiKey" />
        </>
      ) : status.hasKey && !editing ? (
        <div class="row">
          <span class="key-saved" id="key-saved">
            {status.keyHint ? t('keySavedEnding', status.keyHint) : t('keySaved')}
          </span>
          <button type="button" onClick={() => setReplacing(true)}>
            {t('replaceKey')}
          </button>
          <button type="button" onClick={onRemove}>
            {t('removeKey')}
          </button>
        </div>
      ) : (
        <>
          <input
            name="apiKey"
            type="password"
            dir="ltr"
            autocomplete="off"
            spellcheck={false}
            aria-labelledby="key-label"
            value={value}
            aria-describedby={asked ? 'key-for-service' : undefined}
            placeholder={status.hasKey && !asked ? t('keyReplacePlaceholder') : t('keyPlaceholder')}
            onInput={(e) => onInput((e.target as HTMLInputElement).value)}
          />
          {asked && (
            <span class="hint small" id="key-for-service">
              {t('errorAccountServiceKey')}
            </span>
          )}
        </>
      )}
    </div>
  );
}
