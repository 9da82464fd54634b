import { RichTextEditor } from '@backoffice/rich-text';
import { Field, Input, Stack, Text } from '@backoffice/ui';
import type { HomepageError } from '../lib/validate-homepage';

/** A title input with its inline error (the editor's validation points at it by `id`). */
export function TitleField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: HomepageError | null;
  disabled?: boolean;
}) {
  const message = error?.field === id ? error.message : undefined;
  return (
    <Field.Root invalid={!!message} disabled={disabled} ids={{ control: id }}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={300} />
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A rich-text description (sanitised HTML on the server) with its inline error. */
export function DescriptionField({
  id,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error: HomepageError | null;
  disabled?: boolean;
}) {
  const message = error?.field === id ? error.message : undefined;
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium" aria-hidden>
        {label}
      </Text>
      <RichTextEditor
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        height={160}
        invalid={!!message}
        disabled={disabled}
      />
      {message && (
        <Text fontSize="sm" color="fg.error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
