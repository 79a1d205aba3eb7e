/**
 * The QR code's style, behind a "Style" disclosure button so the panel stays calm: colours, margin,
 * level, size, logo. Open, one grid (qr.css): short labels in one column, every control where the
 * next column starts; the units are in the options ("4 modules", "512 px").
 */
import { useState } from 'preact/hooks';
import { formatNumber, plural, t } from '../../platform/text/i18n';
import { EC_LEVELS, QR_MARGINS, QR_SIZES, type EcLevel, type QrLogo, type QrStyle } from '../../shared/qr/qr-style';

const EC_NAMES = { L: 'qrEcLow', M: 'qrEcMedium', Q: 'qrEcQuartile', H: 'qrEcHigh' } as const;

interface Props {
  style: QrStyle;
  /** Whether the surface has the page's icon to offer. */
  hasIcon: boolean;
  /** Why the colours are refused (a message), or null. */
  colourProblem: string | null;
  /** Why the logo is refused or could not be read (a message), or null. */
  logoProblem: string | null;
  /** `draft`: a colour being dragged (drawn, not yet kept). */
  onChange: (change: Partial<QrStyle>, draft?: boolean) => void;
  onFile: (file: File) => void;
}

/** Ids for the fields' messages (not preact's useId: it would join the popup's first load). */
let panels = 0;

export function QrStyleFields({ style, hasIcon, colourProblem, logoProblem, onChange, onFile }: Props) {
  const [id] = useState(() => `qr-style-${++panels}`);
  const [open, setOpen] = useState(false);
  const logo = style.logo !== 'none';
  return (
    <div class="qr-style">
      {/* A disclosure, not an action: quiet in both states, its chevron turning (qr.css); it follows the word in either direction. */}
      <button
        type="button"
        class="ghost qr-style-toggle"
        aria-expanded={open}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!open)}
      >
        {t('qrStyle')}
        <span class="chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={`${id}-fields`} class="qr-fields" hidden={!open}>
        <label>
          {t('qrForeground')}
          <input
            type="color"
            value={style.fg}
            aria-describedby={colourProblem ? `${id}-colour` : undefined}
            onInput={(e) => onChange({ fg: e.currentTarget.value }, true)}
            onChange={(e) => onChange({ fg: e.currentTarget.value })}
          />
        </label>
        <label>
          {t('qrBackground')}
          <input
            type="color"
            value={style.bg}
            aria-describedby={colourProblem ? `${id}-colour` : undefined}
            onInput={(e) => onChange({ bg: e.currentTarget.value }, true)}
            onChange={(e) => onChange({ bg: e.currentTarget.value })}
          />
        </label>
        {colourProblem && (
          <p id={`${id}-colour`} class="field-error" role="alert">
            {colourProblem}
          </p>
        )}
        <label>
          {t('qrMargin')}
          <select
            name="margin"
            value={String(style.margin)}
            onChange={(e) => onChange({ margin: Number(e.currentTarget.value) })}
          >
            {QR_MARGINS.map((m) => (
              <option value={String(m)}>{plural('qrMarginModules', m)}</option>
            ))}
          </select>
        </label>
        <label>
          {t('qrErrorCorrection')}
          <select
            value={logo ? 'H' : style.ec}
            disabled={logo}
            aria-describedby={logo ? `${id}-ec` : undefined}
            onChange={(e) => onChange({ ec: e.currentTarget.value as EcLevel })}
          >
            {EC_LEVELS.map((level) => (
              <option value={level}>{t(EC_NAMES[level])}</option>
            ))}
          </select>
        </label>
        {logo && (
          <p id={`${id}-ec`} class="hint">
            {t('qrLogoForcesHigh')}
          </p>
        )}
        <label>
          {t('qrSize')}
          <select
            name="size"
            value={String(style.size)}
            onChange={(e) => onChange({ size: Number(e.currentTarget.value) })}
          >
            {QR_SIZES.map((px) => (
              <option value={String(px)}>{t('qrSizePx', formatNumber(px))}</option>
            ))}
          </select>
        </label>
        <label>
          {t('qrLogo')}
          <select value={style.logo} onChange={(e) => onChange({ logo: e.currentTarget.value as QrLogo })}>
            <option value="none">{t('qrLogoNone')}</option>
            {hasIcon && <option value="page">{t('qrLogoPage')}</option>}
            <option value="file">{t('qrLogoFile')}</option>
          </select>
        </label>
        {style.logo === 'file' && (
          <label class="qr-file">
            {t('qrLogoFileField')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              aria-describedby={logoProblem ? `${id}-logo` : undefined}
              onChange={(e) => e.currentTarget.files?.[0] && onFile(e.currentTarget.files[0])}
            />
          </label>
        )}
        {logoProblem && (
          <p id={`${id}-logo`} class="field-error" role="alert">
            {logoProblem}
          </p>
        )}
      </div>
    </div>
  );
}
