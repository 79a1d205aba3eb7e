/**
 * A component whose code loads on first use (or earlier, with `preload()`),
 * so it is not part of the page's first load. The one way parts load later (the popup's parts,
 * the QR panel, the manager's dialogs). Once loaded it renders synchronously like any other
 * component; until then it renders `fallback` (nothing by default). Preact's core has no Suspense.
 * A part that throws while rendering shows a short line in its place (./ErrorBoundary.tsx).
 * Code that fails to load is tried again after PART_LOAD_BACKOFF_MS; if it still fails, the part
 * says so in place with a Try again button, never a blank where a click did nothing.
 */
import { h, type ComponentChild, type FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../platform/text/i18n';
import { clock } from '../../shared/time/clock';
import { PART_LOAD_BACKOFF_MS } from '../../shared/time/limits';
import type { ErrorBoundary } from './ErrorBoundary';

export interface Lazy<P> extends FunctionComponent<P> {
  /** Starts loading the code (once); resolves when it can render, or when every try failed. */
  preload: () => Promise<void>;
}

/** Parts still loading, every page: a test waits for them before its module loader closes. */
const loading = new Set<Promise<void>>();

/** Resolves once every part asked for so far has loaded (or failed). */
export async function partsLoaded(): Promise<void> {
  while (loading.size) await Promise.allSettled([...loading]);
}

/** `load()`, tried again after each pause of PART_LOAD_BACKOFF_MS while it fails. */
export async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const pause of PART_LOAD_BACKOFF_MS) {
    try {
      return await load();
    } catch {
      await clock.sleep(pause);
    }
  }
  return load();
}

/** In place of a part whose code would not load, after every try: what happened, and a way to try again. */
const LoadFailed = ({ onRetry }: { onRetry: () => void }) =>
  h(
    'p',
    { class: 'hint', role: 'alert' },
    t('partLoadFailed'),
    ' ',
    h('button', { type: 'button', onClick: onRetry }, t('retry')),
  );

export function lazy<P extends object>(
  load: () => Promise<FunctionComponent<P>>,
  fallback: () => ComponentChild = () => null,
): Lazy<P> {
  let loaded: FunctionComponent<P> | null = null;
  // Loaded with the part, not with the page: the page's first load stays as it was.
  let boundary: typeof ErrorBoundary | null = null;
  let pending: Promise<void> | null = null;
  let failed = false;
  const preload = () => {
    if (pending) return pending;
    failed = false;
    const loadingNow = withRetries(() => Promise.all([load(), import('./ErrorBoundary')])).then(
      ([component, m]) => void ((loaded = component), (boundary = m.ErrorBoundary)),
      // Still failing (the extension was updated under an open page, the disk is gone): said in
      // place; the next use, or the button, starts again.
      () => void ((failed = true), (pending = null)),
    );
    loading.add(loadingNow);
    void loadingNow.finally(() => loading.delete(loadingNow));
    return (pending = loadingNow);
  };
  function LazyComponent(props: P) {
    const [, setTries] = useState(0);
    // Renders again as the load starts (the fallback, not the failure) and as it ends.
    const start = () => {
      const now = preload();
      setTries((n) => n + 1);
      void now.then(() => setTries((n) => n + 1));
    };
    useEffect(() => {
      if (!loaded) start();
    }, []);
    if (loaded && boundary) return h(boundary, null, h(loaded, props));
    return failed ? h(LoadFailed, { onRetry: start }) : fallback();
  }
  return Object.assign(LazyComponent, { preload });
}
