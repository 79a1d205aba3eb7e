/** A value made at its first use, then kept: what a worker's start does not need is not made at every start. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
