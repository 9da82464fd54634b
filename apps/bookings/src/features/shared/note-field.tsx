import { FieldFrame, Textarea, errorText, useFieldIds } from '@backoffice/ui';
import { useController, type Control, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';

/** Props of {@link NoteField}. */
export interface NoteFieldProps<T extends FieldValues> {
  /** The form's control and the name of its string field. */
  control: Control<T>;
  name: FieldPath<T>;
  /** The line under the label. */
  hint: string;
  /** The most characters the textarea takes (the API's limit). */
  maxLength: number;
  /** Marks the field required (the form's schema checks it). */
  required?: boolean;
  /** react-hook-form's rules, for a form without a schema. */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

/**
 * A note: a three-row textarea labelled 'Note' in the kit's field frame (label, `hint`, the inline error), bound to
 * the form's string field `name`. The refund dialog's note and an approval's rejection note
 * (docs/areas/bookings.md, "Refunds" and "Four-eyes approval") use it.
 */
export function NoteField<T extends FieldValues>({ control, name, hint, maxLength, required, rules }: NoteFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = errorText(fieldState.error);
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame label="Note" hint={hint} error={error} required={required} ids={ids}>
      <Textarea
        ref={field.ref}
        aria-describedby={ids.describedBy}
        name={field.name}
        rows={3}
        maxLength={maxLength}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
