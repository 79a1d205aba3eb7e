/**
 * The search over an account's links, the same everywhere (the manager's list, *Redirect a link
 * here*'s picker): every word typed must be found in the link's title, short link, back half,
 * destination or group name, case aside.
 */
import type { Link } from '../types';

/** The words of a search, lower-cased; none for an empty one. */
export function searchTerms(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** What a search looks in: title, short link, back half, destination and group name, lower-cased, one per line. */
export function haystack(link: Link): string {
  return `${link.title}\n${link.shortLink}\n${link.backHalf}\n${link.destination}\n${link.group?.name ?? ''}`.toLowerCase();
}

/** Whether every word is found in the haystack (no words: every link). */
export const matchesAll = (hay: string, terms: readonly string[]) => terms.every((t) => hay.includes(t));
