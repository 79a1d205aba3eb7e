/** Right-to-left pages: every style sheet uses logical properties (margin-inline-start, not margin-left). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );

/** Properties tied to left and right (or to a physical width/height), and text aligned left or right. */
const PHYSICAL =
  /(?<![-\w])(?:(?:margin|padding|border)-(?:left|right|top|bottom)(?:-\w+)?|left|right|top|bottom|(?:min-|max-)?(?:width|height)|float|clear)\s*:|text-align\s*:\s*(?:left|right)|(?:float|clear)\s*:\s*(?:left|right)/;

/** A declaration's lines, without comments and outside `@media (…)` conditions (media features are not properties). */
const declarations = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line, i) => ({ line: line.replace(/@media[^{]*/, ''), at: i + 1 }));

describe.each(sheets('src'))('%s', (file) => {
  it('uses logical properties only', () => {
    const found = declarations(readFileSync(file, 'utf8'))
      .filter(({ line }) => PHYSICAL.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});

it('(the check finds a physical property)', () => {
  expect(PHYSICAL.test('.a { margin-left: 4px; }')).toBe(true);
  expect(PHYSICAL.test('.a { text-align: right; }')).toBe(true);
  expect(PHYSICAL.test('.a { width: 4px; }')).toBe(true);
  expect(PHYSICAL.test('.a { margin-inline-start: 4px; inset-inline-end: 0; max-inline-size: 2px; }')).toBe(false);
});
