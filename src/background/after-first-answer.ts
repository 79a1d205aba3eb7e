/**
 * Work the worker does at every start that no reply should wait for (a list's resume reads storage
 * and opens the account's database beside the reads of the answer): it starts a task after the first
 * message the worker answers, or, when another event started the worker (an alarm, a storage
 * change, the browser's start), after `fallbackMs`. It runs once per start either way.
 */
export function afterFirstAnswer<A extends unknown[], R>(
  listener: (...args: A) => Promise<R> | undefined,
  work: () => void,
  fallbackMs = 1000,
): (...args: A) => Promise<R> | undefined {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(start, fallbackMs);
  // A task later than the answer's own handlers, so the reply goes first.
  const later = () => void setTimeout(start, 0);
  return (...args) => {
    const answer = listener(...args);
    answer?.then(later, later);
    return answer;
  };
}
