/**
 * The link last copied: the announcer says whether the clipboard took it, and the card's Copy
 * button says "Copied ✓" for a moment (`flash`), its Enter hint gone for good (`copiedId`).
 */
import { useRef, useState } from 'preact/hooks';
import { t } from '../../platform/text/i18n';

/** How long the card's Copy button says "Copied ✓": long enough to be read, short enough to copy again. */
const COPIED_FLASH_MS = 1_800;
/** What `copiedId` holds once the site's own short link was copied (it has no link id). */
export const SITE_LINK_COPIED = 'site-link';

export function useCopyFlash(announce: (text: string) => void) {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const [flash, setFlash] = useState(false);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announceCopy = async (copied: Promise<boolean>, id: string | null = null) => {
    announce('');
    const ok = await copied;
    announce(ok ? t('copied') : t('copyFailed'));
    if (!ok) return;
    setCopiedId(id);
    setFlash(true);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(false), COPIED_FLASH_MS);
  };
  return { copiedId, flash, announceCopy };
}
