/**
 * "Key ending in 1a2b" in the page's own script, only the key's end set apart: monospace, left to
 * right and isolated, so Arabic words around it keep their joining and order.
 */
import { t } from '../../platform/text/i18n';

/** Stands in for the key's end while the sentence is translated, then is replaced by the element. */
const SLOT = '\uE000';

export function KeyEnding({ hint }: { hint: string | null }) {
  if (!hint) return <>{t('keySaved')}</>;
  const [before = '', after = ''] = t('keySavedEnding', SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr" class="key-end">
        {hint}
      </bdi>
      {after}
    </>
  );
}
