/**
 * Sharing: whether the Copy menus offer "Share…", which destinations it lists where the browser has
 * no share sheet, and the user's Mastodon server (Mastodon is listed once one is set). Each change is
 * saved as it is made; a server name that is not one is refused under its field, nothing lost.
 * Each destination with the icon the Copy menu and the manager show for it.
 * An administrator's policy can lock sharing off: the box shows it, and the rest has nothing to set.
 */
import { useState } from 'preact/hooks';
import type { Failure, Status } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import { mastodonHost, SHARE_TARGETS, type ShareTarget } from '../../shared/share/share-targets';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';
import { ShareIcon } from '../components/ShareIcon';
import { shareTargetName } from '../components/share-target-name';
import { describedBy, isLocked, LockedNote } from './locked';
import { SectionHeading } from './save-status';

interface Props {
  status: Status;
  onSaved: (status: Status) => void;
  onFailure: (failure: Failure) => void;
}

type SharePrefs = Partial<Pick<Settings, 'share' | 'shareTargets' | 'mastodonInstance'>>;

export function ShareSection({ status, onSaved, onFailure }: Props) {
  const { share, shareTargets, mastodonInstance } = status.settings;
  const [instance, setInstance] = useState(mastodonInstance);
  const [invalid, setInvalid] = useState(false);
  const locked = isLocked(status, 'share');

  async function save(settings: SharePrefs) {
    const reply = await send({ type: 'saveSettings', settings });
    if (reply.ok) onSaved(reply.value);
    else onFailure(reply.error);
  }

  function toggle(target: ShareTarget, on: boolean) {
    // Kept in the destinations' fixed order.
    void save({ shareTargets: SHARE_TARGETS.filter((x) => (x === target ? on : shareTargets.includes(x))) });
  }

  function saveInstance() {
    const host = instance.trim() ? mastodonHost(instance) : '';
    setInvalid(host === null);
    if (host === null) return;
    setInstance(host);
    if (host !== mastodonInstance) void save({ mastodonInstance: host });
  }

  return (
    <section aria-labelledby="share-heading">
      <SectionHeading id="share-heading">{t('shareSection')}</SectionHeading>
      <div class="field">
        <label class="check">
          <input
            type="checkbox"
            name="share"
            checked={share}
            disabled={locked}
            aria-describedby={describedBy(status, 'share')}
            onChange={(e) => void save({ share: (e.target as HTMLInputElement).checked })}
          />
          {t('prefShare')}
        </label>
        {locked && <LockedNote field="share" />}
      </div>
      {share && (
        <>
          <fieldset class="field" aria-describedby="share-hint">
            <legend class="field-label">{t('shareTargetsLegend')}</legend>
            <p class="hint small" id="share-hint">
              {t('shareSectionHint')}
            </p>
            {SHARE_TARGETS.map((target) => (
              <label class="check" key={target}>
                <input
                  type="checkbox"
                  name="shareTargets"
                  value={target}
                  checked={shareTargets.includes(target)}
                  onChange={(e) => toggle(target, (e.target as HTMLInputElement).checked)}
                />
                <ShareIcon target={target} />
                {shareTargetName(target)}
              </label>
            ))}
          </fieldset>
          <div class="field">
            <label for="mastodon-instance">{t('mastodonInstanceLabel')}</label>
            <input
              id="mastodon-instance"
              name="mastodonInstance"
              dir="ltr"
              value={instance}
              autocomplete="off"
              spellcheck={false}
              aria-invalid={invalid ? 'true' : undefined}
              aria-describedby={invalid ? 'mastodon-instance-error' : instance ? undefined : 'mastodon-instance-hint'}
              onInput={(e) => setInstance((e.target as HTMLInputElement).value)}
              onChange={saveInstance}
            />
            {/* The example while the field is empty only: beside a server, it would say the name twice. */}
            {!instance && (
              <span class="hint small" id="mastodon-instance-hint">
                {t('mastodonInstanceHint')}
              </span>
            )}
            {invalid && (
              <span class="field-error" id="mastodon-instance-error">
                {t('mastodonInstanceInvalid')}
              </span>
            )}
          </div>
        </>
      )}
    </section>
  );
}
