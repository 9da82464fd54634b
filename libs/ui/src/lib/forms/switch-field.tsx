import { Switch } from '@chakra-ui/react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldFrame, errorText, useFieldIds, type FormFieldBaseProps } from './form-field';

/** Props of {@link SwitchField}. */
export type SwitchFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, boolean> = FieldPathByValue<T, boolean>,
  TT = T,
> = FormFieldBaseProps<T, N, TT>;

/**
 * An on/off setting (docs/areas/platform.md, "Forms"): a switch (a checkbox with role="switch", named by `label`)
 * with optional hint and inline error. The form value is a `boolean`; Space toggles it.
 *
 * @example
 * <SwitchField control={control} name="active" label="Active" hint="Inactive rates are not offered." />
 */
export function SwitchField<T extends FieldValues, N extends FieldPathByValue<T, boolean>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
}: SwitchFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const error = errorText(fieldState.error);
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      ids={ids}
      withLabel={false}
    >
      <Switch.Root
        name={field.name}
        checked={Boolean(field.value)}
        onCheckedChange={(e) => field.onChange(e.checked)}
        colorPalette="blue"
      >
        <Switch.HiddenInput ref={field.ref} role="switch" aria-describedby={ids.describedBy} onBlur={field.onBlur} />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
    </FieldFrame>
  );
}
