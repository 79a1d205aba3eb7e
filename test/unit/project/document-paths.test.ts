/**
 * Every file path a document or a comment names exists: docs/, the README, the CHANGELOG, the
 * contributing guide, any Markdown under src/, and the comments of every source, test and config file.
 * A path that no longer resolves sends a reader to nothing; a path outside the repository sends
 * them somewhere only one machine has.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SKIP_DIRS = new Set(['node_modules', '.git', '.output', '.wxt', '.cache', 'coverage', '_locales']);
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css|sh)$/;

/** Every file in the repository, as a path from its root. */
function walk(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [relative(ROOT, path)];
  });
}
const FILES = walk();

/** The folders a path from the root starts with; a path naming one of them is a repository path. */
const TOP = /^(src|docs|test|entrypoints|public|modules|\.ci)\//;
const EXTENSION = /\.(ts|tsx|js|cjs|mjs|md|json|jsonc|css|html|sh|png|svg|yml)$/;
/** A token with a slash, or a file name with an extension, that reads as a path. */
const TOKEN = /(?<![\w@.:/-])((?:\.{1,2}\/)*\/?[\w@*.-]+(?:\/[\w@*.-]+)*\/?)(?::\d+(?:[-–,]\d+)*)?/g;

/** The comments of a source file: block comments, line comments and shell comments. */
function comments(text: string, file: string): string {
  if (file.endsWith('.sh')) return [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map((m) => m[1]).join('\n');
  const blocks = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const lines = [...text.matchAll(/(?<![:'"`\\])\/\/(.*)$/gm)].map((m) => m[1]);
  return [...blocks, ...lines].join('\n');
}

/** The text of a Markdown file a reader follows: links, code spans and plain words. */
function markdown(text: string): string {
  return text.replace(/https?:\/\/\S+/g, ' ').replace(/\]\(([^)\s]+)\)/g, ' $1 ');
}

const GLOB_CHARS = /\*/;
const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|\\]/g, '\\$&')
      .replace(/\*\*\/?/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')}`,
  );

/** Whether a path named in `file` points at something in the repository. */
function resolves(token: string, file: string): boolean {
  const path = token.replace(/\/$/, '');
  if (path.startsWith('/')) return false;
  const candidates = /^\.{1,2}\//.test(path) ? [join(dirname(file), path)] : [path, join(dirname(file), path)];
  for (const candidate of candidates) {
    if (candidate.startsWith('..')) continue;
    if (GLOB_CHARS.test(candidate)) {
      if (FILES.some((f) => globRegex(candidate).test(f))) return true;
      continue;
    }
    const full = join(ROOT, candidate);
    if (existsSync(full) && (statSync(full).isFile() || statSync(full).isDirectory())) return true;
    // An import-style path without its extension, as an import names it.
    if (['.ts', '.tsx', '/index.ts'].some((ext) => existsSync(full + ext))) return true;
  }
  // A path from inside a folder ("links/store.ts") or a bare file name ("store.ts"): it names a
  // file somewhere in the repository.
  if (!TOP.test(path) && !path.startsWith('.')) return FILES.some((f) => f === path || f.endsWith(`/${path}`));
  return false;
}

/**
 * Whether a token is meant as a repository path: from a top folder (src/…), relative (./, ../), a
 * source file's name (store.ts), or the absolute path of a machine's own folder (/work/…). Built
 * file names (popup.html, background.js, messages.json), extension URLs (/popup.html) and
 * generated folders (.cache/) are not in the repository, so they are not checked.
 */
function isPath(token: string): boolean {
  const path = token.replace(/\/$/, '');
  if (/^\d|^\.+$|^\*+$/.test(path)) return false;
  if (path.startsWith('/')) return /^\/work\//.test(path);
  if (/^\.(cache|output|wxt)\//.test(path)) return false;
  if (/^\.{1,2}\//.test(path)) return !/\.(js|html|json|png)$/.test(path);
  if (TOP.test(token)) return true;
  if (!path.includes('/')) return /^[\w-][\w.-]*\.(ts|tsx|md|css|sh|cjs)$/.test(path);
  return EXTENSION.test(path);
}

/** The paths a file names that do not resolve, as `file:line: path`. */
function deadPaths(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const readable = file.endsWith('.md') ? markdown(text) : comments(text, file);
  const dead: string[] = [];
  for (const line of readable.split('\n')) {
    for (const match of line.matchAll(TOKEN)) {
      const token = match[1]!.replace(/[.,;:)]+$/, '');
      if (!token || !isPath(token) || resolves(token, file)) continue;
      const at = text.split('\n').findIndex((l) => l.includes(token)) + 1;
      dead.push(`${file}:${at}: ${token}`);
    }
  }
  return dead;
}

const DOCUMENTS = FILES.filter(
  (f) => /^(docs\/.*|README|CHANGELOG|CONTRIBUTING)\.?.*\.md$/.test(f) || /^src\/.*\.md$/.test(f),
);
const SOURCES = FILES.filter(
  (f) => SOURCE.test(f) && (/^(src|test|entrypoints|modules)\//.test(f) || !f.includes('/')),
);

describe('paths named in documents and comments', () => {
  it('finds the documents and the sources it reads', () => {
    expect(DOCUMENTS).toContain('README.md');
    expect(DOCUMENTS).toContain('docs/architecture.md');
    expect(SOURCES).toContain('src/background/handlers.ts');
  });

  it('every path in docs/, README.md, CHANGELOG.md and Markdown under src/ resolves', () => {
    expect(DOCUMENTS.flatMap(deadPaths)).toEqual([]);
  });

  it('every path in a source, test or config comment resolves', () => {
    expect(SOURCES.flatMap(deadPaths)).toEqual([]);
  });
});
