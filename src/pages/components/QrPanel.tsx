/**
 * A QR code of a short link, drawn locally in the account's last style: PNG and SVG downloads and a
 * copy as an image, the style behind a disclosure under them (./QrStyleFields.tsx). Colours too close to scan
 * are refused in place; the style is kept per account by the background when it changes.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { copyPng, download, qrPng } from './qr';
import { logoFromBlob, logoFromIcon, type Logo } from './qr-logo';
import { QrStyleFields } from './QrStyleFields';
import { t } from '../../platform/text/i18n';
import { send } from '../../platform/messages/send';
import { closeOnEscape } from './escape-panels';
import { adoptStyles } from './adopt-styles';
import { icon as iconOf } from './Icon';
import qrCss from './qr.css?inline';
import { qrLayout, qrPath, qrSvg } from '../../shared/qr/qr-draw';
import { checkQrStyle, DEFAULT_QR_STYLE, qrFileName, readQrStyle, type QrStyle } from '../../shared/qr/qr-style';

const picked = (style: QrStyle) => ({ style, colours: { fg: style.fg, bg: style.bg } });

// Where there is a document to style (not in a test run without one).
if (typeof CSSStyleSheet === 'function') adoptStyles(qrCss);

export function QrPanel({
  shortLink,
  icon,
  onClose,
}: {
  shortLink: string;
  /** The file names come from the short link; callers still pass the back half. */
  backHalf?: string;
  /** The page's icon, where the surface has one (the popup's card). */
  icon?: string;
  onClose: () => void;
}) {
  /** The style drawn, and the colours as picked (drawn only once they pass the floor). */
  const [{ style, colours }, setPicked] = useState(() => picked(DEFAULT_QR_STYLE));
  /** The same, at once: two changes in one turn each build on the one before; the user's first one wins over the kept style. */
  const latest = useRef({ style, colours, touched: false });
  const [logo, setLogo] = useState<Logo | null>(null);
  const [status, setStatus] = useState('');
  const colourProblem = checkQrStyle(colours);

  useEffect(() => {
    void send({ type: 'qrStyle' }).then((reply) => {
      if (!reply.ok) return;
      const kept = readQrStyle(reply.value);
      if (latest.current.touched) return;
      const usable = picked(kept.logo === 'page' && !icon ? { ...kept, logo: 'none' } : kept);
      latest.current = { ...usable, touched: false };
      setPicked(usable);
    });
  }, [icon]);
  useEffect(() => {
    if (style.logo === 'page' && icon) void logoFromIcon(icon).then(setLogo);
    else if (style.logo === 'none') setLogo(null);
  }, [style.logo, icon]);

  const withLogo = style.logo !== 'none' && !!logo?.ok;
  const layout = useMemo(() => qrLayout(shortLink, style, withLogo), [shortLink, style, withLogo]);
  const href = withLogo && logo?.ok ? logo.href : undefined;

  const change = (patch: Partial<QrStyle>, draft = false) => {
    const was = latest.current;
    const nextColours = { fg: patch.fg ?? was.colours.fg, bg: patch.bg ?? was.colours.bg };
    const refused = checkQrStyle(nextColours);
    const next = { ...was.style, ...patch, ...(refused ? { fg: was.style.fg, bg: was.style.bg } : nextColours) };
    latest.current = { style: next, colours: nextColours, touched: true };
    setPicked({ style: next, colours: nextColours });
    if (patch.logo === 'file') setLogo(null);
    if (!draft && !refused) void send({ type: 'saveQrStyle', style: readQrStyle(next) });
  };
  const png = () => qrPng(layout, style, href);
  const downloadPng = async () => {
    try {
      download(await png(), `${name}.png`);
    } catch {
      setStatus(t('qrPngFailed'));
    }
  };
  const name = qrFileName(shortLink);

  return (
    <div class="qr" role="group" aria-label={t('qrFor', shortLink)} onKeyDown={closeOnEscape(onClose)}>
      <svg
        viewBox={`0 0 ${layout.modules} ${layout.modules}`}
        width="148"
        height="148"
        shape-rendering="crispEdges"
        role="img"
        aria-label={t('qrFor', shortLink)}
      >
        <rect width="100%" height="100%" fill={style.bg} />
        <path fill={style.fg} d={qrPath(layout)} />
        {layout.logo && href && (
          <image href={href} x={layout.logo.x} y={layout.logo.x} width={layout.logo.size} height={layout.logo.size} />
        )}
      </svg>
      {/* PNG first and loudest, then SVG and Copy image; no Close: what opened the panel (the pressed QR code
          button, a dialog's ×) closes it, and Escape does. Above the Style disclosure, so opening it never
          pushes them out of a 600 px popup. */}
      <div class="qr-actions">
        {/* A download is its icon (the button's ::before) and its format, named in full (and in its
            tooltip): the three on one line at 320 px in English, where the words wrapped Copy image. */}
        <button
          type="button"
          class={`primary ${iconOf('download')}`}
          translate={false}
          aria-label={t('downloadPng')}
          title={t('downloadPng')}
          onClick={() => void downloadPng()}
        >
          PNG
        </button>
        <button
          type="button"
          class={iconOf('download')}
          translate={false}
          aria-label={t('downloadSvg')}
          title={t('downloadSvg')}
          onClick={() => download(new Blob([qrSvg(layout, style, href)], { type: 'image/svg+xml' }), `${name}.svg`)}
        >
          SVG
        </button>
        <button
          type="button"
          onClick={async () => setStatus(t((await copyPng(png)) ? 'qrImageCopied' : 'qrCopyNotAllowed'))}
        >
          {t('qrCopyImage')}
        </button>
      </div>
      <p class="hint" role="status">
        {status}
      </p>
      <QrStyleFields
        style={{ ...style, ...colours }}
        hasIcon={!!icon}
        colourProblem={colourProblem && t(colourProblem)}
        logoProblem={logo && !logo.ok ? t(logo.error) : null}
        onChange={change}
        onFile={(file) => void logoFromBlob(file).then(setLogo)}
      />
    </div>
  );
}
