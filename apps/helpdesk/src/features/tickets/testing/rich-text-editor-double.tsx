/**
 * Test double of `RichTextEditor` for component tests (jsdom cannot type into ProseMirror's contenteditable
 * reliably): a textarea with the same props and accessible name, whose text is the HTML value. Only specs
 * import it, through `jest.mock('@backoffice/rich-text', …)`; excerpt and SafeHtml stay the real ones.
 */
export interface RichTextEditorDoubleProps {
  value: string;
  onChange(html: string): void;
  label: string;
  height?: number;
  invalid?: boolean;
  disabled?: boolean;
  id?: string;
  onBlur?(): void;
}

export function RichTextEditorDouble({ value, onChange, label, invalid, disabled, id, onBlur }: RichTextEditorDoubleProps) {
  return (
    <textarea
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}
