/**
 * Which links are selected in the manager: checkboxes, shift-click ranges over the list as shown,
 * select all matching. Pure values; the component keeps the current one.
 */
export interface Selection {
  ids: ReadonlySet<string>;
  /** The last link clicked without Shift: where a Shift-click's range starts. */
  anchor: string | null;
}

export const emptySelection: Selection = { ids: new Set(), anchor: null };

/**
 * A click on a link's checkbox. Without Shift it flips that link. With Shift, every link between the
 * anchor and this one (in the order shown) takes the state the clicked one gets; with no anchor
 * shown, it is a plain click.
 */
export function clickSelect(sel: Selection, id: string, shift: boolean, shown: readonly string[]): Selection {
  const on = !sel.ids.has(id);
  const ids = new Set(sel.ids);
  const from = shift && sel.anchor !== null ? shown.indexOf(sel.anchor) : -1;
  const to = shown.indexOf(id);
  if (from === -1 || to === -1) {
    if (on) ids.add(id);
    else ids.delete(id);
    return { ids, anchor: id };
  }
  const [a, b] = from < to ? [from, to] : [to, from];
  for (let i = a; i <= b; i++) {
    if (on) ids.add(shown[i]!);
    else ids.delete(shown[i]!);
  }
  return { ids, anchor: sel.anchor };
}

/** Select every link shown (all matching the search and filters), keeping any selected elsewhere. */
export function selectAll(sel: Selection, shown: readonly string[]): Selection {
  const ids = new Set(sel.ids);
  for (const id of shown) ids.add(id);
  return { ids, anchor: sel.anchor };
}

/** Unselect every link shown. */
export function unselectAll(sel: Selection, shown: readonly string[]): Selection {
  const ids = new Set(sel.ids);
  for (const id of shown) ids.delete(id);
  return { ids, anchor: sel.anchor };
}

/** How many of the links shown are selected: none, some or all (the select-all box: empty, a dash, ticked). */
export function shownSelection(sel: Selection, shown: readonly string[]): 'none' | 'some' | 'all' {
  if (sel.ids.size === 0) return 'none';
  let n = 0;
  for (const id of shown) if (sel.ids.has(id)) n++;
  return n === 0 ? 'none' : n === shown.length ? 'all' : 'some';
}

/** Forget links that no longer exist (deleted here or elsewhere). Same value when nothing changed. */
export function pruneSelection(sel: Selection, existing: ReadonlySet<string>): Selection {
  if ([...sel.ids].every((id) => existing.has(id))) return sel;
  const ids = new Set([...sel.ids].filter((id) => existing.has(id)));
  return { ids, anchor: sel.anchor !== null && existing.has(sel.anchor) ? sel.anchor : null };
}
