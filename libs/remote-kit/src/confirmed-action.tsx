import { ConfirmDialog } from '@backoffice/ui/forms';
import { useCallback, useState, type ReactNode } from 'react';
import type { Action } from './use-action';

/** What the question of {@link useConfirmedAction} says. */
export interface ConfirmTexts<TTarget> {
  /** The dialog's heading (ConfirmDialog's default 'Please confirm' when omitted). */
  title?: string;
  /** The question: the spec's text from libs/contracts' messages, or one made from the target ('… the room Deluxe ?'). */
  message: string | ((target: TTarget) => string);
  /** The confirm button ('Delete', 'Remove'; ConfirmDialog's default 'Confirm' when omitted). */
  confirmLabel?: string;
  /** The cancel button ('Keep'; ConfirmDialog's default 'Cancel' when omitted). */
  cancelLabel?: string;
  /** A red confirm button (deletions). */
  destructive?: boolean;
  /**
   * Close the question only when the action succeeded, so that after a failure (its toast shown by useAction) the
   * user may try again; by default it closes once the action answered, either way.
   */
  keepOnFailure?: boolean;
}

/** The result of {@link useConfirmedAction}. */
export interface ConfirmedAction<TTarget> {
  /** Opens the question for `target` (a row, an id); nothing runs until the user confirms. Stable across renders. */
  ask: (target: TTarget) => void;
  /** The target whose question is open, or null. */
  target: TTarget | null;
  /** The ConfirmDialog to render once on the page (closed while nothing is asked). */
  dialog: ReactNode;
}

/** What {@link useConfirmedAction} runs: a useAction result, or anything with its `run` and `isPending`. */
export type ConfirmableAction<TVars> = Pick<Action<TVars, unknown>, 'run' | 'isPending'>;

/**
 * Confirm-then-act (docs/frontend-data.md, "Mutations": high-impact edits ask first): `ask(target)` opens a
 * ConfirmDialog with `texts`; its confirm button runs `action` with `varsOf(target)` (the target itself when
 * omitted), shows a spinner while it runs, and closes the question once it answered (with `keepOnFailure`, only
 * after a success). Cancel, Escape or a click outside runs nothing (and, while the action runs, leaves the question
 * open). useAction tells the outcome, so the page has no state, handler or dialog wiring of its own.
 *
 * @example
 * const remove = useAction(useDeleteCountry(), { success: …, failure: 'The country could not be deleted.' });
 * const deleting = useConfirmedAction(remove, { title: 'Delete country', message: PricingMessages.country.deleteConfirm,
 *   confirmLabel: 'Delete', destructive: true }, (row: VatRecord) => row._id);
 * // a row's button: onClick={() => deleting.ask(row)}; once on the page: {deleting.dialog}
 */
export function useConfirmedAction<TVars>(action: ConfirmableAction<TVars>, texts: ConfirmTexts<TVars>): ConfirmedAction<TVars>;
export function useConfirmedAction<TTarget, TVars>(
  action: ConfirmableAction<TVars>,
  texts: ConfirmTexts<TTarget>,
  varsOf: (target: TTarget) => TVars,
): ConfirmedAction<TTarget>;
export function useConfirmedAction<TTarget, TVars>(
  action: ConfirmableAction<TVars>,
  texts: ConfirmTexts<TTarget>,
  varsOf?: (target: TTarget) => TVars,
): ConfirmedAction<TTarget> {
  const [asked, setAsked] = useState<{ target: TTarget } | null>(null);
  const { title, message, confirmLabel, cancelLabel, destructive, keepOnFailure } = texts;

  async function confirm() {
    if (!asked) return;
    const result = await action.run(varsOf ? varsOf(asked.target) : (asked.target as unknown as TVars));
    if (result !== undefined || !keepOnFailure) setAsked(null);
  }

  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      message={typeof message === 'function' ? (asked ? message(asked.target) : '') : message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      destructive={destructive}
      loading={action.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!action.isPending) setAsked(null);
      }}
    />
  );
  const ask = useCallback((target: TTarget) => setAsked({ target }), []);
  return { ask, target: asked ? asked.target : null, dialog };
}
