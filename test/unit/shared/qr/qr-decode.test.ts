/**
 * Every style the QR panel allows still decodes to the exact short link: drawn to pixels through
 * the PNG's own path (qrPixels), the logo's square painted solid in the front colour (the worst a
 * logo can do), then read back by a real decoder (jsQR).
 */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { logoBox, qrLayout, qrPixels } from '../../../../src/shared/qr/qr-draw';
import {
  checkQrStyle,
  contrast,
  EC_LEVELS,
  MIN_CONTRAST,
  QR_MARGINS,
  QR_SIZES,
  rgbOf,
  type QrStyle,
} from '../../../../src/shared/qr/qr-style';

const LINKS = ['https://zd.lc/abc123', 'https://go.example-company.com/spring-campaign-2026-newsletter'];
/** Pairs just above the floor, in colour and in grey, and the plain one. */
const PAIRS = [
  { fg: '#000000', bg: '#ffffff' },
  { fg: '#7b7b7b', bg: '#ffffff' },
  { fg: '#1d3a8a', bg: '#a0c4ff' },
  { fg: '#5a2d00', bg: '#ffd27f' },
];

function draw(text: string, style: QrStyle, withLogo: boolean): Uint8ClampedArray {
  const layout = qrLayout(text, style, withLogo);
  const pixels = qrPixels(layout, style);
  const box = logoBox(layout, style.size);
  if (withLogo) expect(box).not.toBeNull();
  if (box) {
    const [r, g, b] = rgbOf(style.fg);
    for (let y = box.x; y < box.x + box.size; y++)
      for (let x = box.x; x < box.x + box.size; x++) pixels.set([r, g, b, 255], (y * style.size + x) * 4);
  }
  return pixels;
}

const decode = (pixels: Uint8ClampedArray, size: number) =>
  jsQR(pixels, size, size, { inversionAttempts: 'dontInvert' })?.data ?? null;

describe('every allowed style decodes to the exact short link', () => {
  it('the pairs used are allowed, and near the floor', () => {
    for (const pair of PAIRS) expect(checkQrStyle(pair)).toBeNull();
    expect(contrast(PAIRS[1]!.fg, PAIRS[1]!.bg)).toBeLessThan(MIN_CONTRAST + 0.5);
  });

  for (const text of LINKS)
    for (const size of QR_SIZES)
      for (const margin of QR_MARGINS)
        for (const logo of ['none', 'page'] as const)
          it(`${text} at ${size} px, margin ${margin}, logo ${logo}: every level and pair`, () => {
            for (const ec of EC_LEVELS)
              for (const pair of logo === 'none' || ec === 'H' ? PAIRS : []) {
                const style: QrStyle = { ...pair, size, margin, ec, logo };
                expect(decode(draw(text, style, logo !== 'none'), size), JSON.stringify(style)).toBe(text);
              }
          });
});

it('a logo covers at most a fifth of the code, and forces level H', () => {
  const style: QrStyle = { fg: '#000000', bg: '#ffffff', size: 512, margin: 4, ec: 'L', logo: 'page' };
  const layout = qrLayout(LINKS[1]!, style, true);
  const inner = layout.modules - 2 * style.margin;
  expect(layout.logo!.size / inner).toBeLessThanOrEqual(0.2);
  expect(layout.logo!.size).toBeGreaterThan(0);
  expect(layout.modules).toBe(qrLayout(LINKS[1]!, { ...style, ec: 'H', logo: 'none' }, false).modules);
});

it('a style below the contrast floor is refused, and a light front on a dark ground too', () => {
  expect(checkQrStyle({ fg: '#808080', bg: '#ffffff' })).toBe('qrLowContrast');
  expect(checkQrStyle({ fg: '#ffffff', bg: '#000000' })).toBe('qrLightFront');
  expect(checkQrStyle({ fg: '#3366ff', bg: '#ff3366' })).toBe('qrLowContrast');
});
