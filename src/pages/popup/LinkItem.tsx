/** One of the user's links, drawn as every list draws one (../components/LinkFace.tsx): Copy and its formats, Open, and the row menu every list has. */
import type { Link, LinkGroup } from '../../shared/types';
import { relativeTime, t } from '../../platform/text/i18n';
import { memo } from '../components/memo';
import type { CopyLink } from './CopyMenu';
import { copyMenuButton } from './copy-menu-button';
import { CopyMenuList, DeleteDialog, LinkEditor, QrPanel, RowMenuList } from './link-parts';
import { LinkActions } from '../components/LinkActions';
import { LinkFace } from '../components/LinkFace';
import { rowMenuButton } from '../components/RowMenu';
import type { RowMenuOpen, RowPanel, Rows } from './row-state';

interface Props {
  link: Link;
  /** The account the link was listed for: an edit or a delete names it (refused once another is current). */
  account?: string;
  groups: LinkGroup[];
  onCopy: CopyLink;
  onSaved: (link: Link) => void;
  onGone: (id: string) => void;
  /** Said after a delete (the popup's announcer). */
  onDeleted?: (message: string) => void;
  /** The site's icon, when the link leads to the tab's site (./tab-icon.ts). */
  icon?: string;
  /** This row's open menu, its open panel (null, undefined: none), and the list's handlers for them (./row-state.ts). */
  menu: RowMenuOpen | null;
  panel: RowPanel | undefined;
  rows: Rows;
}

/** The row's content; LinkList wraps it in the <li> that a search shows or hides. */
export const LinkItem = memo(function LinkItem({
  link,
  account,
  groups,
  onCopy,
  onSaved,
  onGone,
  onDeleted,
  icon,
  menu,
  panel,
  rows,
}: Props) {
  const { id, shortLink } = link;
  const copy = menu?.menu === 'copy' ? menu : null;
  const more = menu?.menu === 'more' ? menu : null;
  const moreLabel = t('moreActionsNamed', shortLink);
  // LinkFace, LinkActions and the menu buttons (no state of their own) are called, not mounted: a list draws them in
  // every row, and a component each costs its instance and vnode (heap after GC, docs/benchmark.md "Heap").
  return (
    <>
      {LinkFace({
        title: link.title,
        shortLink,
        destination: link.destination,
        icon,
        // An array, not a fragment: the line's span takes it as its children, with no Fragment component.
        meta: (link.createdAt !== null || link.group) && [
          link.createdAt !== null && (
            <time dateTime={new Date(link.createdAt).toISOString()}>{relativeTime(link.createdAt)}</time>
          ),
          // The separator (link-face.css) is drawn in this span, in the page's direction; the name, typed
          // by its user in any script, is its own piece (<bdi>).
          link.group && (
            <span class="group-name">
              <bdi>{link.group.name}</bdi>
            </span>
          ),
        ],
      })}
      {LinkActions({
        shortLink,
        destination: link.destination,
        onCopy: () => onCopy(link),
        copyFormats: copyMenuButton({
          class: 'icon ghost narrow',
          label: t('copyAsNamed', shortLink),
          open: !!copy,
          onOpen: (at, button) => rows.menu(id, 'copy', at, button),
          list: copy && (
            <CopyMenuList
              label={t('copyAsNamed', shortLink)}
              focusAt={copy.focusAt}
              onClose={rows.closeMenu}
              onPick={(format) => onCopy(link, format)}
              share={link}
            />
          ),
        }),
        menu: rowMenuButton({
          label: moreLabel,
          open: !!more,
          onOpen: (at, button) => rows.menu(id, 'more', at, button),
          list: more && (
            <RowMenuList
              label={moreLabel}
              focusAt={more.focusAt}
              anchor={more.button}
              onClose={rows.closeMenu}
              // What the menu needs: it makes its items as it opens (./LinkMenuList.tsx).
              items={{
                link,
                account,
                open: (action, button) => rows.toggle(id, action, button),
                onSaved,
                say: onDeleted,
              }}
            />
          ),
        }),
      })}
      {panel?.panel === 'delete' && (
        <DeleteDialog
          links={[link]}
          account={account}
          onRemoved={(ids) => ids.forEach(onGone)}
          onClose={(message) => (rows.close(id, false), message && onDeleted?.(message))}
        />
      )}
      {panel?.panel === 'edit' && (
        <LinkEditor
          link={link}
          account={account}
          groups={groups}
          onClose={() => rows.close(id, true)}
          onGone={(gone) => (rows.close(id, false), onGone(gone))}
          onSaved={(l) => (rows.close(id, true), onSaved(l))}
        />
      )}
      {panel?.panel === 'qr' && (
        <QrPanel shortLink={shortLink} backHalf={link.backHalf} onClose={() => rows.close(id, true)} />
      )}
    </>
  );
});
