/**
 * A popup row's "⋯" menu, loaded as it opens: the items every list has (../components/row-menu-items.ts).
 * Share…, Redirect and Pin are done here; Edit, QR code and Delete open the row's own panels.
 */
import { render, type VNode } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import { send } from '../../platform/messages/send';
import { popupTabUrl } from '../../platform/active-tab';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import type { RowMenuItem, RowMenuListProps } from '../components/RowMenu';
import { RowMenuList } from '../components/RowMenuList';
import { rowMenuItems, type RowMenuAction } from '../components/row-menu-items';
import { canShare, openShareSheet } from '../components/share-sheet';
import { SharingContext } from '../components/sharing';
import { pointTarget } from './point-target';
import { shortText } from '../components/LinkFace';

export interface LinkMenu {
  link: Link;
  /** The account the link was listed for: a pin names it. */
  account?: string;
  /** Edit, QR code and Delete: the row's panels (`button`: the menu's, which takes the focus back as they close). */
  open: (action: 'edit' | 'qr' | 'delete', button: HTMLElement | null) => void;
  /** The link after a redirect (and after its Undo): the row shows it. */
  onSaved: (link: Link) => void;
  /** The popup's announcer. */
  say?: (message: string) => void;
}

/** A dialog over the popup, in a container of its own (as ./point-here.tsx draws the Redirect one). */
function show(draw: (close: () => void) => VNode) {
  const host = document.body.appendChild(document.createElement('div'));
  render(
    draw(() => (render(null, host), host.remove())),
    host,
  );
}

const labels = () => ({
  edit: t('edit'),
  qr: t('qrCode'),
  share: t('share'),
  pointAtTab: t('pointAtTab'),
  pin: t('pin'),
  unpin: t('unpin'),
  pinHint: t('pinHint'),
  delete: t('delete'),
});

export function LinkMenuList({ items: row, ...list }: RowMenuListProps<LinkMenu>) {
  const { link } = row;
  const sharing = useContext(SharingContext);
  // Read as the menu opens: Pin or Unpin, and the account they were read for (null: not read).
  const [pins, setPins] = useState<{ account: string; pins: readonly string[] } | null>();
  useEffect(() => void send({ type: 'pins' }).then((r) => setPins(r.ok ? r.value : null)), []);
  const pinned = !!pins?.pins.includes(link.id);
  const say = (text: string) => row.say?.(text);
  const short = shortText(link.shortLink);

  function act(action: RowMenuAction) {
    if (action === 'edit' || action === 'qr' || action === 'delete') return row.open(action, list.anchor);
    // The system's share sheet in this click (it needs its activation); else the destinations, as the manager has them
    // (loaded then: the popup's first load lists what this part needs).
    if (action === 'share')
      return void (
        openShareSheet(link) ||
        import('../components/ShareDialog').then(({ ShareDialog }) =>
          show((close) => <ShareDialog data={link} sharing={sharing!} onClose={close} />),
        )
      );
    const account = row.account ?? pins?.account;
    if (action === 'pin')
      return void (
        account &&
        send({ type: 'pinLink', id: link.id, account, pinned: !pinned }).then((r) =>
          say(r.ok ? t(pinned ? 'unpinnedOne' : 'pinnedOne', short) : failureText(r.error).text),
        )
      );
    // The page as the card would shorten it (the prepared address), else the tab's own while it is not known.
    void Promise.resolve(pointTarget() ?? popupTabUrl()).then((url) =>
      url ? import('./point-here').then((m) => m.openPointDialog(url, row.onSaved, link)) : say(t('pointNoTab')),
    );
  }

  // Drawn once the pins answered (a message away): its Pin item says Pin or Unpin from the start, nothing changes under the pointer.
  if (pins === undefined) return null;
  return <RowMenuList {...list} items={rowMenuItems(labels(), act, { share: canShare(sharing, link), pinned })} />;
}

/** The popup's menu lists, one part: a list of items as given, or a row's, made here. */
export function MenuList({ items, ...list }: RowMenuListProps<readonly RowMenuItem[] | LinkMenu>) {
  return 'link' in items ? <LinkMenuList {...list} items={items} /> : <RowMenuList {...list} items={items} />;
}
