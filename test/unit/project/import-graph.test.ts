/**
 * No import circles, type imports included: ESLint's import-x/no-cycle skips `import type`, yet a
 * circle of types still ties two modules together. Static imports and re-exports count; and so,
 * in a second check, does a dynamic import(): a lazily loaded part that imports the module that
 * loads it makes a circle of files in the build (the part's file imports the page's back).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });

const resolve = (from: string, spec: string): string | null => {
  const base = normalize(join(dirname(from), spec.split('?')[0]!));
  return (
    [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile()) ??
    null
  );
};

/**
 * Each file's static imports (`import … from`, `import type … from`, `export … from`, `import '…'`),
 * and with `lazy` its dynamic ones too (`import('…')`).
 */
function importGraph(roots: string[], { lazy = false } = {}): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const code = readFileSync(file, 'utf8');
    const specs = [
      ...code.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|^\s*import\s*['"](\.[^'"]+)['"]/gm),
      ...(lazy ? code.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g) : []),
    ].map((m) => m[1] ?? m[2]!);
    graph.set(
      file,
      specs.map((s) => resolve(file, s)).filter((p): p is string => p !== null && /\.tsx?$/.test(p)),
    );
  }
  return graph;
}

/** Every circle found by a depth-first walk, each as the files in order. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the import graph', () => {
  it('has no circles, type imports included', () => {
    expect(circles(importGraph(['src', 'entrypoints'])).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('has no circles through a lazily loaded part either', () => {
    expect(circles(importGraph(['src', 'entrypoints'], { lazy: true })).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('finds a circle of type imports (the check itself works)', () => {
    const graph = new Map([
      ['src/shared/accounts/planners.ts', ['src/shared/messages/contract.ts']],
      ['src/shared/messages/contract.ts', ['src/shared/accounts/planners.ts']],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });
});
