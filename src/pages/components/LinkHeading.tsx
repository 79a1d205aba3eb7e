/**
 * A title that names a short link in the page's language ("Share zd.lc/abc", "Edit zd.lc/abc"): the
 * link as the rows show it (no scheme), set apart left to right in a <bdi dir="ltr">, so in Arabic
 * the words keep their order around it; its whole address in the tooltip.
 */
import { t, type MessageName } from '../../platform/text/i18n';
import { shortText } from './LinkFace';
import { Ltr } from './Ltr';

/** Stands in for the short link while the title is translated, then is replaced by the element. */
const SLOT = '\uE000';
/** The isolates t() puts around a substitution in right-to-left pages: the element isolates itself. */
const ISOLATES = /[\u2068\u2069]/g;

interface Props {
  /** A message whose $1 is the short link. */
  name: MessageName;
  shortLink: string;
  class?: string;
}

export function LinkHeading({ name, shortLink, class: className }: Props) {
  const [before = '', after = ''] = t(name, SLOT).replace(ISOLATES, '').split(SLOT);
  return (
    <>
      {before}
      <Ltr class={className} title={shortLink}>
        {shortText(shortLink)}
      </Ltr>
      {after}
    </>
  );
}
