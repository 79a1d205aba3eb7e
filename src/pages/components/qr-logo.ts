/** A centre logo for a QR code: an image file the user picked, or the page's icon, checked and read as a data: URL. */
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../shared/qr/qr-style';

export type Logo =
  { ok: true; href: string } | { ok: false; error: 'qrLogoType' | 'qrLogoTooBig' | 'qrLogoUnreadable' };

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** A picked file: PNG, JPEG or SVG (an icon: any image), at most LOGO_MAX_BYTES. */
export async function logoFromBlob(blob: Blob, anyImage = false): Promise<Logo> {
  const typed = anyImage ? blob.type.startsWith('image/') : (LOGO_TYPES as readonly string[]).includes(blob.type);
  if (!typed) return { ok: false, error: 'qrLogoType' };
  if (blob.size > LOGO_MAX_BYTES) return { ok: false, error: 'qrLogoTooBig' };
  try {
    return { ok: true, href: await dataUrl(blob) };
  } catch {
    return { ok: false, error: 'qrLogoUnreadable' };
  }
}

/** The page's icon as the browser holds it; a site that does not let the extension read it is said so. */
export async function logoFromIcon(src: string): Promise<Logo> {
  try {
    const response = await fetch(src);
    if (!response.ok) return { ok: false, error: 'qrLogoUnreadable' };
    const logo = await logoFromBlob(await response.blob(), true);
    return logo.ok ? logo : { ok: false, error: 'qrLogoUnreadable' };
  } catch {
    return { ok: false, error: 'qrLogoUnreadable' };
  }
}
