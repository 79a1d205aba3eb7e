/** A QR code of a short link, drawn locally, with PNG and SVG downloads. */
import { useMemo } from 'preact/hooks';
import { download, qrMatrix, qrPath, qrPng, qrSvg } from './qr';
import { t } from '../../platform/text/i18n';
import { closeOnEscape } from './use-panel';

export function QrPanel({
  shortLink,
  backHalf,
  onClose,
}: {
  shortLink: string;
  backHalf: string;
  onClose: () => void;
}) {
  const matrix = useMemo(() => qrMatrix(shortLink), [shortLink]);
  const name = `qr-${backHalf.replace(/[^\w-]/g, '_') || 'link'}`;
  return (
    <div class="qr" role="group" aria-label={t('qrFor', shortLink)} onKeyDown={closeOnEscape(onClose)}>
      <svg
        viewBox={`0 0 ${matrix.size} ${matrix.size}`}
        width="148"
        height="148"
        shape-rendering="crispEdges"
        role="img"
        aria-label={t('qrFor', shortLink)}
      >
        <rect width="100%" height="100%" fill="#fff" />
        <path fill="#000" d={qrPath(matrix)} />
      </svg>
      <div class="row">
        <button type="button" onClick={async () => download(await qrPng(matrix), `${name}.png`)}>
          {t('downloadPng')}
        </button>
        <button
          type="button"
          onClick={() => download(new Blob([qrSvg(matrix)], { type: 'image/svg+xml' }), `${name}.svg`)}
        >
          {t('downloadSvg')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
