/**
 * Whether the popup is narrower than the desktop popup's 380 px (a side panel, a phone's page), followed
 * as the width changes: a form that lays its actions out differently there changes its markup, so the
 * order Tab takes is the order shown.
 */
import { useEffect, useState } from 'preact/hooks';

const NARROW = '(max-width: 379px)';

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(NARROW).matches);
  useEffect(() => {
    const query = matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}
