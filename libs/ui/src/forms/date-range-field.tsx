import { Field, HStack, type FormFieldBaseProps } from './main-entry';
import { useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFieldState } from './use-form-field';
import { DayInput } from './day-input';
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
  /** Earliest date taken for both ends, 'YYYY-MM-DD' (To also takes no day before From). */
  min?: string;
  /** Latest date taken for both ends, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A period of calendar days (docs/areas/platform.md, "Forms, grids and data conventions"): a fieldset whose
 * legend is `label`, with two date boxes ('From', 'To'; each typed as dd/MM/yyyy or picked in its calendar, as in
 * DateField), an optional hint and one inline error. The form value is `{ from, to }`, ISO dates 'YYYY-MM-DD' (''
 * when empty or while an end's text is no day) on the user's own calendar, with no time zone (see `iso-date.ts`);
 * To takes no day before From (its calendar starts there). An end's own message (text that is no day, a day out
 * of range) shows under the range before the schema's error on the range or on either end, e.g. from
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
  const [problems, setProblems] = useState<Partial<Record<keyof DateRange, string>>>({});
  const { field, error } = useFieldState({ control, name }, problems.from ?? problems.to);
  const value = (field.value as DateRange | null | undefined) ?? { from: '', to: '' };

  const end = (key: keyof DateRange, text: string, describedBy: string | undefined, endMin?: string, focusRef?: typeof field.ref) => (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} flex="1" minW="12rem">
      <Field.Label>{text}</Field.Label>
      <DayInput
        inputRef={focusRef}
        name={`${field.name}.${key}`}
        value={value[key] ?? ''}
        onChange={(day) => field.onChange({ ...value, [key]: day })}
        onBlur={field.onBlur}
        onProblem={(problem) => setProblems((p) => (p[key] === problem ? p : { ...p, [key]: problem }))}
        min={endMin}
        max={max}
        disabled={disabled}
        describedBy={describedBy}
      />
    </Field.Root>
  );

  return (
    <GroupFrame label={label} hint={hint} error={error} disabled={disabled}>
      {(describedBy) => (
        <HStack gap="4" align="start" wrap="wrap">
          {end('from', fromLabel, describedBy, min, field.ref)}
          {end('to', toLabel, describedBy, value.from && (!min || value.from > min) ? value.from : min)}
        </HStack>
      )}
    </GroupFrame>
  );
}
