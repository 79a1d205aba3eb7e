/**
 * What the manager does with several links: copy as a list, export CSV or JSON, delete. It acts on
 * the selection when there is one, else on the links shown (export and copy; delete needs a
 * selection).
 */
import { plural, t } from '../../platform/text/i18n';

interface Props {
  shown: number;
  total: number;
  /** Only the first rows are read yet: no count claims to cover every link. */
  reading?: boolean;
  selected: number;
  onCopyList: () => void;
  onExport: (format: 'csv' | 'json') => void;
  onDelete: () => void;
  onClear: () => void;
}

export function SelectionBar({ shown, total, reading, selected, onCopyList, onExport, onDelete, onClear }: Props) {
  const scope = selected ? plural('scopeSelectedLinks', selected) : plural('scopeShownLinks', shown);
  const nothing = (selected || shown) === 0;
  return (
    <div class="selection-bar" role="toolbar" aria-label={scope} data-selected={selected}>
      <p class="counts" aria-live="polite">
        <span class="shown-count">{reading ? t('loading') : plural('linksShown', total, shown)}</span>
        {selected > 0 && <span class="selected-count"> · {plural('selectedLinks', selected)}</span>}
      </p>
      <div class="row">
        <button type="button" onClick={onCopyList} disabled={nothing} title={scope}>
          {t('copyAsList')}
        </button>
        <button type="button" onClick={() => onExport('csv')} disabled={nothing} title={scope}>
          {t('exportCsv')}
        </button>
        <button type="button" onClick={() => onExport('json')} disabled={nothing} title={scope}>
          {t('exportJson')}
        </button>
        {selected > 0 && (
          <button type="button" class="danger" onClick={onDelete}>
            {plural('deleteLinks', selected)}
          </button>
        )}
        {selected > 0 && (
          <button type="button" class="link" onClick={onClear}>
            {t('clearSelection')}
          </button>
        )}
      </div>
    </div>
  );
}
