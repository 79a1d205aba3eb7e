/** The QR style's pure rules: WCAG contrast, what storage held read safely, file names, the SVG. */
import { expect, it } from 'vitest';
import { qrLayout, qrSvg } from '../../../../src/shared/qr/qr-draw';
import {
  contrast,
  DEFAULT_QR_STYLE,
  effectiveEc,
  QR_MARGINS,
  qrFileName,
  readQrStyle,
} from '../../../../src/shared/qr/qr-style';

it('computes WCAG contrast: 21 for black on white, below 1 when the front is the lighter', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(contrast('#ffffff', '#000000')).toBeCloseTo(1 / 21, 5);
});

it('reads what storage held: bad members as defaults, a failing pair as the default pair, a file as no logo', () => {
  expect(readQrStyle(undefined)).toEqual(DEFAULT_QR_STYLE);
  expect(readQrStyle('x')).toEqual(DEFAULT_QR_STYLE);
  const good = { fg: '#1d3a8a', bg: '#a0c4ff', margin: 4, ec: 'Q', size: 1024, logo: 'page' };
  expect(readQrStyle(good)).toEqual(good);
  expect(readQrStyle({ ...good, fg: '#a0c4fe' })).toMatchObject({ fg: '#000000', bg: '#ffffff' });
  expect(readQrStyle({ ...good, fg: 'red', margin: 3, ec: 'X', size: 100, logo: 'file' })).toEqual({
    ...DEFAULT_QR_STYLE,
    bg: '#ffffff',
  });
});

it('draws the standard’s quiet zone of 4 modules by default; 2, the least offered, still decodes (qr-decode.test.ts)', () => {
  expect(DEFAULT_QR_STYLE.margin).toBe(4);
  expect(QR_MARGINS).toContain(DEFAULT_QR_STYLE.margin);
  expect(Math.min(...QR_MARGINS)).toBe(2);
  expect(readQrStyle({ ...DEFAULT_QR_STYLE, margin: 3 }).margin).toBe(4);
});

it('a logo forces level H', () => {
  expect(effectiveEc({ ...DEFAULT_QR_STYLE, ec: 'L' })).toBe('L');
  expect(effectiveEc({ ...DEFAULT_QR_STYLE, ec: 'L', logo: 'file' })).toBe('H');
});

it('names files from the short link, never a path', () => {
  expect(qrFileName('https://zd.lc/abc123')).toBe('zd.lc-abc123');
  expect(qrFileName('https://go.acme.co/a b/../x?y#z')).toBe('go.acme.co-a_b-..-x');
  expect(qrFileName('https://')).toBe('qr');
});

it('builds an SVG in the style, with the logo escaped in its square', () => {
  const style = { ...DEFAULT_QR_STYLE, fg: '#112233', bg: '#fafafa', size: 256, logo: 'page' as const };
  const layout = qrLayout('https://zd.lc/abc', style, true);
  const svg = qrSvg(layout, style, 'data:image/png;base64,AA"><script>');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
  expect(svg).toContain('fill="#fafafa"');
  expect(svg).toContain('<path fill="#112233" d="M');
  expect(svg).toContain(`<image href="data:image/png;base64,AA&quot;>&lt;script>" x="${layout.logo!.x}"`);
  expect(svg).not.toContain('<script>');
  expect(qrSvg(qrLayout('https://zd.lc/abc', style, false), style)).not.toContain('<image');
});
