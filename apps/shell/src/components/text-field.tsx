import { Field, Input, type InputProps } from '@backoffice/ui';
import { forwardRef } from 'react';

export interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
}

/** A labelled input with its error text (react-hook-form `register` spreads onto it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, ...rest },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...rest} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
