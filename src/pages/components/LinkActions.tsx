/**
 * A listed link's trailing actions, the same on every surface: Copy (with the popup's format menu
 * beside it), Open (where the destination is a web address), then the row menu every list has
 * (./row-menu-items.ts) where it has one. Every control is named for the link it acts on.
 */
import type { ComponentChildren, FunctionComponent, Ref } from 'preact';
import { t } from '../../platform/text/i18n';
import { icon } from './Icon';
import type { RowMenuItem, RowMenuListProps } from './RowMenu';
import { RowMenu } from './RowMenu';
import { hostOf, safeHref } from './safe-href';

interface Props<T> {
  shortLink: string;
  destination: string;
  onCopy: () => void;
  /** The labels, filled in for this link (the manager makes them once per page: ../manager/row-labels.ts). */
  labels?: { copyNamed: string; copy: string; openNamed: string; moreNamed: string };
  /** -1 in the manager's grid: its rows are one tab stop, ← → reach the row's controls. */
  tabIndex?: number;
  menu?: {
    items: T;
    List: FunctionComponent<RowMenuListProps<T>>;
    buttonRef?: Ref<HTMLButtonElement>;
  };
  /** Beside Copy: the popup's menu of copy formats (▾). */
  copyFormats?: ComponentChildren;
}

export function LinkActions<T = readonly RowMenuItem[]>({
  shortLink,
  destination,
  onCopy,
  labels,
  tabIndex,
  menu,
  copyFormats,
}: Props<T>) {
  const href = safeHref(destination);
  const l = labels ?? {
    copyNamed: t('copyNamed', shortLink),
    copy: t('copy'),
    openNamed: t('openNamed', shortLink),
    moreNamed: t('moreActionsNamed', shortLink),
  };
  return (
    <div class="link-actions">
      <button
        type="button"
        class={`icon ghost ${icon('copy')}`}
        tabIndex={tabIndex}
        onClick={onCopy}
        aria-label={l.copyNamed}
        title={l.copy}
      ></button>
      {copyFormats}
      {href ? (
        <a
          class={`icon button ghost ${icon('open')}`}
          tabIndex={tabIndex}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={l.openNamed}
          title={hostOf(href)}
        ></a>
      ) : (
        // The Open button's room, kept: the actions line up down the list.
        <span class="icon-room" aria-hidden="true"></span>
      )}
      {menu && (
        <RowMenu
          label={l.moreNamed}
          List={menu.List}
          tabIndex={tabIndex}
          buttonRef={menu.buttonRef}
          items={menu.items}
        />
      )}
    </div>
  );
}
