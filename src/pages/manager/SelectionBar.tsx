/**
 * The count row over the manager's list: select-all (a dash when some are selected), how many links
 * are shown, and a "⋯" menu that copies or exports them. With a selection it becomes the
 * selection's own bar: "2 selected · Copy · Export · Delete · ✕" (Escape clears it too). Where the
 * panel is narrow, Copy and Export are icons (their words stay their names): the count is never cut.
 * No rows yet: no box to select them with, and no row at all while the sync's status says what happens.
 */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { plural, t } from '../../platform/text/i18n';
import { RowMenu } from '../components/RowMenu';
import { RowMenuList } from './row-menu-list';
import { icon } from '../components/Icon';

interface Props {
  shown: number;
  total: number;
  /** Only the first rows are read yet: no count claims to cover every link. */
  reading?: boolean;
  /** A first sync runs: the sync's line above is the one count (the rows drawn follow it a little behind). */
  syncing?: boolean;
  selected: number;
  /** How many of the links shown are selected: none, some or all (the select-all box's state). */
  shownSelected: 'none' | 'some' | 'all';
  onSelectAll: (on: boolean) => void;
  onCopyList: () => void;
  onExport: (format: 'csv' | 'json') => void;
  onDelete: () => void;
  onClear: () => void;
}

export function SelectionBar(props: Props) {
  const { shown, total, reading, syncing, selected, shownSelected, onSelectAll, onCopyList, onExport } = props;
  const box = useRef<HTMLInputElement>(null);
  // "Some" is the native box's indeterminate state (a dash, "mixed" to a screen reader): a property, not an attribute.
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = shownSelected === 'some';
  }, [shownSelected]);
  const scope = selected ? plural('scopeSelectedLinks', selected) : plural('scopeShownLinks', shown);
  const exports = [
    { id: 'csv', label: t('exportCsv'), icon: 'download' as const, onSelect: () => onExport('csv') },
    { id: 'json', label: t('exportJson'), icon: 'download' as const, onSelect: () => onExport('json') },
  ];
  const clear = () => {
    props.onClear();
    // The bar's buttons go with the selection: the focus stays in the bar, on its box.
    box.current?.focus();
  };
  let count = '';
  if (selected) count = plural('selectedLinks', selected);
  // Nothing drawn yet: the sync's status beside the title is the one thing said.
  else if (shown === 0 && (syncing || reading)) count = '';
  else if (syncing) count = t('managerSyncing');
  else if (reading) count = t('loading');
  else count = shown === total ? plural('linksCount', total) : plural('linksShown', total, shown);
  return (
    <div
      class="selection-bar"
      role="group"
      aria-label={scope}
      data-selected={selected}
      hidden={!count && !shown}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && selected && !(e.target as HTMLElement).closest('[role="menu"]')) {
          e.preventDefault();
          clear();
        }
      }}
    >
      {shown > 0 && (
        <input
          ref={box}
          type="checkbox"
          class="select-all"
          checked={shownSelected === 'all'}
          aria-label={plural('selectAllMatchingLinks', shown)}
          onChange={() => onSelectAll(shownSelected !== 'all')}
        />
      )}
      <p class="counts" aria-live="polite">
        {count}
      </p>
      {selected > 0 ? (
        <span class="selection-actions">
          <button type="button" class={`quiet with-icon ${icon('copy')}`} title={t('copyAsList')} onClick={onCopyList}>
            {t('copy')}
          </button>
          <RowMenu
            label={t('exportSelection')}
            text={t('exportSelection')}
            glyph="download"
            List={RowMenuList}
            items={exports}
          />
          <button
            type="button"
            class="quiet danger-text"
            aria-label={plural('deleteLinks', selected)}
            onClick={props.onDelete}
          >
            {t('delete')}
          </button>
          <button
            type="button"
            class="icon ghost clear-selection"
            aria-label={t('clearSelection')}
            title={t('clearSelection')}
            onClick={clear}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </span>
      ) : (
        shown > 0 && (
          <RowMenu
            label={scope}
            List={RowMenuList}
            items={[{ id: 'copy-list', label: t('copyAsList'), icon: 'copy', onSelect: onCopyList }, ...exports]}
          />
        )
      )}
    </div>
  );
}
