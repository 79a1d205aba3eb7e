/**
 * The manager's list as an ARIA grid, virtualized: only the rows in view (and a few around, and the
 * focused one) are in the DOM, each placed at its offset in a spacer as tall as every row, so 10,000
 * links scroll like ten. One tab stop: ↑ ↓ Home End PageUp PageDown move between rows, ← → between
 * a row's controls, Enter copies, Delete asks to delete, Space selects.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import { t } from '../../platform/text/i18n';
import { LinkRow, type RowAction } from './LinkRow';
import type { Selection } from './row-selection';
import { ROW_HEIGHT, useRowHeight } from './row-height';

const OVERSCAN = 4;

/**
 * The list's height before it was measured, read without a layout (unlike the list's own height):
 * the window's, less what the page shows above and below the list (its heading and sync line,
 * search and filters, the count row: more than FIXED_ABOVE in every layout). The first render
 * has only the rows that may be in view, no overscan, and nothing is measured before the first
 * paint (no forced layout in the first frame).
 */
const FIXED_ABOVE = 120;
const firstHeight = () =>
  Math.max(ROW_HEIGHT, (typeof innerHeight === 'number' && innerHeight > 0 ? innerHeight : 760) - FIXED_ABOVE);

interface Props {
  links: readonly Link[];
  /** The pinned links' ids: their row menus say Unpin. */
  pins?: ReadonlySet<string>;
  selection: Selection;
  terms: readonly string[];
  state: 'loading' | 'ready';
  onSelect: (id: string, shift: boolean) => void;
  onAction: (action: RowAction, link: Link) => void;
}

export function LinkGrid({ links, pins, selection, terms, state, onSelect, onAction }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(firstHeight);
  // Measured (after the first paint): the overscan rows come with it.
  const [measured, setMeasured] = useState(false);
  const [active, setActiveState] = useState(0);
  // Keys may come faster than renders: the handler reads the row that has the focus from here.
  const activeRef = useRef(0);
  const setActive = useCallback((i: number) => {
    activeRef.current = i;
    setActiveState(i);
  }, []);
  const focusAfterRender = useRef(false);
  const count = links.length;
  const rowHeight = useRowHeight();
  const current = Math.min(active, Math.max(0, count - 1));

  // Observed once the first rows are painted: its first answer comes with the next frame's layout
  // (no forced layout), and every resize after it.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      setHeight(el.clientHeight || 600);
      setMeasured(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // After the render that shows it, the row moved to takes the focus: the latest one asked for,
  // not this render's (a key may have moved on meanwhile).
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-index="${activeRef.current}"]`)?.focus({ preventScroll: true });
  });

  const moveTo = useCallback(
    (index: number) => {
      const el = scroller.current;
      const next = Math.max(0, Math.min(count - 1, index));
      if (el) {
        const top = next * rowHeight;
        if (top < el.scrollTop) el.scrollTop = top;
        else if (top + rowHeight > el.scrollTop + el.clientHeight) el.scrollTop = top + rowHeight - el.clientHeight;
        setScrollTop(el.scrollTop);
      }
      focusAfterRender.current = true;
      setActive(next);
    },
    [count, setActive, rowHeight],
  );

  function onKeyDown(e: KeyboardEvent) {
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLElement>('[role="row"][data-index]');
    if (!row || count === 0) return;
    const onRow = target === row;
    const page = Math.max(1, Math.floor(height / rowHeight) - 1);
    const current = Math.min(activeRef.current, count - 1);
    const link = links[current];
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: count - 1,
    };
    if (e.key in moves && !(onRow === false && (e.key === 'Home' || e.key === 'End'))) {
      e.preventDefault();
      return moveTo(moves[e.key]!);
    }
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const stops = [row, ...row.querySelectorAll<HTMLElement>('input, button, a[href]')];
      const at = stops.indexOf(target);
      const next = stops[Math.max(0, Math.min(stops.length - 1, at + (e.key === 'ArrowRight' ? 1 : -1)))];
      e.preventDefault();
      return next?.focus();
    }
    if (!link) return;
    if (e.key === 'Enter' && onRow) {
      e.preventDefault();
      return onAction('copy', link);
    }
    if (e.key === 'Delete') {
      e.preventDefault();
      return onAction('delete', link);
    }
    if (e.key === ' ' && (onRow || target.matches('input[type="checkbox"]'))) {
      e.preventDefault();
      return onSelect(link.id, e.shiftKey);
    }
  }

  // A search keystroke draws the rows in view first; the ones around them follow once that is painted.
  const [aroundFor, setAroundFor] = useState(terms);
  useEffect(() => {
    if (aroundFor === terms) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setAroundFor(terms)));
    return () => cancelAnimationFrame(frame);
  }, [terms, aroundFor]);
  const overscan = measured && aroundFor === terms ? OVERSCAN : 0;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  const indexes: number[] = [];
  for (let i = first; i < last; i++) indexes.push(i);
  // The row that holds the focus stays in the DOM even when scrolled away (the grid's tab stop).
  if (count && (current < first || current >= last)) indexes.push(current);

  return (
    <div
      role="grid"
      class="grid"
      aria-label={t('managerGridLabel')}
      aria-rowcount={count + 1}
      aria-multiselectable="true"
      aria-describedby="manager-keys"
      data-state={state}
      data-count={count}
      onKeyDown={onKeyDown}
    >
      <div role="row" class="grid-head" aria-rowindex={1}>
        {/* Select-all is in the count row above (SelectionBar.tsx): this head only names the columns. */}
        <div role="columnheader" class="cell-select">
          <span class="sr-only">{t('columnSelect')}</span>
        </div>
        {/* Named for a screen reader; a sighted reader sees what the columns are. */}
        <div role="columnheader" class="cell-link">
          <span class="sr-only">{t('columnLink')}</span>
          {/* The tab's wide layout: the columns its rows are laid out in (each row names its parts). */}
          <span class="wide-heads" aria-hidden="true">
            <span>{t('columnLink')}</span>
            <span>{t('fieldDestination')}</span>
            <span>{t('fieldGroup')}</span>
            <span>{t('columnCreated')}</span>
          </span>
        </div>
        <div role="columnheader" class="cell-actions">
          <span class="sr-only">{t('columnActions')}</span>
        </div>
      </div>
      <div class="grid-scroll" ref={scroller} onScroll={(e) => setScrollTop((e.target as HTMLElement).scrollTop)}>
        {state === 'loading' && count === 0 && <PlaceholderRows height={rowHeight} />}
        <div class="grid-space" style={{ height: `${count * rowHeight}px` }}>
          {indexes.map((i) => {
            const link = links[i]!;
            return (
              <LinkRow
                key={link.id}
                link={link}
                index={i}
                top={i * rowHeight}
                height={rowHeight}
                selected={selection.ids.has(link.id)}
                pinned={pins?.has(link.id) ?? false}
                active={i === current}
                terms={terms}
                onSelect={onSelect}
                onAction={onAction}
                onFocusRow={setActive}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * Grey rows where links will be while the first ones are read: each a real row's parts (the box, the
 * site's mark, the title, the short link and its destination, the meta line, the actions), laid out by
 * the rows' own columns (placeholder-rows.css), so the list does not change shape as the links come.
 */
function PlaceholderRows({ height }: { height: number }) {
  return (
    <div class="placeholder-rows" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} class="placeholder-row" style={{ height: `${height}px` }}>
          <span class="ph ph-box" />
          <span class="ph-face">
            <span class="ph ph-mark" />
            <span class="ph ph-title" />
            <span class="ph-link">
              <span class="ph ph-short" />
              <span class="ph ph-dest" />
            </span>
            <span class="ph ph-meta" />
          </span>
          <span class="ph-actions">
            <span class="ph ph-button" />
            <span class="ph ph-button" />
            <span class="ph ph-button" />
          </span>
        </div>
      ))}
    </div>
  );
}
