/**
 * Checks for untrusted values (messages from the pages, the service's JSON): a few plain
 * combinators in place of a schema library, which cost the background about 9 kB gzip.
 * Each check answers the value it accepts (objects rebuilt with only their known members) or FAIL.
 * Semantics follow zod's, which these replaced: numbers are finite, integers safe, objects are
 * non-null non-array objects whose unknown members are dropped, an optional member may be absent.
 */
export const FAIL: unique symbol = Symbol('fail');
export type Check<T> = (value: unknown) => T | typeof FAIL;
export type Infer<C> = C extends Check<infer T> ? T : never;

export type Parsed<T> = { success: true; data: T } | { success: false };

/** A check's answer as a result, for callers that branch on it. */
export function parse<T>(check: Check<T>, value: unknown): Parsed<T> {
  const data = check(value);
  return data === FAIL ? { success: false } : { success: true, data };
}

export interface Schema<T> extends Check<T> {
  safeParse(value: unknown): Parsed<T>;
  /** The accepted value; throws a TypeError otherwise. */
  parse(value: unknown): T;
}

/** A check with zod's `safeParse` and `parse`, for the exported checks of the wire and the contract. */
export function schema<T>(check: Check<T>): Schema<T> {
  return Object.assign((v: unknown) => check(v), {
    safeParse: (v: unknown) => parse(check, v),
    parse(v: unknown): T {
      const r = check(v);
      if (r === FAIL) throw new TypeError('invalid value');
      return r;
    },
  });
}

/** A predicate on the input as a check that answers the input itself. */
export const is =
  <T>(test: (value: unknown) => boolean): Check<T> =>
  (v) => (test(v) ? (v as T) : FAIL);

export const unknown: Check<unknown> = (v) => v;
export const boolean = is<boolean>((v) => typeof v === 'boolean');
export const literal = <const L extends string>(literal: L) => is<L>((v) => v === literal);

/** A string of `min` to `max` UTF-16 units. */
export const string = (min = 0, max = Infinity) => is<string>((v) => typeof v === 'string' && v.length >= min && v.length <= max);

/** A finite number; `int`: a safe integer; within `min`..`max`; `positive`: above 0. */
export const number = ({ int = false, min = -Infinity, max = Infinity, positive = false } = {}) =>
  is<number>(
    (v) => typeof v === 'number' && Number.isFinite(v) && (!int || Number.isSafeInteger(v)) && v >= min && v <= max && (!positive || v > 0),
  );

/** An absolute http(s) URL (`scheme://…`), trimmed, tabs and newlines removed as a URL parser would. */
export const httpUrl: Check<string> = (v) => {
  if (typeof v !== 'string') return FAIL;
  const trimmed = v.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return FAIL;
  return trimmed.replace(/[\t\n\r]/g, '');
};

/** The check's string, refused when longer than `max` UTF-16 units (measured as the check answers it). */
export const upTo =
  <T extends string>(check: Check<T>, max: number): Check<T> =>
  (v) => {
    const r = check(v);
    return r !== FAIL && r.length > max ? FAIL : r;
  };

/** Absent members read as undefined; an optional check lets them be. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (v) => (v === undefined ? undefined : check(v));
export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v) => (v === null ? null : check(v));
/** The check's answer, or `fallback` when it fails. */
export const fallback =
  <T, F>(check: Check<T>, value: F): Check<T | F> =>
  (v) => {
    const r = check(v);
    return r === FAIL ? value : r;
  };

export const union =
  <C extends Check<unknown>[]>(...checks: C): Check<Infer<C[number]>> =>
  (v) => {
    for (const check of checks) {
      const r = check(v);
      if (r !== FAIL) return r as Infer<C[number]>;
    }
    return FAIL;
  };

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Shape = Record<string, Check<unknown>>;
type Optional<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, Optional<S>>]: Infer<S[K]> } & { [K in Optional<S>]?: Infer<S[K]> }
>;

/** An object with these members (each checked), unknown members dropped. */
export const object =
  <S extends Shape>(shape: S): Check<ObjectOf<S>> =>
  (v) => {
    if (!isRecord(v)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const key in shape) {
      const r = shape[key]!(v[key]);
      if (r === FAIL) return FAIL;
      if (r !== undefined || key in v) out[key] = r;
    }
    return out as ObjectOf<S>;
  };

/** An array of `min` to `max` items, each checked. */
export const array =
  <T>(item: Check<T>, min = 0, max = Infinity): Check<T[]> =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return FAIL;
    const out: T[] = [];
    for (const x of v) {
      const r = item(x);
      if (r === FAIL) return FAIL;
      out.push(r);
    }
    return out;
  };

/** A non-array object whose every value passes `value`. */
export const record =
  <T>(value: Check<T>): Check<Record<string, T>> =>
  (v) => {
    if (!isRecord(v)) return FAIL;
    const out: Record<string, T> = {};
    for (const key of Object.keys(v)) {
      const r = value(v[key]);
      if (r === FAIL) return FAIL;
      // A defined member, not an assignment: a `__proto__` key from JSON stays a plain key.
      Object.defineProperty(out, key, { value: r, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
