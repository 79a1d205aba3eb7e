/**
 * A QR code's style: colours, quiet zone, error correction, size and centre logo, with the rules
 * that keep every allowed style scannable (test/unit/shared/qr/qr-decode.test.ts decodes each one).
 * Pure: the QR panel checks with it, the background reads what storage held through readQrStyle.
 */

export const EC_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type EcLevel = (typeof EC_LEVELS)[number];
/** The quiet zone, in modules: 4 by default, as the standard asks; 2 still decodes on a plain background (qr-decode.test.ts). */
export const QR_MARGINS = [2, 4, 6] as const;
/** The image's width and height, in pixels. */
export const QR_SIZES = [256, 512, 1024] as const;
/** `page`: the page's icon, when the surface has one; `file`: an image the user picked (never kept). */
export const QR_LOGOS = ['none', 'page', 'file'] as const;
export type QrLogo = (typeof QR_LOGOS)[number];

/** Dark modules on a light ground, at least this far apart (WCAG's contrast ratio). */
export const MIN_CONTRAST = 4;
/** A logo covers at most this share of the code's width (with error correction H, 30 % of it may be lost). */
export const LOGO_SHARE = 0.2;
/** The largest logo file, and the kinds taken. */
export const LOGO_MAX_BYTES = 64 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export interface QrStyle {
  /** `#rrggbb` */
  fg: string;
  bg: string;
  margin: number;
  ec: EcLevel;
  size: number;
  logo: QrLogo;
}

export const DEFAULT_QR_STYLE: QrStyle = { fg: '#000000', bg: '#ffffff', margin: 4, ec: 'M', size: 512, logo: 'none' };

const HEX = /^#[0-9a-f]{6}$/;

export const isColour = (v: unknown): v is string => typeof v === 'string' && HEX.test(v);

/** A colour's red, green and blue (0–255) from `#rrggbb`. */
export function rgbOf(colour: string): [number, number, number] {
  const n = Number.parseInt(colour.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2's relative luminance. */
export function luminance(colour: string): number {
  const [r, g, b] = rgbOf(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of a foreground on a background, signed: below 1 when the front is the lighter. */
export function contrast(fg: string, bg: string): number {
  return (luminance(bg) + 0.05) / (luminance(fg) + 0.05);
}

/** Why a style cannot be drawn, or null: the message names of the catalogs. */
export type QrStyleProblem = 'qrLowContrast' | 'qrLightFront';

export function checkQrStyle(style: Pick<QrStyle, 'fg' | 'bg'>): QrStyleProblem | null {
  const ratio = contrast(style.fg, style.bg);
  if (ratio < 1) return 'qrLightFront';
  return ratio < MIN_CONTRAST ? 'qrLowContrast' : null;
}

/** The error correction drawn: a logo hides modules, so it forces H. */
export const effectiveEc = (style: QrStyle): EcLevel => (style.logo === 'none' ? style.ec : 'H');

const oneOf = <T>(list: readonly T[], v: unknown, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/**
 * A style from whatever storage held: each bad member read as its default, a pair of colours that
 * fails the contrast floor read as the default pair, a picked file (never kept) as no logo.
 */
export function readQrStyle(raw: unknown): QrStyle {
  const s = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_QR_STYLE;
  const colours = isColour(s.fg) && isColour(s.bg) && checkQrStyle({ fg: s.fg, bg: s.bg }) === null;
  return {
    fg: colours ? (s.fg as string) : d.fg,
    bg: colours ? (s.bg as string) : d.bg,
    margin: oneOf(QR_MARGINS, s.margin, d.margin),
    ec: oneOf(EC_LEVELS, s.ec, d.ec),
    size: oneOf(QR_SIZES, s.size, d.size),
    logo: s.logo === 'page' ? 'page' : 'none',
  };
}

/** A file name from the short link: `zd.lc-abc123` (host and path, anything unsafe made `_`). */
export function qrFileName(shortLink: string): string {
  const bare = shortLink
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const name = bare
    .replace(/\//g, '-')
    .replace(/[^\w.-]/g, '_')
    .replace(/^\.+/, '_');
  return name.slice(0, 100) || 'qr';
}

/** A style a page may ask to keep: exactly the members, each allowed, the colours past the floor, no file. */
export function isQrStyle(v: unknown): v is QrStyle {
  if (!v || typeof v !== 'object' || Object.keys(v).length !== Object.keys(DEFAULT_QR_STYLE).length) return false;
  const read = readQrStyle(v) as unknown as Record<string, unknown>;
  return Object.keys(read).every((key) => read[key] === (v as Record<string, unknown>)[key]);
}
