/**
 * One link in the manager's grid: select, title, short link → destination, group and dates, then
 * copy and open, and edit, QR and delete in its "⋯" menu. Its controls are out of the tab order
 * (the grid is one tab stop; ← → move between them), and every one is named for the link it acts on.
 */
import type { Link } from '../../shared/types';
import { relativeTime } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { memo } from '../components/memo';
import { hostOf, safeHref } from '../components/safe-href';
import { Highlight } from './Highlight';
import { RowMenu } from '../components/RowMenu';
import { RowMenuList } from '../components/RowMenuList';
import { rowLabels } from './row-labels';

export type RowAction = 'copy' | 'edit' | 'qr' | 'delete';

interface Props {
  link: Link;
  index: number;
  top: number;
  height: number;
  selected: boolean;
  active: boolean;
  terms: readonly string[];
  onSelect: (id: string, shift: boolean) => void;
  onAction: (action: RowAction, link: Link) => void;
  onFocusRow: (index: number) => void;
}

const shortText = (url: string) => url.replace(/^https?:\/\//, '');
/** A destination without the usual "https://", so the site shows first (an insecure "http://" stays in view). */
const destinationText = (url: string) => url.replace(/^https:\/\//i, '');

export const LinkRow = memo(function LinkRow({
  link,
  index,
  top,
  height,
  selected,
  active,
  terms,
  onSelect,
  onAction,
  onFocusRow,
}: Props) {
  const short = shortText(link.shortLink);
  const href = safeHref(link.destination);
  const date = (at: number | null) => (at === null ? '' : relativeTime(at));
  const l = rowLabels();
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
          onClick={(e) => {
            e.preventDefault();
            onSelect(link.id, e.shiftKey);
          }}
        />
      </div>
      <div role="gridcell" class="cell-link">
        {/* Each line in its own direction (dir=auto, inside), on the page's reading side (outside): an English
            title or "short link → destination" in an Arabic page is cut at its end, and keeps its site. */}
        <span class="link-title">
          <span class="clip" dir="auto">
            <Highlight text={link.title || hostOf(link.destination)} terms={terms} />
          </span>
        </span>
        <span class="link-line">
          <span class="clip" dir="auto">
            <bdi dir="ltr" class="link-short">
              <Highlight text={short} terms={terms} />
            </bdi>
            <span aria-hidden="true" class="arrow">
              {' → '}
            </span>
            <bdi dir="ltr" class="link-dest" title={link.destination}>
              <Highlight text={destinationText(link.destination)} terms={terms} />
            </bdi>
          </span>
        </span>
        {/* The group and the dates: separated by CSS (the tab's wide layout lays them out as columns
            without separators). The domain is the short link's own, shown just above. */}
        <span class="link-meta">
          {link.group && (
            <span class="group" dir="auto">
              <Highlight text={link.group.name} terms={terms} />
            </span>
          )}
          {link.createdAt !== null && (
            <time class="created" dateTime={new Date(link.createdAt).toISOString()}>
              {/* The words around the time are hidden under the tab's "Created" heading, which says them. */}
              <span class="meta-word">{l.createdWords[0]}</span>
              {date(link.createdAt)}
              {l.createdWords[1] && <span class="meta-word">{l.createdWords[1]}</span>}
            </time>
          )}
          {link.updatedAt !== null && link.updatedAt !== link.createdAt && (
            <time class="updated" dateTime={new Date(link.updatedAt).toISOString()}>
              {l.updatedOn(date(link.updatedAt))}
            </time>
          )}
        </span>
      </div>
      <div role="gridcell" class="cell-actions">
        <button
          type="button"
          class={`icon ghost ${icon('copy')}`}
          tabIndex={-1}
          onClick={() => onAction('copy', link)}
          aria-label={l.copyNamed(link.shortLink)}
          title={l.copy}
        ></button>
        {href ? (
          <a
            class={`icon button ghost ${icon('open')}`}
            tabIndex={-1}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={l.openNamed(link.shortLink)}
            title={hostOf(href)}
          ></a>
        ) : null}
        <RowMenu
          label={l.moreNamed(link.shortLink)}
          List={RowMenuList}
          tabIndex={-1}
          items={[
            { id: 'edit', label: l.edit, icon: 'edit', onSelect: () => onAction('edit', link) },
            { id: 'qr', label: l.qr, icon: 'qr', onSelect: () => onAction('qr', link) },
            { id: 'delete', label: l.delete, icon: 'delete', danger: true, onSelect: () => onAction('delete', link) },
          ]}
        />
      </div>
    </div>
  );
});
