import { Field, HStack, chakra, type SystemStyleObject, FieldFrame, type FormFieldBaseProps } from './main-entry';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

/** Props of {@link SwitchField}. */
export type SwitchFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, boolean> = FieldPathByValue<T, boolean>,
  TT = T,
> = FormFieldBaseProps<T, N, TT>;

// A native checkbox drawn as a switch: the track is the input, the thumb its ::before. No Zag machine and no
// recipe (libs/ui loads on the login page).
const switchCss: SystemStyleObject = {
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: '9',
  height: '5',
  m: '0',
  rounded: 'full',
  bg: 'bg.emphasized',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _before: {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '4',
    height: '4',
    rounded: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'transform 0.15s',
  },
  _checked: { bg: 'blue.solid', _before: { transform: 'translateX(16px)' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
  _invalid: { outline: '1px solid', outlineColor: 'border.error' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
};

/**
 * An on/off setting (docs/areas/platform.md, "Forms, grids and data conventions"): a switch (a native
 * checkbox with role="switch", named by `label`) with optional hint and inline error. The form value is a
 * `boolean`; Space toggles it.
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
  const { field, error, ids, frame } = useFormField({ control, name, label, hint, required, disabled, id });
  return (
    <FieldFrame {...frame} withLabel={false}>
      <HStack gap="2.5">
        <chakra.input
          type="checkbox"
          role="switch"
          id={ids.control}
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          css={switchCss}
        />
        <Field.Label m="0">{label}</Field.Label>
      </HStack>
    </FieldFrame>
  );
}
