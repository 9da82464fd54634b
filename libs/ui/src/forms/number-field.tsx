import { Box, Input, VisuallyHidden, chakra, type InputProps, FieldFrame, type FormFieldBaseProps } from './main-entry';
import { useEffect, useRef, useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

/** Props of {@link NumberField}. */
export interface NumberFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, number | null> = FieldPathByValue<T, number | null>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT>,
    Pick<InputProps, 'placeholder' | 'autoFocus' | 'autoComplete' | 'maxW' | 'width'> {
  /** The arrows' step and the browser's granularity, e.g. 0.01 for an amount in dollars (default 1). */
  step?: number;
  /** Smallest allowed value (the arrows stop there; the schema checks it). */
  min?: number;
  /** Largest allowed value. */
  max?: number;
  /**
   * The unit shown after the number, e.g. '%', 'A$', 'nights'. It is part of the accessible name too
   * ("Commission (%)"), so a screen reader hears what the number counts.
   */
  unit?: string;
}

const toText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/**
 * A number input (type="number", role spinbutton) with a step and an optional unit suffix
 * (docs/areas/platform.md, "Forms, grids and data conventions"). The form value is a `number`, or `null`
 * while the input is empty or not a number; the schema decides whether null is allowed (e.g. yup
 * `number().nullable().required(...)`). The text is kept as typed ("1." on the way to 1.5), so the value
 * never jumps under the cursor; a value set from outside (reset, setValue) replaces it.
 *
 * @example
 * <NumberField control={control} name="commission" label="Commission" unit="%" step={0.5} min={0} max={100} />
 */
export function NumberField<T extends FieldValues, N extends FieldPathByValue<T, number | null>, TT = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  step = 1,
  min,
  max,
  unit,
  ...input
}: NumberFieldProps<T, N, TT>) {
  const { field, ids, frame } = useFormField({ control, name, label, hint, required, disabled, id });
  const [text, setText] = useState(() => toText(field.value));
  // The number this input last reported: any other value came from outside.
  const reported = useRef<unknown>(field.value);
  useEffect(() => {
    if (Object.is(reported.current, field.value)) return;
    reported.current = field.value;
    setText(toText(field.value));
  }, [field.value]);

  const numberInput = (
    <Input
      {...input}
      pe={unit ? `calc(${unit.length}ch + 1.25rem)` : undefined}
      ref={field.ref}
      aria-describedby={ids.describedBy}
      name={field.name}
      type="number"
      inputMode="decimal"
      step={step}
      min={min}
      max={max}
      value={text}
      onChange={(e) => {
        const n = toNumber(e.target.value);
        setText(e.target.value);
        reported.current = n;
        field.onChange(n);
      }}
      onBlur={field.onBlur}
    />
  );

  return (
    <FieldFrame
      {...frame}
      label={
        <>
          {label}
          {unit ? <VisuallyHidden> ({unit})</VisuallyHidden> : null}
        </>
      }
    >
      {unit ? (
        // The unit sits in the input's end padding (a plain box: InputGroup would add weight to the login page).
        <Box position="relative" width="full">
          {numberInput}
          <chakra.span
            aria-hidden="true"
            position="absolute"
            insetEnd="3"
            top="50%"
            transform="translateY(-50%)"
            color="fg.muted"
            fontSize="sm"
            pointerEvents="none"
          >
            {unit}
          </chakra.span>
        </Box>
      ) : (
        numberInput
      )}
    </FieldFrame>
  );
}
