// The command palette (docs/frontend-data.md, "Command palette and keyboard"): a lazy chunk of its own, loaded the
// first time it opens (Ctrl+K, "/", the top bar's Search), so neither the first screen nor the private app carries it.
import { RECORD_TYPE_LABELS, SEARCH_QUERY_MAX_LENGTH, type RecordType, type Role, type SearchHit } from '@backoffice/contracts';
import { usePaletteRegistry, type ResultRenderer } from '@backoffice/shell-sdk';
import { Box, Dialog, Input, Portal, Stack, Text, VisuallyHidden } from '@backoffice/ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePaletteSearch } from './api';
import { commandsFor, filterCommands, type Command } from './commands';
import { mayOpen } from './keyboard';
import { readRecent, rememberRecord, type RecentRecord } from './recent-records';

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  open: boolean;
  /** What the input holds when it opens. */
  initialText: string;
  role: Role;
  /** Whose recently viewed records are listed and kept. */
  userId: string;
  onClose: () => void;
}

/** Commands listed above the search's hits while a text is typed. */
export const TYPED_COMMANDS_SHOWN = 5;

type Item =
  | { kind: 'recent'; record: RecentRecord }
  | { kind: 'command'; command: Command }
  | { kind: 'hit'; hit: SearchHit };

interface Section {
  label: string;
  items: Item[];
}

/**
 * The palette: a dialog with a combobox and its listbox. An empty text lists the recently viewed records and every
 * command the role may run; a typed text lists the commands it matches and the search's hits grouped by record type
 * (debounced, the stale call cancelled). Arrow keys move, Enter opens, Escape closes; a live region says how many
 * entries are listed.
 */
export default function CommandPalette({ open, initialText, role, userId, onClose }: CommandPaletteProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      placement="top"
      size="lg"
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title srOnly>Command palette</Dialog.Title>
            {/* Mounted on each opening: the text, the list and the recent records start afresh. */}
            {open ? <PaletteBody input={input} initialText={initialText} role={role} userId={userId} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface BodyProps extends Omit<CommandPaletteProps, 'open'> {
  input: React.RefObject<HTMLInputElement | null>;
}

function PaletteBody({ input, initialText, role, userId, onClose }: BodyProps) {
  const ids = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const [active, setActive] = useState(0);
  const registry = usePaletteRegistry();
  const commands = useMemo(() => commandsFor(role, registry.commands), [role, registry.commands]);
  const recent = useMemo(() => readRecent(userId).filter((r) => mayOpen(r.route, role)), [userId, role]);
  const { query, settled } = usePaletteSearch(text);
  const typed = text.trim().length > 0;

  const sections = useMemo<Section[]>(() => {
    if (!typed) {
      return [
        { label: 'Recently viewed', items: recent.map((record) => ({ kind: 'recent' as const, record })) },
        { label: 'Commands', items: commands.map((command) => ({ kind: 'command' as const, command })) },
      ].filter((s) => s.items.length);
    }
    const list: Section[] = [];
    const matching = filterCommands(commands, text).slice(0, TYPED_COMMANDS_SHOWN);
    if (matching.length) list.push({ label: 'Commands', items: matching.map((command) => ({ kind: 'command', command })) });
    // Groups in the order of their best hit; the hits of a page the role may not open are left out.
    const groups = new Map<RecordType, SearchHit[]>();
    for (const hit of query.data?.hits ?? []) {
      if (!mayOpen(hit.route, role)) continue;
      groups.set(hit.type, [...(groups.get(hit.type) ?? []), hit]);
    }
    for (const [type, hits] of groups) list.push({ label: RECORD_TYPE_LABELS[type].many, items: hits.map((hit) => ({ kind: 'hit', hit })) });
    return list;
  }, [typed, text, recent, commands, query.data, role]);

  const items = useMemo(() => sections.flatMap((s) => s.items), [sections]);
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${ids}-option-${i}`;

  // The input has the focus from the start, also when the palette mounts open (its first opening, which loads this
  // chunk): under Jest the dialog's focus trap leaves the focus where it was for a dialog mounted open.
  useEffect(() => {
    input.current?.focus();
  }, [input]);

  // The active option stays in view as the arrow keys move through a long list.
  const activeId = items.length ? `${ids}-option-${current}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (item: Item) => {
    onClose();
    if (item.kind === 'command') {
      if (item.command.path) navigate(item.command.path);
      else item.command.run?.();
      return;
    }
    const record: RecentRecord =
      item.kind === 'recent' ? item.record : { type: item.hit.type, id: item.hit.id, title: item.hit.title, context: item.hit.context, route: item.hit.route };
    rememberRecord(userId, record);
    navigate(record.route);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[current];
      if (item) choose(item);
    }
  };

  const searching = typed && (!settled || query.isFetching);
  const failed = typed && settled && query.isError;
  let status: string;
  if (!typed) status = `${recent.length} recently viewed, ${commands.length} commands`;
  else if (failed) status = `The search failed. ${items.length} ${plural(items.length, 'command')}.`;
  else status = `${items.length} ${plural(items.length, 'result')}${searching ? ', searching…' : ''}`;

  let index = 0;
  return (
    <Stack gap="0">
      <Box p="3" borderBottomWidth="1px">
        <Input
          ref={input}
          role="combobox"
          aria-label="Search records or run a command"
          aria-expanded={items.length > 0}
          aria-controls={`${ids}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          placeholder="Search bookings, hotels, tickets, people… or a command"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </Box>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
      <Box id={`${ids}-listbox`} role="listbox" aria-label="Results and commands" maxH="60vh" overflowY="auto" py="1">
        {sections.map((section, s) => (
          <Box key={section.label} role="group" aria-labelledby={`${ids}-group-${s}`} py="1">
            <Text id={`${ids}-group-${s}`} role="presentation" px="4" py="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              {section.label}
            </Text>
            {section.items.map((item) => {
              const i = index++;
              return (
                <Box
                  key={keyOf(item)}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  px="4"
                  py="2"
                  cursor="pointer"
                  bg={i === current ? 'bg.emphasized' : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => (i === current ? undefined : setActive(i))}
                  onClick={() => choose(item)}
                >
                  <ItemText item={item} renderers={registry.renderers} />
                </Box>
              );
            })}
          </Box>
        ))}
        {typed && settled && !searching && !failed && !items.length ? (
          <Text px="4" py="3" color="fg.muted">
            Nothing found for “{text.trim()}”.
          </Text>
        ) : null}
        {failed ? (
          <Text px="4" py="3" color="fg.error">
            The search could not be done. Try again in a moment.
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

const plural = (n: number, word: string) => (n === 1 ? word : `${word}s`);

function keyOf(item: Item): string {
  if (item.kind === 'command') return `c:${item.command.area ?? ''}:${item.command.id}`;
  const r = item.kind === 'recent' ? item.record : item.hit;
  return `${item.kind}:${r.type}:${r.id}`;
}

function ItemText({ item, renderers }: { item: Item; renderers: Partial<Record<RecordType, ResultRenderer>> }) {
  if (item.kind === 'command') return <Text>{item.command.label}</Text>;
  if (item.kind === 'hit') {
    const render = renderers[item.hit.type];
    if (render) return <>{render(item.hit)}</>;
    return <Lines title={item.hit.title} context={item.hit.context} />;
  }
  const { record } = item;
  return <Lines title={record.title} context={record.context || RECORD_TYPE_LABELS[record.type].one} />;
}

function Lines({ title, context }: { title: string; context?: string }): ReactNode {
  return (
    <>
      <Text fontWeight="medium" truncate>
        {title}
      </Text>
      {context ? (
        <Text fontSize="sm" color="fg.muted" truncate>
          {context}
        </Text>
      ) : null}
    </>
  );
}
