/**
 * The canned-reply picker of the reply form (docs/areas/helpdesk.md, "Canned replies"): a "Canned reply" button
 * beside the reply editor opens a searchable list, and typing `/` at the start of a line (or after a space) in the
 * editor opens the same list filtered by what follows the slash. Choosing a reply renders it for the ticket (its
 * placeholders filled by the API, HTML-escaped) and inserts the HTML at the editor's cursor — in place of `/query`
 * when it was opened by the slash.
 */
import { mayChangeTicketStatus, type CannedReply, type Ticket } from '@backoffice/contracts';
import { RecordLink, useAction } from '@backoffice/remote-kit';
import type { RichTextEditorHandle, SlashCommand, SlashCommandState } from '@backoffice/rich-text';
import type { AuthUser } from '@backoffice/shell-sdk';
import { Box, Button, HStack, Input, Stack, Text, chakra } from '@backoffice/ui';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { filterCannedReplies, useCannedReplies, useRenderCannedReply } from './api';
import { CANNED_REPLY_PATHS } from './canned-reply-paths';

/** ours: the error toast's title when a reply could not be rendered for the ticket. */
export const CANNED_REPLY_NOT_INSERTED = 'The canned reply could not be inserted.';

/**
 * Who may insert canned replies into a ticket's reply: those who answer it as agents — a SuperAdmin, or a Department
 * user of the ticket's department (the API's rule of the status change, libs/contracts).
 */
export function mayUseCannedReplies(user: AuthUser | null, ticket: Pick<Ticket, 'department'>): boolean {
  return mayChangeTicketStatus(user, ticket.department._id);
}

/** What {@link useCannedReplyPicker} gives the reply form: the editor's wiring and the picker's state. */
export interface CannedReplyPickerState {
  /** Whether the picker is offered (the user may reply as an agent). */
  enabled: boolean;
  /** For RichTextField's `editorRef`: where a reply chosen from the button is inserted. */
  editorRef: RefObject<RichTextEditorHandle | null>;
  /** For RichTextField's `slashCommand` (undefined when not enabled). */
  slashCommand: SlashCommand | undefined;
  /** The open list: 'button' (with its own search box), 'slash' (filtered by the editor's `/query`), or null. */
  mode: 'button' | 'slash' | null;
  /** The text the list is filtered by. */
  query: string;
  /** The search box's text (button mode). */
  search: string;
  setSearch(text: string): void;
  /** The replies matching `query` (undefined while loading). */
  matches: CannedReply[] | undefined;
  loading: boolean;
  failed: boolean;
  /** Index of the highlighted match (ArrowUp/ArrowDown move it, Enter chooses it). */
  active: number;
  setActive(index: number): void;
  /** Renders `reply` for the ticket and inserts it; the list closes. */
  choose(reply: CannedReply): Promise<void>;
  /** Whether a render is under way. */
  inserting: boolean;
  toggle(): void;
  close(): void;
}

/**
 * The picker's state for one ticket's reply form. Pass `editorRef` and `slashCommand` to the reply's RichTextField
 * and the whole state to {@link CannedReplyPicker}. The replies are asked for only once the list opens.
 * @param enabled false for those who may not reply as agents (nothing is asked, no slash command).
 */
export function useCannedReplyPicker(ticketId: string, enabled: boolean): CannedReplyPickerState {
  const editorRef = useRef<RichTextEditorHandle | null>(null);
  const [slash, setSlash] = useState<SlashCommandState | null>(null);
  const [buttonOpen, setButtonOpen] = useState(false);
  const [search, setSearchText] = useState('');
  const [active, setActive] = useState(0);
  const mode = !enabled ? null : slash ? 'slash' : buttonOpen ? 'button' : null;
  const replies = useCannedReplies({}, { enabled: enabled && mode !== null });
  const query = slash ? slash.query : search;
  const matches = replies.data ? filterCannedReplies(replies.data, query) : undefined;
  const render = useAction(useRenderCannedReply(), { success: null, failure: CANNED_REPLY_NOT_INSERTED });

  const close = () => {
    setButtonOpen(false);
    setSearchText('');
    setActive(0);
    slash?.close();
    setSlash(null);
  };

  const choose = async (reply: CannedReply) => {
    const target = slash;
    const html = await render.run({ replyId: reply._id, ticketId });
    if (html === undefined) return;
    if (target) target.insert(html);
    else editorRef.current?.insertHtml(html);
    setButtonOpen(false);
    setSearchText('');
    setActive(0);
    setSlash(null);
  };

  const move = (step: 1 | -1) => {
    const n = matches?.length ?? 0;
    if (n) setActive((i) => (Math.min(i, n - 1) + step + n) % n);
  };

  const slashCommand: SlashCommand | undefined = enabled
    ? {
        onChange: (state) => {
          setSlash(state);
          setActive(0);
          if (state) setButtonOpen(false);
        },
        onKey: (key) => {
          if (key === 'ArrowDown' || key === 'ArrowUp') {
            move(key === 'ArrowDown' ? 1 : -1);
            return true;
          }
          const chosen = matches?.[Math.min(active, matches.length - 1)];
          if (!chosen) return false;
          void choose(chosen);
          return true;
        },
      }
    : undefined;

  return {
    enabled,
    editorRef,
    slashCommand,
    mode,
    query,
    search,
    setSearch: (text) => {
      setSearchText(text);
      setActive(0);
    },
    matches,
    loading: replies.isPending,
    failed: replies.isError,
    active: matches?.length ? Math.min(active, matches.length - 1) : 0,
    setActive,
    choose,
    inserting: render.isPending,
    toggle: () => (mode ? close() : setButtonOpen(true)),
    close,
  };
}

/**
 * The "Canned reply" button and, while open, the list (role="listbox", named 'Canned replies'): each reply's title
 * and whose it is; a click or Enter inserts the highlighted one. Opened by the button it has a search box ('Search
 * canned replies': ArrowUp/ArrowDown move, Enter inserts, Escape closes); opened by `/` in the editor the keys stay
 * in the editor. Renders nothing when the picker is not enabled. A link leads to the management page.
 */
export function CannedReplyPicker({ picker, disabled }: { picker: CannedReplyPickerState; disabled?: boolean }) {
  const listId = useId();
  if (!picker.enabled) return null;
  const { mode, matches, active } = picker;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = matches?.length ?? 0;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) picker.setActive((active + (e.key === 'ArrowDown' ? 1 : -1) + n) % n);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = matches?.[active];
      if (chosen) void picker.choose(chosen);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      picker.close();
      picker.editorRef.current?.focus();
    }
  };

  return (
    <Stack gap="2">
      <HStack>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={mode !== null}
          aria-controls={mode ? listId : undefined}
          disabled={disabled}
          onClick={picker.toggle}
        >
          Canned reply
        </Button>
        <Text fontSize="xs" color="fg.muted">
          or type / in the reply
        </Text>
      </HStack>
      {mode ? (
        <Box borderWidth="1px" borderRadius="md" p="2" maxW="xl" bg="bg.panel" shadow="sm">
          {mode === 'button' ? (
            <Input
              size="sm"
              type="search"
              aria-label="Search canned replies"
              placeholder="Search by title"
              autoFocus
              maxLength={100}
              value={picker.search}
              onChange={(e) => picker.setSearch(e.target.value)}
              onKeyDown={onSearchKey}
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={matches?.length ? optionId(active) : undefined}
              mb="2"
            />
          ) : (
            <Text fontSize="xs" color="fg.muted" mb="1">
              Canned replies matching “/{picker.query}” — Enter inserts, Escape closes
            </Text>
          )}
          {picker.loading ? (
            <Text fontSize="sm" role="status">
              Loading canned replies…
            </Text>
          ) : picker.failed ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              The canned replies could not be loaded.
            </Text>
          ) : (
            <chakra.ul id={listId} role="listbox" aria-label="Canned replies" aria-busy={picker.inserting} maxH="60" overflowY="auto" listStyleType="none" m="0" p="0">
              {matches?.length ? (
                matches.map((reply, i) => (
                  <chakra.li
                    key={reply._id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    px="2"
                    py="1"
                    borderRadius="sm"
                    cursor="pointer"
                    bg={i === active ? 'bg.emphasized' : undefined}
                    // Keep the editor's cursor where it is: a mousedown would move the focus first.
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => picker.setActive(i)}
                    onClick={() => void picker.choose(reply)}
                  >
                    <Text as="span" fontSize="sm" fontWeight="medium">
                      {reply.title}
                    </Text>{' '}
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {reply.department ? reply.department.name : 'Personal'}
                    </Text>
                  </chakra.li>
                ))
              ) : (
                <chakra.li role="option" aria-disabled="true" aria-selected={false} px="2" py="1" fontSize="sm" color="fg.muted">
                  No canned reply matches.
                </chakra.li>
              )}
            </chakra.ul>
          )}
          <Box mt="2" fontSize="xs">
            <RecordLink to={CANNED_REPLY_PATHS.list}>Manage canned replies</RecordLink>
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
