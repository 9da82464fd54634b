import { Input, FieldFrame, errorText, useFieldIds, type FormFieldBaseProps } from './main-entry';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** Props of {@link DateField}. */
export interface DateFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string> = FieldPathByValue<T, string>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT> {
  /** Earliest date offered, 'YYYY-MM-DD' (e.g. `isoDateOf()` for today in the viewer's time zone). */
  min?: string;
  /** Latest date offered, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A calendar date (docs/areas/platform.md, "Forms, grids and data conventions"): the browser's date input
 * with label, hint and inline error. The form value is an ISO date 'YYYY-MM-DD', or '' when empty. It is a
 * date on the user's own calendar, with no time and no time zone: nothing converts it to UTC, so the day
 * picked is the day stored. `min`/`max` only guide the picker; the schema checks (e.g. yup
 * `string().required().matches(/^\d{4}-\d{2}-\d{2}$/)`, or `isIsoDate`).
 *
 * @example
 * <DateField control={control} name="checkIn" label="Check-in" min={isoDateOf()} />
 */
export function DateField<T extends FieldValues, N extends FieldPathByValue<T, string>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  min,
  max,
}: DateFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const error = errorText(fieldState.error);
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} disabled={disabled} ids={ids}>
      <Input
        ref={field.ref}
        aria-describedby={ids.describedBy}
        name={field.name}
        type="date"
        min={min}
        max={max}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
