/**
 * What the manager shows instead of an empty list: a heading that says why there are no rows
 * (none yet, or the service refused), a line more, and the one thing to do about it.
 */
import type { ComponentChildren } from 'preact';

interface Props {
  kind: 'none' | 'blocked';
  title: string;
  children?: ComponentChildren;
  action?: { label: string; onClick: () => void };
}

export function EmptyState({ kind, title, children, action }: Props) {
  return (
    <section class="empty-state" data-kind={kind} aria-labelledby="empty-state-title">
      <h2 id="empty-state-title">{title}</h2>
      {children && <p class="hint">{children}</p>}
      {action && (
        <button type="button" class="primary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </section>
  );
}
