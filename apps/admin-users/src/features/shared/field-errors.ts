import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A form's `onError` for remote-kit's useAction (docs/frontend-data.md, "Mutations"): a refusal whose message
 * belongs to a field (`fieldOf` names it: the API answers the form's own messages from libs/contracts) is set under
 * that field, which gets the focus, and no toast is raised (true); any other is left to the toast (false).
 */
export function showOnField<F extends FieldValues>(setError: UseFormSetError<F>, fieldOf: (message: string) => Path<F> | undefined) {
  return (_error: unknown, message: string): boolean => {
    const field = fieldOf(message);
    if (!field) return false;
    setError(field, { type: 'server', message }, { shouldFocus: true });
    return true;
  };
}
