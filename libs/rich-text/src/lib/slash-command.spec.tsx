import { UiProvider } from '@backoffice/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import {
  RichTextEditor,
  slashQueryBefore,
  type RichTextEditorHandle,
  type SlashCommandState,
} from './rich-text-editor';
import { lastHtml, setupEditor } from '../testing/editor-setup';

/** An editor with a tiny picker: the open query, Enter inserts '<strong>Chosen</strong>', a button inserts at the cursor. */
function Harness({ onChange, onKey }: { onChange: jest.Mock; onKey?: (key: string) => boolean }) {
  const [html, setHtml] = useState('');
  const [open, setOpen] = useState<SlashCommandState | null>(null);
  const handle = useRef<RichTextEditorHandle | null>(null);
  const openRef = useRef<SlashCommandState | null>(null);
  openRef.current = open;
  return (
    <UiProvider withToaster={false}>
      <RichTextEditor
        ref={handle}
        label="Reply"
        value={html}
        onChange={(next) => {
          onChange(next);
          setHtml(next);
        }}
        slashCommand={{
          onChange: setOpen,
          onKey: (key) => {
            if (onKey) return onKey(key);
            if (key !== 'Enter' || !openRef.current) return false;
            openRef.current.insert('<strong>Chosen</strong>');
            return true;
          },
        }}
      />
      <output aria-label="query">{open ? `open:${open.query}` : 'closed'}</output>
      <button type="button" onClick={() => handle.current?.insertHtml('<em>At cursor</em>')}>
        Insert
      </button>
    </UiProvider>
  );
}

const setup = (props: { onKey?: (key: string) => boolean } = {}) =>
  setupEditor((onChange) => <Harness onChange={onChange} {...props} />, 'Reply');

const query = () => screen.getByRole('status', { name: 'query' });

describe('slashQueryBefore', () => {
  it('finds a slash at the line start or after a space, not inside a word', () => {
    expect(slashQueryBefore('/gre')).toEqual({ query: 'gre', length: 4 });
    expect(slashQueryBefore('Hello /')).toEqual({ query: '', length: 1 });
    expect(slashQueryBefore('and/or')).toBeNull();
    expect(slashQueryBefore('/gre ting')).toBeNull();
  });
});

describe('RichTextEditor slash command', () => {
  it('opens on `/` at the start of a line, follows the query, Enter replaces `/query` with the chosen HTML', async () => {
    const { box, user, onChange, typeIn } = setup();
    await typeIn('/');
    await waitFor(() => expect(query()).toHaveTextContent('open:'));
    await user.keyboard('gre');
    await waitFor(() => expect(query()).toHaveTextContent('open:gre'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Chosen</strong></p>'));
    // Another one after a word joins the line (one paragraph; the typed text carries on the bold mark).
    await user.keyboard(' and /x{Enter}');
    await waitFor(() => expect(box).toHaveTextContent('Chosen and Chosen'));
    expect(lastHtml(onChange)).not.toContain('/x');
    expect(lastHtml(onChange).match(/<p>/g)).toHaveLength(1);
    expect(query()).toHaveTextContent('closed');
  });

  it('opens after a space but not inside a word; Escape closes it and Enter then splits the line as usual', async () => {
    const { user, onChange, typeIn } = setup();
    await typeIn('and/or');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>and/or</p>'));
    expect(query()).toHaveTextContent('closed');
    await user.keyboard(' /x');
    await waitFor(() => expect(query()).toHaveTextContent('open:x'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(query()).toHaveTextContent('closed'));
    await user.keyboard('y');
    expect(query()).toHaveTextContent('closed');
    await user.keyboard('{Enter}next');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>and/or /xy</p><p>next</p>'));
  });

  it('closes when a space ends the query', async () => {
    const { user, typeIn } = setup();
    await typeIn('/ab');
    await waitFor(() => expect(query()).toHaveTextContent('open:ab'));
    await user.keyboard(' ');
    await waitFor(() => expect(query()).toHaveTextContent('closed'));
  });

  it('leaves Enter to the editor when onKey does not handle it', async () => {
    const { onChange, typeIn } = setup({ onKey: () => false });
    await typeIn('/a{Enter}b');
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>/a</p><p>b</p>'));
  });

  it('insertHtml of the handle inserts at the cursor', async () => {
    const { user, onChange, typeIn } = setup();
    await typeIn('Hi ');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p>Hi <em>At cursor</em></p>'));
  });

  it('inserts one paragraph of escaped text as text, joining the line; several paragraphs split it', async () => {
    function Insert({ html }: { html: string }) {
      const handle = useRef<RichTextEditorHandle | null>(null);
      const [value, setValue] = useState('<p>Dear</p>');
      return (
        <UiProvider withToaster={false}>
          <RichTextEditor ref={handle} label="Body" value={value} onChange={setValue} />
          <button type="button" onClick={() => handle.current?.insertHtml(html)}>
            Put
          </button>
          <output aria-label="value">{value}</output>
        </UiProvider>
      );
    }
    const user = userEvent.setup({ delay: 10 });
    // Never focused: the cursor is at the document's start.
    const { unmount } = render(<Insert html={'<p>&lt;b&gt;Ann&lt;/b&gt; &amp; co</p>'} />);
    await user.click(screen.getByRole('button', { name: 'Put' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('<p>&lt;b&gt;Ann&lt;/b&gt; &amp; coDear</p>'));
    unmount();
    render(<Insert html={'<p>A</p><p>B</p>'} />);
    await user.click(screen.getByRole('button', { name: 'Put' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'value' }).textContent).toMatch(/^<p>A<\/p><p>BDear<\/p>$/));
  });
});
