/**
 * Pinned links: the usual targets of *Redirect a link here*, first in its picker. Pins are ids, kept
 * per account (src/background/links/pins-db.ts); the picker's order is made here, pure.
 */
import type { Link } from '../types';
import { haystack, matchesAll, searchTerms } from './search';

/** Pins kept at most per account: a picker's first screen and then some. */
export const MAX_PINS = 50;

/** The pins with `id` pinned (last pinned first) or unpinned; at most MAX_PINS (the oldest pin goes). */
export function togglePin(pins: readonly string[], id: string, pinned: boolean): string[] {
  const rest = pins.filter((p) => p !== id);
  return (pinned ? [id, ...rest] : rest).slice(0, MAX_PINS);
}

/** The links in the picker's order: the pinned ones first (in the pins' order), then the rest as given. */
export function pinnedFirst<L extends Link>(links: readonly L[], pins: readonly string[]): L[] {
  if (!pins.length) return [...links];
  const rank = new Map(pins.map((id, i) => [id, i]));
  const pinned = links.filter((l) => rank.has(l.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return [...pinned, ...links.filter((l) => !rank.has(l.id))];
}

/** What *Redirect a link here* offers: the account's links (as kept) and its pinned ids, for that account. */
export interface PointChoices {
  account: string;
  links: Link[];
  pins: string[];
}

/** The picker's list for what was typed: the links that match (the manager's search), pinned first, then newest first. */
export function pickList<L extends Link>(links: readonly L[], pins: readonly string[], text: string): L[] {
  const terms = searchTerms(text);
  const found = terms.length ? links.filter((l) => matchesAll(haystack(l), terms)) : [...links];
  found.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || (a.id < b.id ? -1 : 1));
  return pinnedFirst(found, pins);
}
