/**
 * Something went wrong, said the same way on every surface (the popup's failures, the manager when
 * it can list nothing): what happened as a short title, what to do in the body's own colour (not a
 * red paragraph), then the one thing to do about it as the primary button. Said once: a surface
 * that shows it says it nowhere else.
 */
import type { ComponentChildren } from 'preact';
import { adoptStyles } from './adopt-styles';
import problemCss from './problem.css?inline';

// Where there is a document to style (not in a test run without one).
if (typeof CSSStyleSheet === 'function') adoptStyles(problemCss);

interface Props {
  /** The title's id (the section is named by it). */
  id: string;
  title: ComponentChildren;
  /** What to do, a sentence or two. */
  body?: ComponentChildren;
  /** Under the body: details (the address tried). */
  children?: ComponentChildren;
  /** The one thing to do about it: the primary button. */
  action?: { label: string; onClick: () => void };
  /** Other buttons, after it (Try again, Create a new one anyway…). */
  actions?: ComponentChildren;
  /** Which problem, for a surface's styles and tests (data-kind). */
  kind?: string;
  /** Announced as it appears (a failure just now), not when it is what a page opens on. */
  alert?: boolean;
}

export function Problem({ id, title, body, children, action, actions, kind, alert = false }: Props) {
  return (
    <section class="problem" data-kind={kind} role={alert ? 'alert' : undefined} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body && <p class="problem-body">{body}</p>}
      {children}
      {(action || actions) && (
        <div class="problem-actions">
          {action && (
            <button type="button" class="primary" onClick={action.onClick}>
              {action.label}
            </button>
          )}
          {actions}
        </div>
      )}
    </section>
  );
}
