/**
 * The manager's rows are one fixed height (the list is virtualized): three tight lines, or four
 * where the panel is narrow and the short link and its destination take a line each, so the
 * destination keeps room for its site.
 */
import { useEffect, useState } from 'preact/hooks';

export const ROW_HEIGHT = 56;
export const NARROW_ROW_HEIGHT = 76;
/** Where rows take four lines; link-grid.css has the same media query. */
export const NARROW_ROWS = '(max-width: 359px)';

const narrowNow = () => typeof matchMedia === 'function' && matchMedia(NARROW_ROWS).matches;

/** The rows' height for the page's width now, and again when it crosses NARROW_ROWS. */
export function useRowHeight(): number {
  const [narrow, setNarrow] = useState(narrowNow);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_ROWS);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    onChange();
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT;
}
