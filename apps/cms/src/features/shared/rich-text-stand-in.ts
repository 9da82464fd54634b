/**
 * For specs: a stand-in for `@backoffice/rich-text` (the kit's editor is tested in libs/rich-text), a textarea
 * with the editor's contract (its `label` is the accessible name). Use it as
 * `jest.mock('@backoffice/rich-text', () => jest.requireActual('../shared/rich-text-stand-in'))`.
 */
import { createElement, Fragment } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';

export function RichTextEditor({
  label,
  value,
  onChange,
  id,
}: {
  label: string;
  value: string;
  id?: string;
  onChange(v: string): void;
}) {
  return createElement('textarea', {
    'aria-label': label,
    id,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  });
}

/** RichTextField's contract: the textarea bound to react-hook-form by `control` + `name`, with its inline error. */
export function RichTextField({
  control,
  name,
  label,
  id,
  disabled,
  hint,
}: {
  control: Control<FieldValues>;
  name: string;
  label: string;
  id?: string;
  disabled?: boolean;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return createElement(
    Fragment,
    null,
    createElement('textarea', {
      'aria-label': label,
      'aria-invalid': fieldState.error ? 'true' : undefined,
      id,
      ref: field.ref,
      disabled,
      value: field.value ?? '',
      onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
      onBlur: field.onBlur,
    }),
    hint ? createElement('p', null, hint) : null,
    fieldState.error ? createElement('p', null, fieldState.error.message) : null,
  );
}

export const htmlToText = (html: string) => html.replace(/<[^>]*>/g, '');
