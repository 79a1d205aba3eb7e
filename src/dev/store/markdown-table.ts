/** The rows of the Markdown tables in a text, cells trimmed and code spans unwrapped; header and rule rows left out. */
export function tableRows(markdown: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split('|')
      .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1'));
    // A table's first line is its header, its second the rule under it.
    if (!inTable) inTable = true;
    else if (!cells.every((c) => /^:?-+:?$/.test(c))) rows.push(cells);
  }
  return rows;
}
