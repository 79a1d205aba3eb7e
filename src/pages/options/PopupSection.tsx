/** The popup's preferences: each box saved as it is ticked. */
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { t, type MessageName } from '../../platform/text/i18n';
import { describedBy, isLocked, LockedNote } from './locked';
import { SectionHeading } from './save-status';

type Pref = 'autoShorten' | 'autoCopy' | 'useSiteShortlink' | 'campaignOnOpen';

/** Each box, its words, and a hint where it needs one. */
const BOXES: { name: Pref; label: MessageName; hint?: MessageName }[] = [
  { name: 'autoShorten', label: 'prefAutoShorten' },
  { name: 'autoCopy', label: 'prefAutoCopy' },
  { name: 'useSiteShortlink', label: 'prefUseSiteShortlink', hint: 'prefUseSiteShortlinkHint' },
  { name: 'campaignOnOpen', label: 'prefCampaignOnOpen' },
];

interface Props {
  status: Status;
  onSaved: (status: Status) => void;
  onFailure: (failure: Failure) => void;
}

export function PopupSection({ status, onSaved, onFailure }: Props) {
  async function set(name: Pref, value: boolean) {
    const reply = await send({ type: 'saveSettings', settings: { [name]: value } });
    if (reply.ok) onSaved(reply.value);
    else onFailure(reply.error);
  }

  return (
    <section aria-labelledby="popup-heading">
      <SectionHeading id="popup-heading">{t('popupSection')}</SectionHeading>
      {BOXES.map(({ name, label, hint }) => (
        <div class="field" key={name}>
          <label class="check">
            <input
              type="checkbox"
              name={name}
              checked={status.settings[name]}
              disabled={isLocked(status, name)}
              aria-describedby={describedBy(status, name, hint ? `${name}-hint` : undefined)}
              onChange={(e) => void set(name, (e.target as HTMLInputElement).checked)}
            />
            {t(label)}
          </label>
          {isLocked(status, name) && <LockedNote field={name} />}
          {hint && (
            <span class="hint small" id={`${name}-hint`}>
              {t(hint)}
            </span>
          )}
        </div>
      ))}
    </section>
  );
}
