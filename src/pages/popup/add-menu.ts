/**
 * The header's "+" menu: the ways to make a link besides the page's own, in their order. Its items
 * are made by the card (./CurrentPage.tsx), a later part: none of them weigh on the popup's first load.
 */
import { t } from '../../platform/text/i18n';
import type { RowMenuItem } from '../components/RowMenu';

/** What the "+" menu starts; each runs inside the menu item's click (the tabs permission asks there). */
export interface AddActions {
  newLink: () => void;
  shortenTabs: () => void;
  /** *Redirect a link here…*: null where the page cannot be shortened, so no link could go to it. */
  pointHere: (() => void) | null;
}

export function addMenuItems({ newLink, shortenTabs, pointHere }: AddActions): RowMenuItem[] {
  const items: RowMenuItem[] = [
    { id: 'new-link', label: t('newLink'), icon: 'plus', onSelect: newLink },
    {
      id: 'shorten-tabs',
      label: t('shortenAllTabs'),
      icon: 'tabs',
      hint: t('shortenAllTabsHint'),
      onSelect: shortenTabs,
    },
  ];
  if (pointHere)
    items.push({
      id: 'point-here',
      label: t('pointHere'),
      icon: 'redirect',
      hint: t('pointHereHint'),
      onSelect: pointHere,
    });
  return items;
}
