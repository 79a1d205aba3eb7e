/**
 * "Shorten the link in the selection": the selected text's one web address is shortened and
 * copied like a link. Chrome cannot hide the entry for a selection without one, so then a
 * notification says why and nothing is sent.
 */
import { selectionUrl } from '../../shared/links/find-url';
import { notifyNoSelectionUrl } from './feedback';
import { shortenAndCopy } from './quick-shorten';

export async function shortenSelection(
  text: string | undefined,
  fresh: boolean,
  privateWindow: boolean,
): Promise<void> {
  const found = selectionUrl(text);
  if (found.kind === 'one') await shortenAndCopy(found.url, { fresh, privateWindow });
  else await notifyNoSelectionUrl(found.kind === 'several' ? found.count : 0);
}
