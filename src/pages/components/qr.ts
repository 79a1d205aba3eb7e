/** QR codes made locally from the short link: an SVG string and a PNG blob, no network. */
import { encode } from 'uqr';

export interface QrMatrix {
  size: number;
  dark: boolean[][];
}

export function qrMatrix(text: string): QrMatrix {
  const result = encode(text, { ecc: 'M', border: 2 });
  return { size: result.size, dark: result.data };
}

/** One SVG path drawing every dark module. */
export function qrPath(matrix: QrMatrix): string {
  let d = '';
  matrix.dark.forEach((row, y) => row.forEach((on, x) => on && (d += `M${x} ${y}h1v1h-1z`)));
  return d;
}

export function qrSvg(matrix: QrMatrix, pixel = 8): string {
  const size = matrix.size * pixel;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${qrPath(matrix)}"/></svg>`;
}

export async function qrPng(matrix: QrMatrix, pixel = 8): Promise<Blob> {
  const size = matrix.size * pixel;
  const canvas = new OffscreenCanvas(size, size);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = '#000';
  matrix.dark.forEach((row, y) => row.forEach((on, x) => on && ctx.fillRect(x * pixel, y * pixel, pixel, pixel)));
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Saves a blob under a file name through a temporary link. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
