import { Field, HStack, Input, errorText, type FormFieldBaseProps } from './main-entry';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { GroupFrame } from './group-frame';

/** The value of a {@link DateRangeField}: two ISO dates 'YYYY-MM-DD' ('' when not picked), `to` on or after `from`. */
export interface DateRange {
  from: string;
  to: string;
}

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, DateRange> = FieldPathByValue<T, DateRange>,
  TT = T,
> extends Omit<FormFieldBaseProps<T, N, TT>, 'id'> {
  /** Label of the first date (default 'From'). */
  fromLabel?: string;
  /** Label of the second date (default 'To'). */
  toLabel?: string;
  /** Earliest date offered for both ends, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date offered for both ends, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A period of calendar days (docs/areas/platform.md, "Forms, grids and data conventions"): a fieldset whose
 * legend is `label`, with two date inputs ('From', 'To'), an optional hint and one inline error. The form
 * value is `{ from, to }`, ISO dates 'YYYY-MM-DD' ('' when empty) on the user's own calendar, with no time
 * zone (see `iso-date.ts`); the To picker starts at From. An error on the range or on either end shows under
 * it, e.g. from
 * `object({ from: string().required(), to: string().required().test('after', 'End before start', ...) })`.
 *
 * @example
 * <DateRangeField control={control} name="stay" label="Stay" fromLabel="Check-in" toLabel="Check-out" />
 */
export function DateRangeField<T extends FieldValues, N extends FieldPathByValue<T, DateRange>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  fromLabel = 'From',
  toLabel = 'To',
  min,
  max,
}: DateRangeFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const value = (field.value as DateRange | null | undefined) ?? { from: '', to: '' };
  const error = errorText(fieldState.error);

  const end = (key: keyof DateRange, text: string, describedBy: string | undefined, endMin?: string, focusRef?: typeof field.ref) => (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} flex="1">
      <Field.Label>{text}</Field.Label>
      <Input
        ref={focusRef}
        type="date"
        name={`${field.name}.${key}`}
        min={endMin}
        max={max}
        value={value[key] ?? ''}
        aria-describedby={describedBy}
        onChange={(e) => field.onChange({ ...value, [key]: e.target.value })}
        onBlur={field.onBlur}
      />
    </Field.Root>
  );

  return (
    <GroupFrame label={label} hint={hint} error={error} disabled={disabled}>
      {(describedBy) => (
        <HStack gap="4" align="start" wrap="wrap">
          {end('from', fromLabel, describedBy, min, field.ref)}
          {end('to', toLabel, describedBy, value.from || min)}
        </HStack>
      )}
    </GroupFrame>
  );
}
