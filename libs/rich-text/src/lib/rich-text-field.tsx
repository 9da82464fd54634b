import { Stack, Text, type FormFieldBaseProps } from '@backoffice/ui';
import { useId, useRef, type Ref } from 'react';
import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorHandle, type SlashCommand } from './rich-text-editor';

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps<
  T extends FieldValues,
  N extends FieldPathByValue<T, string> = FieldPathByValue<T, string>,
  TT = T,
> extends FormFieldBaseProps<T, N, TT> {
  /** Height of the writing area in px (default 300, the ticket forms'; the content forms use 160). */
  height?: number;
  /** Grey hint inside the empty editor. */
  placeholder?: string;
  /** The editor's slash command (RichTextEditor's `slashCommand`), e.g. a canned-reply picker's. */
  slashCommand?: SlashCommand;
  /** Receives the editor's handle (focus, insertHtml at the cursor) for a picker beside the field. */
  editorRef?: Ref<RichTextEditorHandle>;
}

/**
 * A rich-text field wired to react-hook-form (docs/areas/platform.md, "Forms, grids and data conventions"),
 * the rich-text sibling of `@backoffice/ui`'s TextField: a caption, the {@link RichTextEditor} (its editable
 * area is named by `label`), an optional hint and the field's inline error, both tied to the editor by
 * aria-describedby. The form value is the editor's HTML ('' for an empty document: check blank documents in
 * the schema, e.g. with contracts' isBlankHtml). `required` is not shown: the schema says what is missing. A
 * failed submit focuses the editor; a click on the caption does too.
 *
 * Wired by `control` + `name` like the ui pieces (a FormProvider context would not cross module federation).
 *
 * @example
 * <RichTextField control={control} name="message" label="Description" />
 */
export function RichTextField<T extends FieldValues, N extends FieldPathByValue<T, string>, TT = T>({
  control,
  name,
  label,
  hint,
  disabled,
  id,
  height,
  placeholder,
  slashCommand,
  editorRef,
}: RichTextFieldProps<T, N, TT>) {
  const { field, fieldState } = useController<T, N, TT>({ control, name });
  const editor = useRef<RichTextEditorHandle | null>(null);
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const error = fieldState.error?.message;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <Stack gap="1.5">
      {/* The editable area is named by its own aria-label (a <label> cannot name a contenteditable): this
          caption is for the eye, and a click on it focuses the editor like a label would. */}
      <Text fontSize="sm" fontWeight="medium" aria-hidden="true" onClick={() => editor.current?.focus()} cursor="default">
        {label}
      </Text>
      <RichTextEditor
        ref={(handle) => {
          editor.current = handle;
          field.ref(handle);
          if (typeof editorRef === 'function') editorRef(handle);
          else if (editorRef) editorRef.current = handle;
        }}
        id={id}
        label={label}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        height={height}
        placeholder={placeholder}
        invalid={Boolean(error)}
        disabled={disabled}
        aria-describedby={describedBy}
        slashCommand={slashCommand}
      />
      {hint ? (
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} fontSize="sm" color="fg.error" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
