import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { errorText, type FormFieldBaseProps } from './form-field';
import type { FieldOption } from './select-field';

/** Props of {@link MultiSelectField}. */
export interface MultiSelectFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string[]> = FieldPathByValue<T, string[]>,
  TT = T,
> extends Omit<FormFieldBaseProps<T, N, TT>, 'id'> {
  /** The choices, in order; each is a checkbox named by its label. */
  options: readonly FieldOption<string>[];
  /** Lay the checkboxes out in a row (default: a column). */
  row?: boolean;
}

/**
 * Several choices out of a short fixed list (docs/areas/platform.md, "Forms"): a fieldset whose legend is `label`,
 * one checkbox per option, optional hint and the inline error. The form value is a `string[]` of the checked
 * options' values, in the options' order (e.g. yup `array(string()).min(1, '...')`). For a long or searched
 * list use {@link AsyncSearchSelect}.
 *
 * @example
 * <MultiSelectField control={control} name="amenities" label="Amenities"
 *   options={[{ value: 'wifi', label: 'Wi-Fi' }, { value: 'pool', label: 'Pool' }]} />
 */
export function MultiSelectField<T extends FieldValues, N extends FieldPathByValue<T, string[]>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  options,
  row,
}: MultiSelectFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const error = errorText(fieldState.error);
  const hintId = useId();
  const errorId = useId();
  const selected = new Set((field.value as string[] | null | undefined) ?? []);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled} aria-describedby={describedBy} aria-required={required || undefined}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <Stack direction={row ? 'row' : 'column'} gap={row ? '4' : '2'} wrap="wrap" mt="1.5">
        {options.map((o, i) => (
          <Checkbox.Root
            key={o.value}
            checked={selected.has(o.value)}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
            disabled={disabled || o.disabled}
            invalid={Boolean(error)}
            value={o.value}
          >
            <Checkbox.HiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {hint ? <Fieldset.HelperText id={hintId}>{hint}</Fieldset.HelperText> : null}
      {error ? <Fieldset.ErrorText id={errorId}>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
