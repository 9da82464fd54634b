/**
 * For specs: a stand-in for `@backoffice/rich-text` (the kit's editor is tested in libs/rich-text), a textarea
 * with the editor's contract (its `label` is the accessible name). Use it as
 * `jest.mock('@backoffice/rich-text', () => jest.requireActual('../shared-images/testing/rich-text-stand-in'))`.
 */
import { createElement } from 'react';

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

export const htmlToText = (html: string) => html.replace(/<[^>]*>/g, '');
