/** One of the user's links, drawn as every list draws one (../components/LinkFace.tsx): Copy and its formats, Open, and the row menu every list has. */
import type { Link, LinkGroup } from '../../shared/types';
import { relativeTime, t } from '../../platform/text/i18n';
import { memo } from '../components/memo';
import { CopyMenu, type CopyLink } from './CopyMenu';
import { DeleteDialog, LinkEditor, QrPanel, RowMenuList } from './link-parts';
import { LinkActions } from '../components/LinkActions';
import { LinkFace } from '../components/LinkFace';
import { usePanel } from '../components/use-panel';
import { useState } from 'preact/hooks';

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
}: Props) {
  const { open, openers, toggle, close } = usePanel();
  const [deleting, setDeleting] = useState(false);
  // LinkFace and LinkActions (no state of their own) are called, not mounted: a list draws them in
  // every row, and a component each costs its instance and vnode (heap after GC, docs/benchmark.md "Heap").
  return (
    <>
      {LinkFace({
        title: link.title,
        shortLink: link.shortLink,
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
        shortLink: link.shortLink,
        destination: link.destination,
        onCopy: () => onCopy(link),
        copyFormats: (
          <CopyMenu
            class="icon ghost narrow"
            label={t('copyAsNamed', link.shortLink)}
            onPick={(format) => onCopy(link, format)}
            share={link}
          />
        ),
        menu: {
          List: RowMenuList,
          buttonRef: (el) => void (openers.edit.current = openers.qr.current = el),
          // What the menu needs: it makes its items as it opens (./LinkMenuList.tsx), not in every row.
          items: {
            link,
            account,
            open: (action) => (action === 'delete' ? setDeleting(true) : toggle(action)),
            onSaved,
            say: onDeleted,
          },
        },
      })}
      {deleting && (
        <DeleteDialog
          links={[link]}
          account={account}
          onRemoved={(ids) => ids.forEach(onGone)}
          onClose={(message) => (setDeleting(false), message && onDeleted?.(message))}
        />
      )}
      {open === 'edit' && (
        <LinkEditor
          link={link}
          account={account}
          groups={groups}
          onClose={close}
          onGone={onGone}
          onSaved={(l) => (close(), onSaved(l))}
        />
      )}
      {open === 'qr' && <QrPanel shortLink={link.shortLink} backHalf={link.backHalf} onClose={close} />}
    </>
  );
});
