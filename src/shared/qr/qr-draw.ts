/**
 * A styled QR code laid out once and drawn two ways from the same layout: an SVG string and an RGBA
 * pixel buffer (the PNG's pixels, and what the decoding tests read). Pure: no DOM, no network.
 */
import { encode } from 'uqr';
import { effectiveEc, LOGO_SHARE, rgbOf, type QrStyle } from './qr-style';

export interface QrLayout {
  /** Modules per side, quiet zone included. */
  modules: number;
  dark: boolean[][];
  /** The logo's square, in modules (its ground in the background colour), or null. */
  logo: { x: number; size: number } | null;
}

export function qrLayout(text: string, style: QrStyle, withLogo: boolean): QrLayout {
  const result = encode(text, { ecc: effectiveEc(style), border: style.margin });
  const inner = result.size - 2 * style.margin;
  // An odd whole number of modules, centred, at most LOGO_SHARE of the code's width.
  let size = Math.floor(inner * LOGO_SHARE);
  if (size % 2 === 0) size -= 1;
  const logo = withLogo && size > 0 ? { x: (result.size - size) / 2, size } : null;
  return { modules: result.size, dark: result.data, logo };
}

const inLogo = (layout: QrLayout, x: number, y: number) =>
  !!layout.logo &&
  x >= layout.logo.x &&
  y >= layout.logo.x &&
  x < layout.logo.x + layout.logo.size &&
  y < layout.logo.x + layout.logo.size;

/** One path drawing every dark module the logo leaves showing. */
export function qrPath(layout: QrLayout): string {
  let d = '';
  layout.dark.forEach((row, y) => row.forEach((on, x) => on && !inLogo(layout, x, y) && (d += `M${x} ${y}h1v1h-1z`)));
  return d;
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The SVG file: `logoHref` a data: URL of the logo image (drawn in its square), or none. */
export function qrSvg(layout: QrLayout, style: QrStyle, logoHref?: string): string {
  const n = layout.modules;
  const logo = layout.logo && logoHref ? layout.logo : null;
  const image = logo
    ? `<image href="${attr(logoHref!)}" x="${logo.x}" y="${logo.x}" width="${logo.size}" height="${logo.size}" preserveAspectRatio="xMidYMid meet"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${style.size}" height="${style.size}" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="${style.bg}"/><path fill="${style.fg}" d="${qrPath(layout)}"/>${image}</svg>`
  );
}

/** The pixel edge of module `i` in an image of `size` pixels: modules tile it without gaps. */
export const edge = (i: number, modules: number, size: number) => Math.round((i * size) / modules);

/** The code as RGBA pixels, `style.size` square (the logo's square left in the background colour). */
export function qrPixels(layout: QrLayout, style: QrStyle): Uint8ClampedArray<ArrayBuffer> {
  const size = style.size;
  const pixels = new Uint8ClampedArray(size * size * 4);
  const fg = rgbOf(style.fg);
  const bg = rgbOf(style.bg);
  for (let y = 0; y < layout.modules; y++)
    for (let x = 0; x < layout.modules; x++) {
      const [r, g, b] = layout.dark[y]![x] && !inLogo(layout, x, y) ? fg : bg;
      for (let py = edge(y, layout.modules, size); py < edge(y + 1, layout.modules, size); py++)
        for (let px = edge(x, layout.modules, size); px < edge(x + 1, layout.modules, size); px++) {
          const at = (py * size + px) * 4;
          pixels[at] = r;
          pixels[at + 1] = g;
          pixels[at + 2] = b;
          pixels[at + 3] = 255;
        }
    }
  return pixels;
}

/** The logo's square in pixels of an image `size` wide, or null. */
export function logoBox(layout: QrLayout, size: number): { x: number; size: number } | null {
  if (!layout.logo) return null;
  const x = edge(layout.logo.x, layout.modules, size);
  return { x, size: edge(layout.logo.x + layout.logo.size, layout.modules, size) - x };
}
