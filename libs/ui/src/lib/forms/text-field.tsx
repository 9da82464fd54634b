import { Input, type InputProps } from '@chakra-ui/react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FieldFrame, errorText, useFieldIds, type FormFieldBaseProps } from './form-field';

/** Props of {@link TextField}. Other input attributes (type, autoComplete, maxLength, placeholder, ...) pass through. */
export interface TextFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string> = FieldPathByValue<T, string>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT>,
    Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'disabled' | 'required' | 'id'> {}

/**
 * A one-line text input (docs/areas/platform.md, "Forms, grids and data conventions"): label, input, optional
 * hint and the field's inline error from react-hook-form (a resolver's message or one given with `setError`).
 * The value is a string; the field's ref is the input, so a failed submit focuses it.
 *
 * @example
 * const { control } = useForm<LoginBody>({ resolver: yupResolver(loginSchema), defaultValues: { email: '' } });
 * <TextField control={control} name="email" label="Email" type="email" autoComplete="username" />
 */
export function TextField<T extends FieldValues, N extends FieldPathByValue<T, string>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  ...input
}: TextFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const error = errorText(fieldState.error);
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} disabled={disabled} ids={ids}>
      <Input
        {...input}
        ref={field.ref}
        aria-describedby={ids.describedBy}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
