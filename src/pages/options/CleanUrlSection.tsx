/**
 * Which address is shortened: the page's canonical one, and without tracking parameters. Each box
 * is saved as it is ticked, like the popup preferences.
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

type Pref = 'useCanonical' | 'stripTracking';

export function CleanUrlSection({ status, onSaved, onFailure }: Props) {
  async function set(name: Pref, value: boolean) {
    const reply = await send({ type: 'saveSettings', settings: { [name]: value } });
    if (reply.ok) onSaved(reply.value);
    else onFailure(reply.error);
  }

  const box = (name: Pref, label: string, hint: string) => (
    <div class="field">
      <label class="check">
        <input
          type="checkbox"
          name={name}
          checked={status.settings[name]}
          disabled={isLocked(status, name)}
          aria-describedby={describedBy(status, name, `${name}-hint`)}
          onChange={(e) => set(name, (e.target as HTMLInputElement).checked)}
        />
        {label}
      </label>
      {isLocked(status, name) && <LockedNote field={name} />}
      <span class="hint small" id={`${name}-hint`}>
        {hint}
      </span>
    </div>
  );

  return (
    <section aria-labelledby="clean-url-heading">
      <SectionHeading id="clean-url-heading">{t('cleanUrlSection')}</SectionHeading>
      {box('useCanonical', t('prefUseCanonical'), t('prefUseCanonicalHint'))}
      {box('stripTracking', t('prefStripTracking'), t('prefStripTrackingHint'))}
    </section>
  );
}
