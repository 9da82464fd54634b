import { useAction, type ActionTexts } from '@backoffice/remote-kit';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isStepUpRequired } from './api';

/** What {@link useStepUpAction} gives a page. */
export interface StepUpAction<V, R> {
  /**
   * Sends `vars` (useAction's run: one toast, the answer or undefined). A 403 asking for the PIN keeps `vars` as
   * `waiting` instead of a toast, unless `afterStepUp` (the PIN was just confirmed: a second refusal is shown).
   */
  run: (vars: V, afterStepUp?: boolean) => Promise<R | undefined>;
  /** The call waiting for the PIN step-up: the page shows the PIN dialog while it is set. */
  waiting: V | null;
  /** Hands back the waiting call and clears it (the PIN was confirmed: send it again with `afterStepUp`). */
  take: () => V | null;
  /** Drops the waiting call (the PIN dialog was cancelled). */
  cancel: () => void;
  isPending: boolean;
}

/**
 * A write that may first need the acting SuperAdmin's PIN (docs/areas/users.md, "PIN step-up": Add Admin, a change
 * to Admin), through remote-kit's useAction. A 403 `UsersMessages.stepUp.required` raises no toast: the call waits
 * (`waiting`) for the PIN dialog, and is sent again once the PIN is confirmed. Other failures go to `texts.onError`
 * (a field's message under its field), then to the toast.
 */
export function useStepUpAction<V, R>(mutation: UseMutationResult<R, unknown, V, unknown>, texts: ActionTexts<R>): StepUpAction<V, R> {
  const [waiting, setWaiting] = useState<V | null>(null);
  const sent = useRef<{ vars: V; afterStepUp: boolean } | null>(null);
  const action = useAction(mutation, {
    ...texts,
    onError: (error, message) => {
      if (sent.current && !sent.current.afterStepUp && isStepUpRequired(error)) {
        setWaiting(sent.current.vars);
        return true;
      }
      return texts.onError?.(error, message);
    },
  });
  return {
    run: (vars, afterStepUp = false) => {
      sent.current = { vars, afterStepUp };
      return action.run(vars);
    },
    waiting,
    take: () => {
      setWaiting(null);
      return waiting;
    },
    cancel: () => setWaiting(null),
    isPending: action.isPending,
  };
}
