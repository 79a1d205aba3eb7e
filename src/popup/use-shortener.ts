/**
 * Shortening from the popup: one action id per user action (a retry or a double click reuses it,
 * so it never makes a second link), the outcome, and copying it.
 */
import { useRef, useState } from 'preact/hooks';
import type { Link } from '../api/types';
import type { Failure, Reply, ShortenOutcome } from '../messages/contract';
import { send } from '../messages/send';
import type { Shortening } from './opening';

export interface ShortenInput {
  url: string;
  title?: string;
  domain?: string;
  backHalf?: string;
  reuseKnown: boolean;
}

export type ShortenState =
  | { phase: 'idle' }
  | { phase: 'working'; input: ShortenInput }
  | { phase: 'done'; input: ShortenInput; outcome: ShortenOutcome }
  | { phase: 'failed'; input: ShortenInput; error: Failure };

export function useShortener(onLink: (link: Link, outcome: ShortenOutcome) => void) {
  const [state, setState] = useState<ShortenState>({ phase: 'idle' });
  const action = useRef<{ id: string; input: ShortenInput } | null>(null);
  // A ref, not state: a second click can arrive before the first one's render.
  const busy = useRef(false);

  /** The action's request, sent here or already sent (on opening), and its reply shown. */
  async function run(input: ShortenInput, actionId: string, sent?: Promise<Reply<'shorten'>>) {
    if (busy.current) return;
    busy.current = true;
    action.current = { id: actionId, input };
    setState({ phase: 'working', input });
    const reply = await (sent ?? send({ type: 'shorten', ...input, actionId }));
    busy.current = false;
    if (!reply.ok) return setState({ phase: 'failed', input, error: reply.error });
    setState({ phase: 'done', input, outcome: reply.value });
    onLink(reply.value.link, reply.value);
  }

  return {
    state,
    /** A new user action. */
    shorten: (input: ShortenInput) => run(input, crypto.randomUUID()),
    /** An action sent before this popup rendered (src/popup/opening.ts): its reply is shown and handled like any other. */
    adopt: ({ input, actionId, reply }: Shortening) => run(input, actionId, reply),
    /** The same action again, after a failure: the background finds a link it may already have made. */
    retry: () => action.current && run(action.current.input, action.current.id),
    /** The current link changed (edited in place). */
    replace: (link: Link) =>
      setState((s) => (s.phase === 'done' ? { ...s, outcome: { ...s.outcome, link, backHalfError: undefined } } : s)),
  };
}
