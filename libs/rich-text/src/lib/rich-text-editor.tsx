import { Box, Button, HStack, IconButton, Input, chakra } from '@backoffice/ui';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Placeholder } from '@tiptap/extensions';
import { DOMParser as ProseMirrorDOMParser } from '@tiptap/pm/model';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { richContentCss } from './rich-content-css';

/** What a `ref` on {@link RichTextEditor} gives (react-hook-form's Controller focuses the field on an error). */
export interface RichTextEditorHandle {
  focus(): void;
  /**
   * Inserts HTML (e.g. a rendered canned reply) at the cursor, or in place of the selection, and focuses the editor;
   * the result goes through `onChange` like typing. Inserted like a paste ({@link insertHtmlAt}): one paragraph joins
   * the cursor's line.
   */
  insertHtml(html: string): void;
}

/**
 * An open slash command (see {@link SlashCommand}): `/` typed at the start of a line or after a space, followed by
 * `query` (what was typed after the slash, up to the cursor; no spaces).
 */
export interface SlashCommandState {
  /** The text after the slash, e.g. 'gre' for `/gre`. */
  query: string;
  /** Replaces `/query` with `html` (at the cursor if the slash text is gone meanwhile) and closes the command. */
  insert(html: string): void;
  /** Closes the command; it stays closed until the slash is typed again. */
  close(): void;
}

/**
 * A slash command of the editor (optional): typing `/` at the start of a line or after a space opens it, the text
 * typed after it is its query, and it closes when the cursor leaves that text, on Escape or on `close()`. While it is
 * open, ArrowUp, ArrowDown and Enter go to `onKey` first (the list it opened moves its highlight, Enter chooses) and
 * do nothing in the document when `onKey` answers true.
 */
export interface SlashCommand {
  /** Called with the open command whenever its query changes, and with null when it closes. */
  onChange(state: SlashCommandState | null): void;
  /** A key pressed while the command is open; answer true when it was handled. */
  onKey?(key: 'ArrowUp' | 'ArrowDown' | 'Enter'): boolean;
}

/** The slash text before the cursor: `/query` at a line's start or after whitespace, or null. */
export function slashQueryBefore(textBeforeCursor: string): { query: string; length: number } | null {
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(textBeforeCursor);
  return match ? { query: match[1], length: match[1].length + 1 } : null;
}

/**
 * Inserts HTML at `range` (default: the selection) the way a paste does: parsed by the editor's schema in an inert
 * document (nothing loads, entities stay text: `&lt;b&gt;` shows as `<b>`), open at both ends, so one paragraph joins
 * the line it goes into and several split it. What the schema does not allow is dropped.
 */
export function insertHtmlAt(editor: Editor, html: string, range?: { from: number; to: number }): void {
  const body = new window.DOMParser().parseFromString(html, 'text/html').body;
  const slice = ProseMirrorDOMParser.fromSchema(editor.schema).parseSlice(body);
  const { tr } = editor.state;
  if (range) tr.replaceRange(range.from, range.to, slice);
  else tr.replaceSelection(slice);
  editor.view.dispatch(tr.scrollIntoView());
  editor.commands.focus();
}

/** The open slash text of `editor`: where it starts (the slash), where it ends (the cursor) and its query. */
function slashRange(editor: Editor): { from: number; to: number; query: string } | null {
  const { selection } = editor.state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if (!$from.parent.isTextblock) return null;
  const before = $from.parent.textBetween(0, $from.parentOffset, undefined, '\ufffc');
  const found = slashQueryBefore(before);
  return found ? { from: $from.pos - found.length, to: $from.pos, query: found.query } : null;
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The document as HTML. '' is an empty document. */
  value: string;
  /** Called with the new HTML on every change; '' when the document is emptied (never '<p></p>'). */
  onChange: (html: string) => void;
  /** Accessible name of the editable area (role="textbox", aria-multiline="true"), e.g. 'Description'. */
  label: string;
  /**
   * Height of the writing area in px (default 300, docs/areas/platform.md,
   * "Forms, grids and data conventions"); longer text scrolls.
   */
  height?: number;
  /** Red border and aria-invalid="true" (a failed validation). */
  invalid?: boolean;
  /** Read-only, toolbar disabled. */
  disabled?: boolean;
  /** id of the editable area (e.g. for a Field.Label's htmlFor or an aria-describedby elsewhere). */
  id?: string;
  /** Called when the editable area loses focus (react-hook-form's onTouched/onBlur modes). */
  onBlur?: () => void;
  /** Grey hint shown while the document is empty. */
  placeholder?: string;
  /** id(s) of an element describing the area, e.g. the inline error. */
  'aria-describedby'?: string;
  /** A slash command (`/` then a query) for a picker beside the editor, e.g. the help desk's canned replies. */
  slashCommand?: SlashCommand;
  ref?: Ref<RichTextEditorHandle>;
}

const EMPTY_STATE = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  bulletList: false,
  orderedList: false,
  blockquote: false,
  link: false,
};

/** An allowed link address (the schemes of libs/contracts rich-html.ts), or null. 'example.com' gets https://. */
function normaliseUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^(https?:|mailto:)/i.test(url) || url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={active}
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      disabled={disabled}
      // Keep the editor's selection: a mousedown on the button would otherwise blur the editor first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** Small inline icons (no icon font, no emoji: the Debian Chromium of the tests has no emoji font). */
const svg = (d: string) => (
  <chakra.svg viewBox="0 0 24 24" width="16px" height="16px" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={d} />
  </chakra.svg>
);
const ICONS = {
  bulletList: svg('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01'),
  orderedList: svg('M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2l-2 3h2'),
  quote: svg('M7 7h4v6H7l-2 4M15 7h4v6h-4l-2 4'),
  link: svg('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
};

const toHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text editor of the help desk and the content area (ticket description and reply, FAQ answer,
 * banner descriptions; docs/areas/platform.md, "Forms, grids and data conventions"), on Tiptap 3
 * (ProseMirror). A toolbar of buttons with aria-labels — Bold, Italic, Underline, Strikethrough, Bulleted
 * list, Numbered list, Quote, Link — over an editable area with role="textbox", aria-multiline="true" and the
 * accessible name `label`. Controlled: `value` is HTML, `onChange` receives HTML ('' for an empty document),
 * and a new `value` from outside (a form reset, loaded data) replaces the document without calling
 * `onChange`. The HTML it produces stays within the allowlist of libs/contracts rich-html.ts. Works inside
 * react-hook-form's Controller.
 *
 * Testing in jsdom: type with `userEvent.setup({ delay: 10 })` (ProseMirror reads typed text from DOM mutations
 * asynchronously; with no delay characters are lost); libs/test-utils' Jest setup stubs the layout calls it makes.
 *
 * @example
 * <Controller name="message" control={control} render={({ field, fieldState }) => (
 *   <RichTextEditor label="Description" value={field.value} onChange={field.onChange} onBlur={field.onBlur}
 *     ref={field.ref} invalid={!!fieldState.error} />
 * )} />
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  height = 300,
  invalid,
  disabled,
  id,
  onBlur,
  placeholder,
  'aria-describedby': describedBy,
  slashCommand,
  ref,
}: RichTextEditorProps) {
  // The HTML this editor reported that has not come back as `value` yet (oldest first).
  const unechoed = useRef<string[]>([]);
  const lastEmitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur, slashCommand });
  callbacks.current = { onChange, onBlur, slashCommand };
  // The slash command: the query last reported (null: closed) and the slash position the user closed (Escape).
  const slash = useRef<{ open: { from: number; query: string } | null; dismissedAt: number | null }>({
    open: null,
    dismissedAt: null,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const linkInputId = useId();

  // Stable options: Tiptap's useEditor compares them on every render and re-applies changed ones to the view,
  // which (with inline extensions or a changing `content`) disturbs typing.
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        // No empty paragraph appended after a list or quote: it would end up in the saved HTML.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => normaliseUrl(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    [placeholder],
  );
  const [initialContent] = useState(value || '');
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      // Before the keymaps (Enter would split the paragraph): the open slash command's keys.
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        const command = callbacks.current.slashCommand;
        const open = slash.current.open;
        if (!command || !open) return false;
        if (event.key === 'Escape') {
          slash.current = { open: null, dismissedAt: open.from };
          command.onChange(null);
          return true;
        }
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown' || event.key === 'Enter') {
          return command.onKey?.(event.key) ?? false;
        }
        return false;
      },
    }),
    [label, id, invalid, disabled, describedBy],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = toHtml(e);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      const pending = unechoed.current;
      pending.push(html);
      // A parent that never echoes (a constant value) must not grow this without end.
      if (pending.length > 100) pending.shift();
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
    onTransaction: ({ editor: e }) => updateSlash(e),
  });

  /** Reports the slash command's opening, new query or closing after a change of the document or the cursor. */
  function updateSlash(e: Editor) {
    const command = callbacks.current.slashCommand;
    if (!command) return;
    const range = e.isEditable ? slashRange(e) : null;
    const state = slash.current;
    if (state.dismissedAt !== null && range?.from !== state.dismissedAt) state.dismissedAt = null;
    const next = range && range.from !== state.dismissedAt ? { from: range.from, query: range.query } : null;
    if (next?.from === state.open?.from && next?.query === state.open?.query) return;
    state.open = next;
    if (!next) {
      command.onChange(null);
      return;
    }
    command.onChange({
      query: next.query,
      insert: (html) => {
        const current = slashRange(e);
        const at = current && current.from === next.from ? { from: current.from, to: current.to } : null;
        slash.current = { open: null, dismissedAt: null };
        command.onChange(null);
        insertHtmlAt(e, html, at ?? undefined);
      },
      close: () => {
        slash.current = { open: null, dismissedAt: next.from };
        command.onChange(null);
      },
    });
  }

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside (reset, loaded record) replaces the document; our own echoes do not. The parent's
  // render can lag behind typing (value '<p>H</p>' arrives after 'e' was typed), so every HTML we emitted and the
  // parent has not echoed yet is kept: a value among them is a late echo, not a change.
  useEffect(() => {
    const pending = unechoed.current;
    const echoed = pending.lastIndexOf(value);
    if (echoed >= 0) {
      pending.splice(0, echoed + 1);
      return;
    }
    pending.length = 0;
    lastEmitted.current = value;
    if (toHtml(editor) !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editor.commands.focus(),
      insertHtml: (html: string) => insertHtmlAt(editor, html),
    }),
    [editor],
  );

  const state =
    useEditorState({
      editor,
      selector: ({ editor: e }) =>
        e
          ? {
              bold: e.isActive('bold'),
              italic: e.isActive('italic'),
              underline: e.isActive('underline'),
              strike: e.isActive('strike'),
              bulletList: e.isActive('bulletList'),
              orderedList: e.isActive('orderedList'),
              blockquote: e.isActive('blockquote'),
              link: e.isActive('link'),
            }
          : EMPTY_STATE,
    }) ?? EMPTY_STATE;

  const chain = () => editor.chain().focus();
  const openLink = () => {
    setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = normaliseUrl(linkUrl);
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: insert the address itself as the link's text.
      chain()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .unsetMark('link')
        .run();
    } else chain().extendMarkRange('link').setLink({ href: url }).run();
    setLinkOpen(false);
  };
  const removeLink = () => {
    chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      borderColor={invalid ? 'border.error' : 'border'}
      opacity={disabled ? 0.6 : 1}
      _focusWithin={{ borderColor: invalid ? 'border.error' : 'colorPalette.focusRing', colorPalette: 'blue' }}
    >
      <HStack role="toolbar" aria-label={`${label} formatting`} gap="0.5" p="1" borderBottomWidth="1px" wrap="wrap">
        <Tool label="Bold" active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
          <chakra.b>B</chakra.b>
        </Tool>
        <Tool label="Italic" active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
          <chakra.i fontFamily="serif">I</chakra.i>
        </Tool>
        <Tool label="Underline" active={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()}>
          <chakra.u>U</chakra.u>
        </Tool>
        <Tool label="Strikethrough" active={state.strike} disabled={disabled} onClick={() => chain().toggleStrike().run()}>
          <chakra.s>S</chakra.s>
        </Tool>
        <Tool label="Bulleted list" active={state.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
          {ICONS.bulletList}
        </Tool>
        <Tool label="Numbered list" active={state.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
          {ICONS.orderedList}
        </Tool>
        <Tool label="Quote" active={state.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
          {ICONS.quote}
        </Tool>
        <Tool label="Link" active={state.link || linkOpen} disabled={disabled} onClick={() => (linkOpen ? setLinkOpen(false) : openLink())}>
          {ICONS.link}
        </Tool>
      </HStack>
      {linkOpen && (
        <HStack p="1" borderBottomWidth="1px" gap="1">
          <chakra.label htmlFor={linkInputId} fontSize="sm" px="1" whiteSpace="nowrap">
            Link URL
          </chakra.label>
          <Input
            id={linkInputId}
            size="xs"
            value={linkUrl}
            autoFocus
            placeholder="https://"
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
                editor.commands.focus();
              }
            }}
          />
          <Button size="xs" onClick={applyLink}>
            Apply link
          </Button>
          {state.link && (
            <Button size="xs" variant="outline" onClick={removeLink}>
              Remove link
            </Button>
          )}
        </HStack>
      )}
      <Box
        h={`${height}px`}
        overflowY="auto"
        px="3"
        py="2"
        cursor={disabled ? 'not-allowed' : 'text'}
        onClick={() => !disabled && !editor.isFocused && editor.commands.focus()}
        css={{
          ...richContentCss,
          '& .ProseMirror': { outline: 'none', minH: '100%' },
          '& .ProseMirror p.is-editor-empty:first-of-type::before': {
            content: 'attr(data-placeholder)',
            float: 'left',
            color: 'fg.subtle',
            pointerEvents: 'none',
            h: '0',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
