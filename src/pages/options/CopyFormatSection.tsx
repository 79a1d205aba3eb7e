/** The options' copy format: what Copy, auto-copy, the menu and the shortcut put on the clipboard. */
import { COPY_FORMATS, isCopyFormat, type CopyFormat } from '../../shared/links/clip';
import type { Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { COPY_FORMAT_NAMES } from '../../platform/text/copy-format-names';
import { t } from '../../platform/text/i18n';
import { describedBy, isLocked, LockedNote } from './locked';
import { SectionHeading } from './save-status';

interface Props {
  status: Status;
  value: CopyFormat;
  onSaved: (status: Status) => void;
  onFailed: (failure: Failure) => void;
}

export function CopyFormatSection({ status, value, onSaved, onFailed }: Props) {
  async function choose(format: string) {
    if (!isCopyFormat(format)) return;
    const reply = await send({ type: 'saveSettings', settings: { copyFormat: format } });
    if (reply.ok) onSaved(reply.value);
    else onFailed(reply.error);
  }

  return (
    <section aria-labelledby="copy-format-heading">
      <SectionHeading id="copy-format-heading">{t('copyFormatSection')}</SectionHeading>
      <div class="field">
        <label for="copy-format">{t('copyFormatLabel')}</label>
        <select
          id="copy-format"
          name="copyFormat"
          value={value}
          disabled={isLocked(status, 'copyFormat')}
          aria-describedby={describedBy(status, 'copyFormat', 'copy-format-hint')}
          onChange={(e) => void choose((e.target as HTMLSelectElement).value)}
        >
          {COPY_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(COPY_FORMAT_NAMES[format])}
            </option>
          ))}
        </select>
        {isLocked(status, 'copyFormat') && <LockedNote field="copyFormat" />}
        <span class="hint small" id="copy-format-hint">
          {t('copyFormatHint')}
        </span>
      </div>
    </section>
  );
}
