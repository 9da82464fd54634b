import { Stack, chakra, type FormFieldBaseProps } from './main-entry';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFieldState } from './use-form-field';
import { GroupFrame } from './group-frame';
import type { FieldOption } from './select-field';

/** Props of {@link MultiSelectField}. */
export interface MultiSelectFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string[]> = FieldPathByValue<T, string[]>,
  TT = T,
> extends Omit<FormFieldBaseProps<T, N, TT>, 'id' | 'required'> {
  /** The choices, in order; each is a checkbox named by its label. */
  options: readonly FieldOption<string>[];
  /** Lay the checkboxes out in a row (default: a column). */
  row?: boolean;
}

/**
 * Several choices out of a short fixed list (docs/areas/platform.md, "Forms, grids and data conventions"): a
 * fieldset whose legend is `label`, one native checkbox per option, optional hint and the inline error (both
 * describe the group and each checkbox). The form value is a `string[]` of the checked options' values, in
 * the options' order (e.g. yup `array(string()).min(1, '...')`). For a long or searched list use {@link
 * AsyncSearchSelect}.
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
  disabled,
  options,
  row,
}: MultiSelectFieldProps<T, N, TT>) {
  const { field, error } = useFieldState({ control, name });
  const selected = new Set((field.value as string[] | null | undefined) ?? []);

  const toggle = (value: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };

  return (
    <GroupFrame label={label} hint={hint} error={error} disabled={disabled}>
      {(describedBy) => (
        <Stack direction={row ? 'row' : 'column'} gap={row ? '4' : '2'} wrap="wrap">
          {options.map((o, i) => (
            <chakra.label
              key={o.value}
              display="inline-flex"
              alignItems="center"
              gap="2"
              fontSize="sm"
              cursor={o.disabled || disabled ? 'not-allowed' : 'pointer'}
              opacity={o.disabled || disabled ? 0.5 : undefined}
            >
              <chakra.input
                type="checkbox"
                ref={i === 0 ? field.ref : undefined}
                name={field.name}
                value={o.value}
                checked={selected.has(o.value)}
                disabled={o.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={field.onBlur}
                w="4"
                h="4"
                m="0"
                accentColor="blue.solid"
                cursor="inherit"
              />
              {o.label}
            </chakra.label>
          ))}
        </Stack>
      )}
    </GroupFrame>
  );
}
