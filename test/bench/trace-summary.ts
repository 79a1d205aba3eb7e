/**
 * A trace of worker wakes (./wake-trace.ts) read per start: each start runs on a service worker
 * thread of its own, named by the script its compile event names. Per start: the time of V8's and
 * Blink's events that make a wake (isolate, script compile from the code cache, evaluation, the
 * answer's microtasks, lazy compiles, GC), and its CPU profile rebuilt from the profiler's chunks.
 * A start ends at its first timer task: the real worker's first is the work it leaves until after
 * the answer (src/background/after-first-answer.ts); the least-with-the-stack worker has none.
 */
import type { Protocol } from 'puppeteer-core';
import type { TraceEvent } from './trace-record';

/** The events a wake is made of, in the order they come; nested ones are parts of those before. */
export const PHASES = [
  'V8PerIsolateData::Initialize',
  'V8.DeserializeIsolate',
  'V8.DeserializeContext',
  'v8.compile',
  'V8.CompileDeserialize',
  'EvaluateScript',
  'RunMicrotasks',
  'FunctionCall',
  'V8.CompileCode',
  'V8.ParseFunction',
  'V8.PreParse',
  'MinorGC',
  'MajorGC',
  'v8.produceCache',
] as const;

export interface Start {
  /** The script's URL. */
  url: string;
  /** ms from the thread's first event to the end of its last (before its first timer task). */
  span: number;
  phases: Record<string, number>;
  /** The bytes of code cache the script's compile consumed (0: none). */
  cache: number;
  profile: Protocol.Profiler.Profile | null;
}

type Chunk = {
  cpuProfile?: {
    nodes?: { id: number; parent?: number; callFrame: Protocol.Runtime.CallFrame }[];
    samples?: number[];
  };
  timeDeltas?: number[];
};

/** The profile of (pid, id), up to `end` (µs, the trace's clock). */
function profileOf(events: TraceEvent[], pid: number, id: string, end: number): Protocol.Profiler.Profile | null {
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid && e.id === id);
  if (!head) return null;
  const startTime = (head.args as { data: { startTime: number } }).data.startTime;
  const nodes = new Map<number, Protocol.Profiler.ProfileNode>();
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let t = startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== id) continue;
    const data = (e.args as { data: Chunk }).data;
    for (const n of data.cpuProfile?.nodes ?? []) {
      const callFrame = {
        ...n.callFrame,
        url: n.callFrame.url ?? '',
        lineNumber: n.callFrame.lineNumber ?? -1,
        columnNumber: n.callFrame.columnNumber ?? -1,
        scriptId: n.callFrame.scriptId ?? '0',
      };
      nodes.set(n.id, { id: n.id, callFrame, children: [] });
      if (n.parent !== undefined) nodes.get(n.parent)?.children!.push(n.id);
    }
    (data.cpuProfile?.samples ?? []).forEach((s, i) => {
      const dt = data.timeDeltas?.[i] ?? 0;
      if (t + dt > end) return;
      t += dt;
      samples.push(s);
      timeDeltas.push(dt);
    });
  }
  return { nodes: [...nodes.values()], startTime, endTime: t, samples, timeDeltas };
}

/** Each start of a service worker in the trace whose script's URL starts with one of `prefixes`. */
export function startsIn(events: TraceEvent[], prefixes: string[]): Start[] {
  const threads = new Map<string, TraceEvent[]>();
  const named = new Set<string>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'M' && e.name === 'thread_name' && (e.args as { name?: string }).name === 'ServiceWorker thread')
      named.add(key);
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key)!.push(e);
  }
  const starts: Start[] = [];
  for (const key of named) {
    const list = threads.get(key)!;
    const compile = list.find((e) => e.name === 'v8.compile');
    const data = (compile?.args as { data?: { url?: string; consumedCacheSize?: number } } | undefined)?.data;
    if (!data?.url || !prefixes.some((p) => data.url!.startsWith(p))) continue;
    const end = Math.min(...list.filter((e) => e.name === 'TimerFire').map((e) => e.ts), Infinity);
    const done = list.filter((e) => e.ph === 'X' && e.ts < end);
    const first = Math.min(...done.map((e) => e.ts));
    const last = Math.max(...done.map((e) => e.ts + (e.dur ?? 0)));
    const phases: Record<string, number> = {};
    for (const e of done)
      if ((PHASES as readonly string[]).includes(e.name)) phases[e.name] = (phases[e.name] ?? 0) + (e.dur ?? 0) / 1000;
    const head = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === key);
    starts.push({
      url: data.url,
      span: (last - first) / 1000,
      phases,
      cache: data.consumedCacheSize ?? 0,
      profile: head ? profileOf(events, head.pid, String(head.id), end) : null,
    });
  }
  return starts;
}
