/**
 * V8 CPU profiles (CDP `Profiler.stop`) of many wakes summed by function and by module of the
 * source (./wake-profile.ts): each function's start mapped through the build's source map when
 * there is one (`<file>.map` beside the script), else named by its script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import type { Protocol } from 'puppeteer-core';
import { summarize } from './stats';

type Profile = Protocol.Profiler.Profile;

export interface Line {
  name: string;
  /**
   * ms per wake, the median over the wakes (so one wake preempted on a busy machine does not lead):
   * the samples in the function (or module) itself, and in it or what it called.
   */
  self: number;
  total: number;
}

export interface ProfileSummary {
  wakes: number;
  /** ms per wake from the first sample to the last. */
  sampled: number;
  functions: Line[];
  modules: Line[];
}

/** A package by its name (`node_modules/zod/…` → `zod`), our sources by their path; the bundler's helpers by script. */
function moduleOf(source: string | null, url: string): string {
  if (!source) return url ? `${url.split('/').pop()} (unmapped)` : '(V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  // A path from the map's folder (`../../src/…`) or an absolute one (a bundle built elsewhere): from the repository's folders.
  return source.replace(/^.*?\b(?=(src|test|entrypoints)\/)/, '');
}

/** Where a profile's function starts, in the sources: a source map per script `url`, read once. */
function sourceMapper(fileOf: (url: string) => string | null) {
  const maps = new Map<string, SourceMap | null>();
  return (frame: Protocol.Runtime.CallFrame): { source: string | null; line: number; name?: string } => {
    if (!maps.has(frame.url)) {
      const file = fileOf(frame.url);
      const payload = file && existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : null;
      maps.set(frame.url, payload ? new SourceMap(payload) : null);
    }
    const map = maps.get(frame.url);
    if (!map || frame.lineNumber < 0) return { source: null, line: frame.lineNumber + 1 };
    // Node's own reader (zero-based lines and columns); an empty entry where the map has none.
    const pos = map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    return { source: pos.originalSource ?? null, line: (pos.originalLine ?? -1) + 1, name: pos.name };
  };
}

/** Adds `ms` under `key` in `to`. */
const add = (to: Map<string, number>, key: string, ms: number) => to.set(key, (to.get(key) ?? 0) + ms);

type Sums = Record<'fnSelf' | 'fnTotal' | 'modSelf' | 'modTotal', Map<string, number>>;

/** One profile's ms by function and by module. */
function sums(p: Profile, map: ReturnType<typeof sourceMapper>): Sums {
  const out: Sums = { fnSelf: new Map(), fnTotal: new Map(), modSelf: new Map(), modTotal: new Map() };
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const names = new Map<number, { fn: string; mod: string } | null>();
  for (const n of p.nodes) {
    const f = n.callFrame;
    const at = map(f);
    // V8's own entries are named in parentheses; a builtin has no script.
    const mod = f.url ? moduleOf(at.source, f.url) : /^\(.*\)$/.test(f.functionName) ? f.functionName : '(builtin)';
    names.set(
      n.id,
      f.functionName === '(root)'
        ? null
        : { fn: `${at.name ?? (f.functionName || '(anonymous)')} ${mod}:${at.line}`, mod },
    );
  }
  const deltas = p.timeDeltas ?? [];
  (p.samples ?? []).forEach((id, i) => {
    // A sample lasts until the next one (as DevTools reads them); the last one, 0.
    const ms = (i + 1 < deltas.length ? deltas[i + 1]! : 0) / 1000;
    const own = names.get(id);
    if (!own) return;
    add(out.fnSelf, own.fn, ms);
    add(out.modSelf, own.mod, ms);
    const fns = new Set<string>();
    const mods = new Set<string>();
    for (let n: number | undefined = id; n !== undefined && names.get(n); n = parent.get(n)) {
      fns.add(names.get(n)!.fn);
      mods.add(names.get(n)!.mod);
    }
    for (const f of fns) add(out.fnTotal, f, ms);
    for (const m of mods) add(out.modTotal, m, ms);
  });
  return out;
}

export function summarizeProfiles(profiles: Profile[], fileOf: (url: string) => string | null): ProfileSummary {
  const map = sourceMapper(fileOf);
  const each = profiles.map((p) => sums(p, map));
  const median = (key: keyof Sums, name: string) => summarize(each.map((s) => s[key].get(name) ?? 0)).median;
  const lines = (self: keyof Sums, total: keyof Sums): Line[] =>
    [...new Set(each.flatMap((s) => [...s[total].keys()]))]
      .map((name) => ({ name, self: median(self, name), total: median(total, name) }))
      .sort((a, b) => b.self - a.self);
  return {
    wakes: profiles.length,
    sampled: summarize(profiles.map((p) => (p.endTime - p.startTime) / 1000)).median,
    functions: lines('fnSelf', 'fnTotal'),
    modules: lines('modSelf', 'modTotal'),
  };
}

/** The summary as text: the largest `top` lines by self time. */
export function profileText(title: string, s: ProfileSummary, top = 25): string {
  const row = (l: Line) => `${l.self.toFixed(2).padStart(7)} ${l.total.toFixed(2).padStart(7)}  ${l.name}`;
  return [
    `${title}: ${s.wakes} wakes, ${s.sampled.toFixed(2)} ms sampled per wake (ms per wake: self, total)`,
    '  by module:',
    ...s.modules.slice(0, top).map((l) => `  ${row(l)}`),
    '  by function:',
    ...s.functions.slice(0, top).map((l) => `  ${row(l)}`),
  ].join('\n');
}
