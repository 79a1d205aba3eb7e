/**
 * A listed link's trailing actions, the same on every surface: Copy (with the popup's format menu
 * beside it), Open (where the destination is a web address), then the row menu every list has
 * (./row-menu-items.ts) where it has one. Every control is named for the link it acts on.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../../platform/text/i18n';
import { icon } from './Icon';
import { hostOf, safeHref } from './safe-href';

interface Props {
  shortLink: string;
  destination: string;
  onCopy: () => void;
  /** The labels, filled in for this link (the manager makes them once per page: ../manager/row-labels.ts). */
  labels?: { copyNamed: string; copy: string; openNamed: string };
  /** -1 in the manager's grid: its rows are one tab stop, ← → reach the row's controls. */
  tabIndex?: number;
  /** Last: the row's "⋯" menu (./RowMenu.tsx), drawn by the list (the popup's keeps one menu's state for all its rows). */
  menu?: ComponentChildren;
  /** Beside Copy: the popup's menu of copy formats (▾). */
  copyFormats?: ComponentChildren;
}

export function LinkActions({ shortLink, destination, onCopy, labels, tabIndex, menu, copyFormats }: Props) {
  const href = safeHref(destination);
  const l = labels ?? {
    copyNamed: t('copyNamed', shortLink),
    copy: t('copy'),
    openNamed: t('openNamed', shortLink),
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
      {menu}
    </div>
  );
}
