/**
 * *Paste and shorten* in the popup's form: the clipboard read on the click (./ShortenForm.tsx), its one web
 * address prepared by the background as a page's would be (site rule, tracking parameters), then
 * handed to the form, which sends it on the same path as any address. Anything else is a problem
 * said in words under the field, which keeps what the user typed.
 */
import { findUrls } from '../../shared/links/find-url';
import { readClipboard } from '../../platform/clipboard-read';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';

export type Pasted = { url: string; problem?: undefined } | { url?: undefined; problem: string };

/** The clipboard's (first) address, or why there is none. Called from the click itself: the permission is asked inside the user's gesture. */
export async function pasted(): Promise<Pasted> {
  const read = await readClipboard();
  if (read.kind !== 'text') return { problem: t(read.kind === 'refused' ? 'pasteRefused' : 'pasteUnreadable') };
  const [url] = findUrls(read.text.trim());
  if (!url) return { problem: t('pasteNoAddress') };
  const prepared = await send({ type: 'prepareAddress', url });
  return { url: prepared.ok ? prepared.value.url : url };
}
