/** Polls `get` until `ok` holds or the time is up, and answers the last value (the caller asserts on it). */
export async function until<T>(get: () => T | Promise<T>, ok: (v: T) => boolean, timeout = 10_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await get();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}
