/** The options' copy format: what Copy, auto-copy, the menu and the shortcut put on the clipboard. */
import { COPY_FORMATS, isCopyFormat, type CopyFormat } from '../links/copy-formats';
import type { Failure, Status } from '../messages/contract';
import { send } from '../messages/send';
import { COPY_FORMAT_NAMES } from '../text/copy-format-names';
import { t } from '../text/i18n';

interface Props {
  value: CopyFormat;
  onSaved: (status: Status) => void;
  onFailed: (failure: Failure) => void;
}

export function CopyFormatSection({ value, onSaved, onFailed }: Props) {
  async function choose(format: string) {
    if (!isCopyFormat(format)) return;
    const reply = await send({ type: 'saveSettings', settings: { copyFormat: format } });
    if (reply.ok) onSaved(reply.value);
    else onFailed(reply.error);
  }

  return (
    <section aria-labelledby="copy-format-heading">
      <h2 id="copy-format-heading">{t('copyFormatSection')}</h2>
      <label class="field">
        <span>{t('copyFormatLabel')}</span>
        <select name="copyFormat" value={value} aria-describedby="copy-format-hint" onChange={(e) => void choose((e.target as HTMLSelectElement).value)}>
          {COPY_FORMATS.map((format) => (
            <option key={format} value={format}>{t(COPY_FORMAT_NAMES[format])}</option>
          ))}
        </select>
        <span class="hint small" id="copy-format-hint">{t('copyFormatHint')}</span>
      </label>
    </section>
  );
}
