/** A styled QR code's files made locally (PNG through a canvas, SVG as text), saved or copied: no network. */
import { logoBox, qrPixels, type QrLayout } from '../../shared/qr/qr-draw';
import type { QrStyle } from '../../shared/qr/qr-style';

/**
 * The PNG: the code's own pixels (../../shared/qr/qr-draw.ts), the logo (a data: URL) drawn in its
 * square. Through an <img>, not createImageBitmap: Chrome decodes no SVG there.
 */
export async function qrPng(layout: QrLayout, style: QrStyle, logoHref?: string): Promise<Blob> {
  const canvas = new OffscreenCanvas(style.size, style.size);
  const ctx = canvas.getContext('2d')!;
  ctx.putImageData(new ImageData(qrPixels(layout, style), style.size, style.size), 0, 0);
  const box = logoBox(layout, style.size);
  if (box && logoHref) {
    const image = new Image();
    image.src = logoHref;
    await image.decode();
    // An SVG without its own size has none: it fills the square.
    const [iw, ih] = [image.naturalWidth || box.size, image.naturalHeight || box.size];
    const scale = Math.min(box.size / iw, box.size / ih);
    const [w, h] = [iw * scale, ih * scale];
    ctx.drawImage(image, box.x + (box.size - w) / 2, box.x + (box.size - h) / 2, w, h);
  }
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

/** Puts a PNG on the clipboard; false where the browser does not let the page write images. */
export async function copyPng(png: () => Promise<Blob>): Promise<boolean> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
  try {
    // The item takes the PNG as a promise, so the write starts within the click that asked for it.
    const blob = png();
    blob.catch(() => undefined); // its failure is the write's
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return true;
  } catch {
    return false;
  }
}
