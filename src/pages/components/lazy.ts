/**
 * A component whose code loads on first use (or earlier, with `preload()` when the page is idle),
 * so it is not part of the page's first load. The one way parts load later (the popup's parts,
 * the QR panel, the manager's dialogs). Once loaded it renders synchronously like any other
 * component; until then it renders `fallback` (nothing by default). Preact's core has no Suspense.
 * A part that throws while rendering shows a short line in its place (./ErrorBoundary.tsx).
 */
import { h, type ComponentChild, type FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ErrorBoundary } from './ErrorBoundary';

export interface Lazy<P> extends FunctionComponent<P> {
  /** Starts loading the code (once); resolves when it can render. */
  preload: () => Promise<void>;
}

/** Parts still loading, every page: a test waits for them before its module loader closes. */
const loading = new Set<Promise<void>>();

/** Resolves once every part asked for so far has loaded (or failed). */
export async function partsLoaded(): Promise<void> {
  while (loading.size) await Promise.allSettled([...loading]);
}

export function lazy<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  fallback: () => ComponentChild = () => null,
): Lazy<P> {
  let loaded: FunctionComponent<P> | null = null;
  // Loaded with the part, not with the page: the page's first load stays as it was.
  let boundary: typeof ErrorBoundary | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    if (pending) return pending;
    const loadingNow = Promise.all([load(), import('./ErrorBoundary')]).then(
      ([component, m]) => void ((loaded = component), (boundary = m.ErrorBoundary)),
      // A chunk that failed to load (the extension was updated under an open page) is tried again on next use.
      () => void (pending = null),
    );
    loading.add(loadingNow);
    void loadingNow.finally(() => loading.delete(loadingNow));
    return (pending = loadingNow);
  };
  function LazyComponent(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (!loaded) void preload().then(() => setReady(true));
    }, []);
    return loaded && boundary ? h(boundary, null, h(loaded, props)) : fallback();
  }
  return Object.assign(LazyComponent, { preload });
}

/** Runs `work` when the page is idle (soon after its first frames), or after a short delay where idle callbacks do not exist. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: 500 });
  else setTimeout(work, 50);
}
