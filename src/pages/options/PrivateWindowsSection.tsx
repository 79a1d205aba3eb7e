/**
 * Private windows, where the user lets the extension run there: whether opening the popup shortens
 * the page on its own, and whether links made there join the recent list. Both off by default;
 * each box is saved as it is ticked.
 */
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';
import { describedBy, isLocked, LockedNote } from './locked';
import { SectionHeading } from './save-status';

interface Props {
  status: Status;
  onSaved: (status: Status) => void;
  onFailure: (failure: Failure) => void;
}

type Pref = 'privateAutoShorten' | 'privateRecent';

export function PrivateWindowsSection({ status, onSaved, onFailure }: Props) {
  async function set(name: Pref, value: boolean) {
    const reply = await send({ type: 'saveSettings', settings: { [name]: value } });
    if (reply.ok) onSaved(reply.value);
    else onFailure(reply.error);
  }

  const box = (name: Pref, label: string) => (
    <div class="field">
      <label class="check">
        <input
          type="checkbox"
          name={name}
          checked={status.settings[name]}
          disabled={isLocked(status, name)}
          aria-describedby={describedBy(status, name, 'private-windows-hint')}
          onChange={(e) => set(name, (e.target as HTMLInputElement).checked)}
        />
        {label}
      </label>
      {isLocked(status, name) && <LockedNote field={name} />}
    </div>
  );

  return (
    <section aria-labelledby="private-windows-heading">
      <SectionHeading id="private-windows-heading">{t('privateWindowsSection')}</SectionHeading>
      <p class="hint small" id="private-windows-hint">
        {t('privateWindowsHint')}
      </p>
      {box('privateAutoShorten', t('prefPrivateAutoShorten'))}
      {box('privateRecent', t('prefPrivateRecent'))}
    </section>
  );
}
