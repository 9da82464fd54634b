import { useNotify } from '@backoffice/shell-sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { failureText } from './failure';

/** What {@link useAction} says of a mutation. */
export interface ActionTexts<TResult> {
  /**
   * The success toast's title: a text from libs/contracts' messages, or one made from the answer (the API's own
   * `message`, say). Null: no success toast (the page shows the result itself).
   */
  success: string | ((result: TResult) => string) | null;
  /** How long the success toast stays, in ms, when the spec names a time (default: the toast's, `Limits.toastMs`). */
  successMs?: number;
  /** The error toast's title when the API gives no 4xx message of its own, e.g. 'The user could not be saved.' */
  failure: string;
  /**
   * Called with a failure first: return true when the page showed it itself (a server message set beside its
   * form field), and no toast is raised (a form shows each error once: docs/frontend-data.md, "Mutations").
   */
  onError?: (error: unknown, message: string) => boolean | void;
}

/** The result of {@link useAction}. */
export interface Action<TVars, TResult> {
  /** Runs the mutation and toasts its outcome; resolves to the answer, or undefined when it failed (never rejects). */
  run: (vars: TVars) => Promise<TResult | undefined>;
  isPending: boolean;
  /** The variables of the run under way (to show a spinner on the right row's button). */
  variables: TVars | undefined;
}

/**
 * Every mutation of a page reports through this one hook (docs/frontend-data.md, "Mutations"): one success toast
 * (the contracts' text or the API's answer), one error toast with the API's message for a 4xx (or `failure`), and
 * no try/catch in the page. `onError` may take a failure over (a form field's message) and stop the toast.
 */
export function useAction<TVars, TResult>(mutation: UseMutationResult<TResult, unknown, TVars, unknown>, texts: ActionTexts<TResult>): Action<TVars, TResult> {
  const notify = useNotify();
  const { mutateAsync } = mutation;
  const { success, successMs, failure, onError } = texts;
  const run = useCallback(
    async (vars: TVars) => {
      try {
        const result = await mutateAsync(vars);
        const title = typeof success === 'function' ? success(result) : success;
        if (title) notify({ type: 'success', title, ...(successMs ? { durationMs: successMs } : {}) });
        return result;
      } catch (error) {
        const message = failureText(error, failure);
        if (onError?.(error, message) !== true) {
          notify({ type: 'error', title: message === failure ? failure : message, ...(message === failure ? {} : { description: failure }) });
        }
        return undefined;
      }
    },
    [mutateAsync, success, successMs, failure, onError, notify],
  );
  return { run, isPending: mutation.isPending, variables: mutation.variables };
}
