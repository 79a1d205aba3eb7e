/**
 * *Redirect a link here*'s dialog over the popup, drawn in a container of its own when the "+" menu
 * asks for it: none of it is in the popup's first load (not even its state). Outside the popup's
 * tree, it follows an account switch itself: it fills the pick again with the new account's links
 * (src/pages/components/use-point.ts).
 */
import { render } from 'preact';
import type { Link } from '../../shared/types';
import { PointDialog } from '../components/PointDialog';
import './parts-styles';

/** `link`: already picked (a row's menu). `onPointed`: the popup's list refreshes, so its row shows the link's destination at once (and the old one after Undo). */
export function openPointDialog(target: string, onPointed: (link: Link) => void, link?: Link): void {
  const host = document.body.appendChild(document.createElement('div'));
  const close = () => {
    render(null, host);
    host.remove();
  };
  render(<PointDialog target={target} link={link} onClose={close} onPointed={onPointed} />, host);
}
