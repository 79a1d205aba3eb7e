/**
 * The current account's own settings, in its row of the accounts (shown once, edited there): its API
 * key (replaced only through "Verify and save") and its default domain, saved as it is changed.
 */
import { useEffect, useState } from 'preact/hooks';
import { checkDomain, inputProblemMessage, type InputProblem } from '../../shared/links/input';
import type { Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';
import { failureHere } from './failure-here';
import { KeyField } from './KeyField';
import { describedBy, isLocked, LockedNote } from './locked';
import { SERVICE_DEFAULT_DOMAIN } from '../../shared/links/service-domain';

interface Props {
  status: Status;
  granted: string[];
  /** Counts the times the page was opened at #api-key. */
  asked: number;
  onChanged: (status: Status) => void;
  /** The page's save status: "Saved." unless other words are given. */
  said: (tone: 'ok' | 'error', text?: string) => void;
}

export function CurrentAccount({ status, granted, asked, onChanged, said }: Props) {
  const saved = status.settings.defaultDomain;
  const [domain, setDomain] = useState(saved);
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const locked = isLocked(status, 'defaultDomain');
  // Another account made current, or the domain changed elsewhere (or by the policy): the field shows it.
  useEffect(() => (setDomain(saved), setProblem(null)), [status.currentAccountId, saved]);

  async function saveDomain() {
    const value = domain.trim();
    const found = checkDomain(value);
    setProblem(found);
    if (found || value === saved || !status.currentAccountId) return;
    const reply = await send({ type: 'updateAccount', id: status.currentAccountId, changes: { defaultDomain: value } });
    if (!reply.ok) return said('error', failureHere(reply.error));
    onChanged(reply.value);
    said('ok');
  }

  async function removeKey() {
    if (!status.currentAccountId) return;
    const reply = await send({ type: 'updateAccount', id: status.currentAccountId, changes: { apiKey: null } });
    if (!reply.ok) return said('error', failureHere(reply.error));
    onChanged(reply.value);
    said('ok', t('keyRemoved'));
  }

  return (
    <div class="current-account">
      {/* Its service (in the row's facts above) is the administrator's. */}
      {isLocked(status, 'serviceUrl') && <LockedNote field="serviceUrl" />}
      <KeyField
        status={status}
        granted={granted}
        asked={asked}
        onSaved={(s, text) => (onChanged(s), said('ok', text))}
        onRemove={removeKey}
      />
      <div class="field">
        <label for="default-domain">{t('fieldDefaultDomain')}</label>
        <input
          id="default-domain"
          name="defaultDomain"
          dir="ltr"
          translate={false}
          value={domain}
          placeholder={SERVICE_DEFAULT_DOMAIN}
          readOnly={locked}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={describedBy(status, 'defaultDomain', problem ? 'default-domain-error' : undefined)}
          onInput={(e) => setDomain((e.target as HTMLInputElement).value)}
          onChange={() => void saveDomain()}
        />
        {locked && <LockedNote field="defaultDomain" />}
        {problem && (
          <span class="field-error" id="default-domain-error">
            {t(inputProblemMessage[problem])}
          </span>
        )}
      </div>
    </div>
  );
}
