/**
 * A stand-in for @backoffice/rich-text in component tests: ProseMirror's contenteditable does not take
 * user-event typing in jsdom, so the editor becomes a labelled textarea with the same props. Use with
 * `jest.mock('@backoffice/rich-text', () => jest.requireActual('../../../test/rich-text-mock'))`.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  height,
  disabled,
  invalid,
}: {
  value: string;
  onChange(html: string): void;
  label: string;
  height?: number;
  disabled?: boolean;
  invalid?: boolean;
}) {
  return (
    <textarea
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-height={height}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function SafeHtml({ html }: { html: string }) {
  return <div data-testid="safe-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export const htmlToText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
