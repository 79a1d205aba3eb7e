/**
 * The groups the listed links use, sorted by name, for the editors. The same groups keep the same
 * array: every memoized row takes it, and a new link (or a refreshed list) with no new group must
 * not render them all again (bench "shorten").
 */
import { useMemo, useRef } from 'preact/hooks';
import type { Link, LinkGroup } from '../../shared/types';

export function useLinkGroups(links: Link[]): LinkGroup[] {
  const shown = useRef<LinkGroup[]>([]);
  return useMemo(() => {
    const next = uniqueGroups(links);
    return sameGroups(next, shown.current) ? shown.current : (shown.current = next);
  }, [links]);
}

function sameGroups(a: LinkGroup[], b: LinkGroup[]): boolean {
  return a.length === b.length && a.every((g, i) => g.id === b[i]!.id && g.name === b[i]!.name);
}

function uniqueGroups(links: Link[]): LinkGroup[] {
  const seen = new Map<string, LinkGroup>();
  for (const l of links) if (l.group && !seen.has(l.group.id)) seen.set(l.group.id, l.group);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
