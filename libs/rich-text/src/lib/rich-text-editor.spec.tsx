import { UiProvider } from '@backoffice/ui';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { lastHtml, setupEditor } from '../testing/editor-setup';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

type HarnessProps = Partial<Omit<RichTextEditorProps, 'onChange'>> & { onChange: jest.Mock; initial?: string };

function Harness({ onChange, initial = '', ...props }: HarnessProps) {
  const [html, setHtml] = useState(initial);
  return (
    <UiProvider withToaster={false}>
      <RichTextEditor
        label="Description"
        value={html}
        onChange={(next) => {
          onChange(next);
          setHtml(next);
        }}
        {...props}
      />
      <button type="button" onClick={() => setHtml('<p>From outside</p>')}>
        Load
      </button>
      <button type="button" onClick={() => setHtml('')}>
        Reset
      </button>
    </UiProvider>
  );
}

const setup = (props: Omit<HarnessProps, 'onChange'> = {}) =>
  setupEditor((onChange) => <Harness onChange={onChange} {...props} />, 'Description');

/** Opens the toolbar's Link box and types `url` in it ('{Enter}' at the end applies it). */
async function typeLink(user: UserEvent, url: string) {
  await user.click(screen.getByRole('button', { name: 'Link' }));
  await user.type(screen.getByLabelText('Link URL'), url);
}

describe('RichTextEditor', () => {
  it('is a multiline textbox named by its label', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
  });

  it('gives HTML through onChange when the user types', async () => {
    const { onChange, typeIn } = setup();
    await typeIn('Hello');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Hello</p>'));
  });

  it('formats with the toolbar: Bold, then a Bulleted list', async () => {
    const { box, user, onChange } = setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('Loud');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Loud</strong></p>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<ul><li><p><strong>Loud</strong></p></li></ul>'));
  });

  it("gives '' when the document is emptied", async () => {
    const { box, onChange, typeIn } = setup({ initial: '<p>Hi</p>' });
    expect(box).toHaveTextContent('Hi');
    await typeIn('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(lastHtml(onChange)).toBe(''));
  });

  it('shows a value set from outside without reporting it as a change', async () => {
    const { box, user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(box).toHaveTextContent('From outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a reset from outside and reports the same text typed again', async () => {
    const { box, user, onChange, typeIn } = setup();
    await typeIn('a');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>a</p>'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveTextContent(''));
    onChange.mockClear();
    await typeIn('a');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>a</p>'));
  });

  it('adds a link through the Link button', async () => {
    const { user, onChange, typeIn } = setup({ initial: '<p>docs</p>' });
    await typeIn('{Control>}a{/Control}');
    await typeLink(user, 'example.com');
    await user.click(screen.getByRole('button', { name: 'Apply link' }));
    await waitFor(() =>
      expect(lastHtml(onChange)).toBe(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">docs</a></p>',
      ),
    );
  });

  it('inserts the address as linked text when nothing is selected', async () => {
    const { user, onChange, typeIn } = setup();
    await typeIn('See');
    await typeLink(user, 'https://example.com/a{Enter}');
    await waitFor(() =>
      expect(lastHtml(onChange)).toBe(
        '<p>See<a target="_blank" rel="noopener noreferrer" href="https://example.com/a">https://example.com/a</a></p>',
      ),
    );
    expect(screen.queryByLabelText('Link URL')).not.toBeInTheDocument();
  });

  it('refuses a javascript: link', async () => {
    const { user, onChange, typeIn } = setup({ initial: '<p>x</p>' });
    await typeIn('{Control>}a{/Control}');
    await typeLink(user, 'javascript:alert(1){Enter}');
    expect(lastHtml(onChange) ?? '').not.toMatch(/javascript|<a/);
  });

  it('marks an invalid field and blocks a disabled one', () => {
    const { box } = setup({ invalid: true, disabled: true });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });

  it('calls onBlur when focus leaves', async () => {
    const onBlur = jest.fn();
    const { box, user } = setup({ onBlur });
    await user.click(box);
    await act(async () => box.blur());
    await waitFor(() => expect(onBlur).toHaveBeenCalled());
  });
});
