import type { ReactNode } from 'react';
import { RichTextEditor } from '@backoffice/rich-text';
import { Field, Input, Stack, Text } from '@backoffice/ui';

interface ContentFieldProps {
  /** The control's DOM id (validation focuses it by this id). */
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's inline error, when it failed the check. */
  error?: string;
  disabled?: boolean;
}

/** A one-line text input with its label and inline error (a title or a link of a content form). */
export function TextField({
  id,
  label,
  error,
  disabled,
  onChange,
  ...input
}: ContentFieldProps & { maxLength: number; placeholder?: string }) {
  return (
    <Field.Root invalid={!!error} disabled={disabled} ids={{ control: id }}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * A rich-text description (the kit's editor, 160 px high; `label` is its accessible name and is shown above it)
 * with an optional hint below and its inline error.
 */
export function RichTextField({ label, error, hint, ...editor }: ContentFieldProps & { hint?: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium" aria-hidden>
        {label}
      </Text>
      <RichTextEditor {...editor} label={label} height={160} invalid={!!error} />
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
