/**
 * A component that renders again only when a prop changes (shallow compare): Preact's core has no
 * `memo`, and preact/compat would bring React's whole surface for this one function.
 */
import { Component, type FunctionComponent } from 'preact';

export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const now = this.props as Record<string, unknown>;
      const then = next as Record<string, unknown>;
      return Object.keys(then).some((k) => now[k] !== then[k]) || Object.keys(now).length !== Object.keys(then).length;
    }
    override render(props: P) {
      // Called, not mounted as a child: a memoized row is one component, not two (its hooks are this
      // one's), in a list of them (heap after GC, docs/benchmark.md "Heap").
      return render(props);
    }
  }
  return Memo as unknown as FunctionComponent<P>;
}
