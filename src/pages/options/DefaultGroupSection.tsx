/**
 * The group links the extension makes are put in, chosen from the groups seen on the user's
 * links (the service lists no groups of its own). Saved at once, like the popup preferences.
 */
import { useEffect, useState } from 'preact/hooks';
import type { LinkGroup } from '../../shared/types';
import type { Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { describedBy, isLocked, LockedNote } from './locked';
import { SectionHeading } from './save-status';

interface Props {
  status: Status;
  onSaved: (status: Status) => void;
}

export function DefaultGroupSection({ status, onSaved }: Props) {
  const [groups, setGroups] = useState<LinkGroup[] | null>(null);
  const [problem, setProblem] = useState('');
  const chosen = status.settings.defaultGroupId;
  // Asked again when the account changes: another account's groups are not offered.
  useEffect(
    () => void send({ type: 'linkGroups' }).then((r) => setGroups(r.ok ? r.value : [])),
    [status.settings.serviceUrl, status.keyHint],
  );

  async function choose(defaultGroupId: string) {
    // The group is the current account's: edited as the accounts' list edits an account.
    if (!status.currentAccountId) return;
    const reply = await send({ type: 'updateAccount', id: status.currentAccountId, changes: { defaultGroupId } });
    setProblem(reply.ok ? '' : failureText(reply.error).text);
    if (reply.ok) onSaved(reply.value);
  }

  // A chosen group no longer on any stored link stays chosen, and is shown as such.
  const unseen = chosen !== '' && groups !== null && !groups.some((g) => g.id === chosen);
  return (
    <section aria-labelledby="default-group-heading">
      <SectionHeading id="default-group-heading">{t('defaultGroupSection')}</SectionHeading>
      <div class="field">
        <label for="default-group">{t('fieldDefaultGroup')}</label>
        <select
          id="default-group"
          name="defaultGroupId"
          value={chosen}
          disabled={groups === null || !status.currentAccountId || isLocked(status, 'defaultGroupId')}
          aria-describedby={describedBy(status, 'defaultGroupId', 'default-group-hint')}
          onChange={(e) => void choose((e.target as HTMLSelectElement).value)}
        >
          <option value="">{t('groupNone')}</option>
          {unseen && <option value={chosen}>{t('defaultGroupUnseen')}</option>}
          {groups?.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        {isLocked(status, 'defaultGroupId') && <LockedNote field="defaultGroupId" />}
        <span class="hint small" id="default-group-hint">
          {groups?.length === 0 ? t('defaultGroupNoneSeen') : t('defaultGroupHint')}
        </span>
      </div>
      {problem && (
        <p class="error notice" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
