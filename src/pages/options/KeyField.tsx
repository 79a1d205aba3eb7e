/**
 * The current account's API key: never shown back. A saved key reads "Key ending in 1a2b", with
 * Replace (the key form in place, "Verify and save") and Remove; no key yet, the form itself.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Status } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { KeyEnding } from './KeyEnding';
import { KeyForm } from './KeyForm';
import { describedBy, isLocked, LockedNote } from './locked';

interface Props {
  status: Status;
  /** Origins granted to the extension, known before any click. */
  granted: string[];
  /** Counts the times the page was opened at #api-key: each one opens the key field and focuses it. */
  asked: number;
  onSaved: (status: Status, text: string) => void;
  onRemove: () => void;
}

export function KeyField({ status, granted, asked, onSaved, onRemove }: Props) {
  const [replacing, setReplacing] = useState(asked > 0);
  // Each ask moves the focus again, also to a field already open.
  const [focusAsk, setFocusAsk] = useState(asked);
  const replace = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!asked) return;
    setReplacing(true);
    setFocusAsk((n) => n + 1);
  }, [asked]);
  const backToReplace = () => {
    setReplacing(false);
    requestAnimationFrame(() => replace.current?.focus());
  };

  if (isLocked(status, 'apiKey'))
    return (
      <div class="field">
        <span class="field-label">{t('fieldApiKey')}</span>
        <span class="key-saved" id="key-saved" aria-describedby={describedBy(status, 'apiKey')}>
          {status.hasKey ? <KeyEnding hint={status.keyHint} /> : t('accountNoKey')}
        </span>
        <LockedNote field="apiKey" />
      </div>
    );
  if (!status.hasKey || replacing)
    return (
      <KeyForm
        status={status}
        granted={granted}
        focus={focusAsk}
        onSaved={(saved, text) => (backToReplace(), onSaved(saved, text))}
        onCancel={status.hasKey ? backToReplace : undefined}
      />
    );
  return (
    <div class="field" role="group" aria-labelledby="key-label">
      <span class="field-label" id="key-label">
        {t('fieldApiKey')}
      </span>
      <div class="row">
        <span class="key-saved" id="key-saved">
          <KeyEnding hint={status.keyHint} />
        </span>
        <span class="row">
          <button
            type="button"
            ref={replace}
            aria-describedby="key-label"
            onClick={() => (setReplacing(true), setFocusAsk((n) => n + 1))}
          >
            {t('replaceKey')}
          </button>
          {/* Not a second "Remove" in the account's row: that one removes the account. */}
          <button type="button" aria-describedby="key-label" onClick={onRemove}>
            {t('removeKey')}
          </button>
        </span>
      </div>
    </div>
  );
}
