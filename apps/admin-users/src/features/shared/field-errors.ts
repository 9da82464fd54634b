import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A form's `onError` for remote-kit's useAction (docs/frontend-data.md, "Mutations"): a refusal that belongs to a
 * field (`fieldOf` names it: mostly the error body's `field`, api-client formFieldOf) is set under that field, which
 * gets the focus, and no toast is raised (true); any other is left to the toast (false).
 */
export function showOnField<F extends FieldValues>(setError: UseFormSetError<F>, fieldOf: (error: unknown, message: string) => Path<F> | undefined) {
  return (error: unknown, message: string): boolean => {
    const field = fieldOf(error, message);
    if (!field) return false;
    setError(field, { type: 'server', message }, { shouldFocus: true });
    return true;
  };
}
