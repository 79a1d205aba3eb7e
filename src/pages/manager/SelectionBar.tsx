/**
 * The line over the manager's list: how many links are shown (and selected), and a "⋯" menu that
 * copies them as a list or exports them as CSV or JSON. It acts on the selection when there is one,
 * else on the links shown. Delete and Clear appear only once something is selected.
 */
import { plural, t } from '../../platform/text/i18n';
import { RowMenu } from '../components/RowMenu';
import { RowMenuList } from '../components/RowMenuList';

interface Props {
  shown: number;
  total: number;
  /** Only the first rows are read yet: no count claims to cover every link. */
  reading?: boolean;
  /** A first sync runs: the sync's line above is the one count (the rows drawn follow it a little behind). */
  syncing?: boolean;
  selected: number;
  onCopyList: () => void;
  onExport: (format: 'csv' | 'json') => void;
  onDelete: () => void;
  onClear: () => void;
}

export function SelectionBar({
  shown,
  total,
  reading,
  syncing,
  selected,
  onCopyList,
  onExport,
  onDelete,
  onClear,
}: Props) {
  const scope = selected ? plural('scopeSelectedLinks', selected) : plural('scopeShownLinks', shown);
  const nothing = (selected || shown) === 0;
  return (
    <div class="selection-bar" role="toolbar" aria-label={scope} data-selected={selected}>
      <p class="counts" aria-live="polite">
        {!syncing && <span class="shown-count">{reading ? t('loading') : plural('linksShown', total, shown)}</span>}
        {selected > 0 && (
          <span class="selected-count">
            {syncing ? '' : ' · '}
            {plural('selectedLinks', selected)}
          </span>
        )}
      </p>
      {selected > 0 && (
        <>
          <button type="button" class="danger" onClick={onDelete}>
            {plural('deleteLinks', selected)}
          </button>
          <button type="button" class="link" onClick={onClear}>
            {t('clearSelection')}
          </button>
        </>
      )}
      {!nothing && (
        <RowMenu
          label={scope}
          List={RowMenuList}
          items={[
            { id: 'copy-list', label: t('copyAsList'), icon: 'copy', onSelect: onCopyList },
            { id: 'csv', label: t('exportCsv'), icon: 'download', onSelect: () => onExport('csv') },
            { id: 'json', label: t('exportJson'), icon: 'download', onSelect: () => onExport('json') },
          ]}
        />
      )}
    </div>
  );
}
