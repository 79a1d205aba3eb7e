/**
 * An open menu's list closes on a press anywhere outside its menu button's span (the button and the
 * list). Kept by the list, which is drawn only while open: a closed menu button has no effect of its own.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export function usePressOutside(list: RefObject<HTMLElement | null>, onClose: (refocus: boolean) => void) {
  useEffect(() => {
    const onDown = (e: PointerEvent) => !list.current?.parentElement?.contains(e.target as Node) && onClose(false);
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, []);
}
