/**
 * The manager's part of *Redirect a link here*: the pins (a row menu says Pin or Unpin), *Redirect to the
 * current tab* (the active tab of the manager's window), and the page's menu's request, left for
 * the manager it opened (src/platform/point-request.ts). The dialog is the popup's (loaded when asked).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import { send } from '../../platform/messages/send';
import { t } from '../../platform/text/i18n';
import { activeTabUrl } from '../../platform/active-tab';
import { lazy } from '../components/lazy';
import { shortText } from '../components/LinkFace';

export const PointDialog = lazy(() => import('../components/PointDialog').then((m) => m.PointDialog));

const NONE: ReadonlySet<string> = new Set();

export function usePointHere(account: string | null, announce: (text: string) => void) {
  const [pins, setPins] = useState(NONE);
  const [point, setPoint] = useState<{ target: string; link?: Link } | null>(null);
  /** Bumped when the dialog closes: a pin changed there is read again. */
  const [reads, setReads] = useState(0);
  const pinsNow = useRef(pins);
  pinsNow.current = pins;

  useEffect(() => {
    if (!account) return;
    let live = true;
    void send({ type: 'pins' }).then(
      (r) => live && r.ok && r.value.account === account && setPins(new Set(r.value.pins)),
    );
    return () => void (live = false);
  }, [account, reads]);

  // Loaded once the first rows are drawn: the request's item brings WXT's storage, which they do not need.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void import('../../platform/point-request').then(({ onPointRequest, takePointRequest }) => {
      if (!live) return;
      const take = () => void takePointRequest().then((url) => url && setPoint({ target: url }));
      take();
      stop = onPointRequest(take);
    });
    return () => void ((live = false), stop?.());
  }, []);

  function togglePin(link: Link) {
    if (!account) return;
    const pinned = !pinsNow.current.has(link.id);
    void send({ type: 'pinLink', id: link.id, account, pinned }).then((r) => {
      // The failures' wording loads when there is one to say (not part of the page's first load).
      if (!r.ok)
        return void import('../../platform/text/failure-text').then((m) => announce(m.failureText(r.error).text));
      setPins(new Set(r.value));
      announce(t(pinned ? 'pinnedOne' : 'unpinnedOne', shortText(link.shortLink)));
    });
  }

  /** Called inside the menu item's click: the `tabs` permission is asked there. */
  function pointAtTab(link: Link) {
    void activeTabUrl().then((url) => (url ? setPoint({ target: url, link }) : announce(t('pointNoTab'))));
  }

  const closePoint = () => {
    setPoint(null);
    setReads((n) => n + 1);
  };
  return { pins, togglePin, pointAtTab, point, closePoint };
}
