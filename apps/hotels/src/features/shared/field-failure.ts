import { statusOf } from '@backoffice/remote-kit';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * useAction's `onError` for a form (docs/frontend-data.md, "Mutations"; shared DECISIONS "Validation messages": no
 * toast repeats a field's message): a refusal (4xx) whose message is about one of the form's fields shows beside
 * that field, focused, and raises no toast. `fields` lists each field with the API's messages about it.
 */
export function fieldFailure<F extends FieldValues>(setError: UseFormSetError<F>, fields: readonly (readonly [Path<F>, readonly string[]])[]) {
  return (error: unknown, message: string): boolean => {
    const status = statusOf(error) ?? 0;
    const field = status >= 400 && status < 500 ? fields.find(([, messages]) => messages.includes(message))?.[0] : undefined;
    if (field) setError(field, { message }, { shouldFocus: true });
    return field !== undefined;
  };
}
