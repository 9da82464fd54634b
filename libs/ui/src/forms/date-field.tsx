import { FieldFrame, type FormFieldBaseProps } from './main-entry';
import { useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';
import { DayInput } from './day-input';

/** Props of {@link DateField}. */
export interface DateFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string> = FieldPathByValue<T, string>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT> {
  /**
   * Earliest date taken, 'YYYY-MM-DD' (e.g. `isoDateOf()` for today in the viewer's time zone): earlier days are
   * disabled in the calendar, and a typed one is refused with 'Pick a date on or after dd/MM/yyyy.'.
   */
  min?: string;
  /** Latest date taken, 'YYYY-MM-DD'; later days are refused alike ('Pick a date on or before …'). */
  max?: string;
}

/**
 * A calendar date (docs/areas/platform.md, "Forms, grids and data conventions"): a text box showing and taking the
 * day as dd/MM/yyyy whatever the browser's locale, with a calendar button (Chakra's DatePicker, loaded on first
 * render), label, hint and inline error. The form value is an ISO date 'YYYY-MM-DD', or '' when empty or while the
 * text is no day. It is a date on the user's own calendar, with no time and no time zone: nothing converts it to
 * UTC, so the day picked is the day stored. Text that is no day, or a day outside `min`/`max`, shows the field's own
 * message ('Enter the date as dd/MM/yyyy, e.g. 31/12/2026.') when the user leaves the box, before the schema's; the
 * schema still checks (e.g. yup `string().required().test('day', message, isIsoDate)`). See `DayInput` for typing
 * and keyboard.
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
  const [problem, setProblem] = useState<string>();
  const { field, ids, frame } = useFormField({ control, name, label, hint, required, disabled, id }, problem);
  return (
    <FieldFrame {...frame}>
      <DayInput
        inputRef={field.ref}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onProblem={setProblem}
        min={min}
        max={max}
        disabled={disabled}
        describedBy={ids.describedBy}
      />
    </FieldFrame>
  );
}
