/**
 * The options page opened at its API key field: the popup's "Connect account" and the errors' key
 * actions open `options.html#api-key`. Counted, so each opening (or the address changed to it while
 * the page is open) moves the focus there again.
 */
import { useEffect, useState } from 'preact/hooks';

/** The address's end that asks for the key field (the popup and the manager open the page with it). */
export const KEY_FIELD_HASH = '#api-key';

export function useKeyAsked(): number {
  const [asked, setAsked] = useState(() => (location.hash === KEY_FIELD_HASH ? 1 : 0));
  useEffect(() => {
    const onHash = () => void (location.hash === KEY_FIELD_HASH && setAsked((n) => n + 1));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  return asked;
}
