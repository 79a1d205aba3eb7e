/**
 * Shortening from the popup: one action id per user action (a retry or a double click reuses it,
 * so it never makes a second link), the outcome, and copying it.
 */
import { useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { Failure, ShortenInput, ShortenOutcome } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { inPrivateWindow } from '../../platform/window-privacy';
import type { Answer, Shortening } from './opening';

export type { ShortenInput };

export type ShortenState =
  | { phase: 'idle' }
  /** `input` is absent while the opening's shortening has not said what it sent. */
  | { phase: 'working'; input?: ShortenInput }
  | { phase: 'done'; input: ShortenInput; outcome: ShortenOutcome }
  | { phase: 'failed'; input: ShortenInput; error: Failure };

/** `copied`: the link was already copied as it arrived (the opening's auto-copy), with this result. */
export type OnLink = (link: Link, outcome: ShortenOutcome, copied?: Promise<boolean>) => void;

export function useShortener(onLink: OnLink) {
  const [state, setState] = useState<ShortenState>({ phase: 'idle' });
  const action = useRef<{ id: string; input: ShortenInput } | null>(null);
  // A ref, not state: a second click can arrive before the first one's render.
  const busy = useRef(false);
  /** "Use the original address" is one action however often it is clicked: a repeat answers its link. */
  const original = useRef<string | null>(null);

  /** The action's answer (its request sent here, or on opening) shown; null: there was nothing to shorten. */
  async function run(actionId: string, answer: () => Promise<Answer | null>, asked?: ShortenInput) {
    if (busy.current) return;
    busy.current = true;
    if (asked) action.current = { id: actionId, input: asked };
    // Asked before the "working" state is set, so its render runs after the request was sent, not before it.
    const answering = answer();
    setState({ phase: 'working', input: asked });
    const answered = await answering;
    busy.current = false;
    if (!answered) return setState({ phase: 'idle' });
    const { input, reply, copied } = answered;
    action.current = { id: actionId, input };
    if (!reply.ok) return setState({ phase: 'failed', input, error: reply.error });
    setState({ phase: 'done', input, outcome: reply.value });
    onLink(reply.value.link, reply.value, copied);
  }

  // Every shortening from a private window says so: its link joins the recent links only if the user chose so.
  const request = (input: ShortenInput, actionId: string) =>
    run(
      actionId,
      async () => {
        const privateWindow = input.privateWindow || (await inPrivateWindow());
        return { input, reply: await send({ type: 'shorten', ...input, privateWindow, actionId }) };
      },
      input,
    );

  return {
    state,
    /** A new user action. */
    shorten: (input: ShortenInput) => request(input, crypto.randomUUID()),
    /** The shortening asked for on opening (src/pages/popup/opening.ts): its answer is shown and handled like any other. */
    adopt: ({ actionId, answer }: Shortening) => run(actionId, () => answer),
    /** The same action again, after a failure: the background finds a link it may already have made. */
    retry: () => action.current && request(action.current.input, action.current.id),
    /**
     * After 'unverified' only, on the user's click: a new action that gives up on the unconfirmed
     * ones for the page and makes a new link (its own retry keeps its id: at most one).
     */
    makeNewAnyway: () =>
      action.current &&
      request({ ...action.current.input, reuseKnown: false, abandonUnconfirmed: true }, crypto.randomUUID()),
    /** The tab's own address, cleaning undone: one action of its own, the cleaned address's link kept. */
    useOriginal: (input: ShortenInput) => request(input, (original.current ??= crypto.randomUUID())),
    /** The same action, the user having seen its local or private address and said to shorten it. */
    confirm: () => action.current && request({ ...action.current.input, privateConfirmed: true }, action.current.id),
    /** "Don't shorten" a local or private address: the question goes, nothing is sent. */
    dismiss: () => setState({ phase: 'idle' }),
    /** The current link changed (edited in place). */
    replace: (link: Link) =>
      setState((s) => (s.phase === 'done' ? { ...s, outcome: { ...s.outcome, link, backHalfError: undefined } } : s)),
  };
}
