/**
 * *Redirect a link here*, its states: the choices (the current account's links and pins, from the
 * background; again after an account switch, the pick starting over), the point (one edit), and
 * *Undo* for POINT_UNDO_MS (one edit back to the old destination).
 */
import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import type { PointChoices } from '../../shared/links/pins';
import { POINT_UNDO_MS } from '../../shared/time/limits';
import { send } from '../../platform/messages/send';
import { onConfigurationChanged } from '../../platform/messages/configuration-changed';

export type PointStep =
  | { step: 'pick' }
  | { step: 'confirm'; link: Link; sending?: boolean; error?: Failure }
  /** `undoable` until POINT_UNDO_MS passed or Undo was used; `undone` once the old destination is back. */
  | {
      step: 'done';
      before: Link;
      after: Link;
      undoable: boolean;
      undone?: boolean;
      sending?: boolean;
      error?: Failure;
    };

export interface Point {
  /** Null while loading. */
  choices: PointChoices | null;
  error: Failure | null;
  step: PointStep;
  pick: (link: Link | null) => void;
  /** `privateConfirmed`: the user saw the private host and asked for it. */
  confirm: (privateConfirmed?: boolean) => Promise<void>;
  undo: () => Promise<void>;
}

/** `link`: already picked (the manager's row), the dialog opens on its confirmation. */
/** `onPointed`: told the link as the service keeps it, after the point and after Undo. */
export function usePoint(target: string, link?: Link, onPointed?: (link: Link) => void): Point {
  const [choices, setChoices] = useState<PointChoices | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [step, setStep] = useState<PointStep>(link ? { step: 'confirm', link } : { step: 'pick' });

  useEffect(() => {
    const load = async () => {
      const reply = await send({ type: 'pointChoices' });
      setError(reply.ok ? null : reply.error);
      if (!reply.ok) return;
      // Another account's links are never offered: a switch starts the pick over with the new account's.
      setChoices((old) => {
        if (old && old.account !== reply.value.account) setStep({ step: 'pick' });
        return reply.value;
      });
    };
    void load();
    return onConfigurationChanged(() => void load());
  }, []);

  useEffect(() => {
    if (step.step !== 'done' || !step.undoable) return;
    const timer = setTimeout(() => setStep((s) => (s.step === 'done' ? { ...s, undoable: false } : s)), POINT_UNDO_MS);
    return () => clearTimeout(timer);
  }, [step.step === 'done' && step.undoable]);

  async function confirm(privateConfirmed?: boolean) {
    if (step.step !== 'confirm' || !choices || step.sending) return;
    const link = step.link;
    setStep({ step: 'confirm', link, sending: true });
    const reply = await send({
      type: 'pointLink',
      id: link.id,
      account: choices.account,
      destination: target,
      ...(privateConfirmed ? { privateConfirmed } : {}),
    });
    if (reply.ok) onPointed?.(reply.value);
    setStep(
      reply.ok
        ? { step: 'done', before: link, after: reply.value, undoable: true }
        : { step: 'confirm', link, error: reply.error },
    );
  }

  async function undo() {
    if (step.step !== 'done' || !step.undoable || step.sending || !choices) return;
    const done = step;
    setStep({ ...done, sending: true });
    // The old destination was the link's own: it goes back without asking about its host again.
    const reply = await send({
      type: 'pointLink',
      id: done.before.id,
      account: choices.account,
      destination: done.before.destination,
      privateConfirmed: true,
    });
    if (reply.ok) onPointed?.(reply.value);
    setStep(
      reply.ok
        ? { ...done, after: reply.value, undoable: false, undone: true, sending: false }
        : { ...done, sending: false, error: reply.error },
    );
  }

  const pick = (link: Link | null) => setStep(link ? { step: 'confirm', link } : { step: 'pick' });
  return { choices, error, step, pick, confirm, undo };
}
