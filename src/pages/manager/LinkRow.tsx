/**
 * One link in the manager's grid: select, title, short link → destination, group and dates, then
 * copy and open, and the row menu every list has (../components/row-menu-items.ts). Its controls are out of the tab order
 * (the grid is one tab stop; ← → move between them), and every one is named for the link it acts on.
 */
import { useContext } from 'preact/hooks';
import type { Link } from '../../shared/types';
import { relativeTime } from '../../platform/text/i18n';
import { memo } from '../components/memo';
import { LinkFace, shortText } from '../components/LinkFace';
import { Highlight } from '../components/Highlight';
import { LinkActions } from '../components/LinkActions';
import { RowMenu } from '../components/RowMenu';
import { RowMenuList } from './row-menu-list';
import { rowMenuItems, type RowMenuAction } from '../components/row-menu-items';
import { rowLabels } from './row-labels';
import { SharingContext } from '../components/sharing';

export type RowAction = 'copy' | RowMenuAction;

interface Props {
  link: Link;
  index: number;
  top: number;
  height: number;
  selected: boolean;
  pinned?: boolean;
  active: boolean;
  terms: readonly string[];
  onSelect: (id: string, shift: boolean) => void;
  onAction: (action: RowAction, link: Link) => void;
  onFocusRow: (index: number) => void;
}

export const LinkRow = memo(function LinkRow({
  link,
  index,
  top,
  height,
  selected,
  pinned,
  active,
  terms,
  onSelect,
  onAction,
  onFocusRow,
}: Props) {
  const short = shortText(link.shortLink);
  const mark = (text: string) => <Highlight text={text} terms={terms} />;
  const date = (at: number | null) => (at === null ? '' : relativeTime(at));
  const l = rowLabels();
  // Sharing off (the user's choice or a policy): no Share… in the menu.
  const sharing = useContext(SharingContext);
  return (
    <div
      role="row"
      class="grid-row"
      aria-rowindex={index + 2}
      aria-selected={selected ? 'true' : 'false'}
      tabIndex={active ? 0 : -1}
      data-index={index}
      data-id={link.id}
      style={{ transform: `translateY(${top}px)`, height: `${height}px` }}
      onFocusCapture={() => onFocusRow(index)}
    >
      <div role="gridcell" class="cell-select">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={selected}
          aria-label={l.select(short)}
          // The box's own toggle is left to happen: it flips the box as the click flips the selection.
          // Cancelled, the browser undoes it after the event, so after Preact has drawn the new state,
          // and the box would stay unticked on a selected row until the row drew again.
          onClick={(e) => onSelect(link.id, e.shiftKey)}
        />
      </div>
      <div role="gridcell" class="cell-link">
        {/* When it was made, then its group, as the popup says them (time · group); then when it changed.
            Separated by CSS (the tab's wide layout lays them out as columns without separators). The
            domain is the short link's own, shown just above. */}
        <LinkFace
          title={link.title}
          shortLink={link.shortLink}
          destination={link.destination}
          mark={mark}
          meta={
            <>
              {link.createdAt !== null && (
                <time class="created" dateTime={new Date(link.createdAt).toISOString()}>
                  {date(link.createdAt)}
                </time>
              )}
              {link.group && (
                <span class="group">
                  <bdi>{mark(link.group.name)}</bdi>
                </span>
              )}
              {link.updatedAt !== null && link.updatedAt !== link.createdAt && (
                <time class="updated" dateTime={new Date(link.updatedAt).toISOString()}>
                  {l.updatedOn(date(link.updatedAt))}
                </time>
              )}
            </>
          }
        />
      </div>
      <div role="gridcell" class="cell-actions">
        <LinkActions
          shortLink={link.shortLink}
          destination={link.destination}
          tabIndex={-1}
          onCopy={() => onAction('copy', link)}
          labels={{
            copy: l.copy,
            copyNamed: l.copyNamed(link.shortLink),
            openNamed: l.openNamed(link.shortLink),
          }}
          menu={
            <RowMenu
              label={l.moreNamed(link.shortLink)}
              tabIndex={-1}
              List={RowMenuList}
              items={rowMenuItems(l, (action) => onAction(action, link), { share: !!sharing, pinned: !!pinned })}
            />
          }
        />
      </div>
    </div>
  );
});
