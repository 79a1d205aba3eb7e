/**
 * A popup part loaded when first shown (or preloaded on the way to it), with the parts' styles
 * (./parts-styles.ts) adopted before it first renders.
 */
import type { ComponentChild, FunctionComponent } from 'preact';
import { lazy } from '../components/lazy';

export const part = <P extends object>(load: () => Promise<FunctionComponent<P>>, fallback?: () => ComponentChild) =>
  lazy(() => Promise.all([load(), import('./parts-styles')]).then(([component]) => component), fallback);
