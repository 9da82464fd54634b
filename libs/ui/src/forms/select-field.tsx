import { NativeSelect, FieldFrame, type FormFieldBaseProps } from './main-entry';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

/** One choice of a {@link SelectField} or {@link MultiSelectField}: the stored `value` and the shown `label`. */
export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string | number> = FieldPathByValue<T, string | number>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT> {
  /** The choices, in order. */
  options: readonly FieldOption[];
  /** A first choice with the value '' (e.g. 'Select a department'); none when omitted. */
  placeholder?: string;
  /** Chakra NativeSelect size. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Layout width of the select, e.g. 'xs'. */
  maxW?: string;
}

/**
 * A native select of fixed choices (docs/areas/platform.md, "Forms, grids and data conventions"): label,
 * select, optional hint and the inline error. The form value is the chosen option's `value` with its type
 * kept (a number option stores a number), or '' for the placeholder choice.
 *
 * @example
 * <SelectField control={control} name="priorityLevels" label="Priority"
 *   options={[{ value: 1, label: 'Low' }, { value: 2, label: 'Medium' }]} />
 */
export function SelectField<T extends FieldValues, N extends FieldPathByValue<T, string | number>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  options,
  placeholder,
  size,
  maxW,
}: SelectFieldProps<T, N, TT>) {
  const { field, ids, frame } = useFormField({ control, name, label, hint, required, disabled, id });
  const value = field.value as string | number | null | undefined;
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root size={size} maxW={maxW}>
        <NativeSelect.Field
          ref={field.ref}
          aria-describedby={ids.describedBy}
          name={field.name}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            field.onChange(picked ? picked.value : '');
          }}
          onBlur={field.onBlur}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
