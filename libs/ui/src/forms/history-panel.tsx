import { Alert, Badge, Box, Button, Card, Center, HStack, Heading, Spinner, Stack, Text, VisuallyHidden, chakra } from './main-entry';
import type { AuditEvent } from '@backoffice/contracts';
import { useId } from 'react';

/** Props of {@link HistoryPanel}. Presentational: the caller fetches (e.g. with TanStack Query) and passes the state. */
export interface HistoryPanelProps {
  /** The record's events, newest first (GET /audit's `data`). Ignored while `loading` or with an `error`. */
  events?: readonly AuditEvent[];
  /** The first load is under way: a spinner named 'Loading history…'. */
  loading?: boolean;
  /** Why the history could not be loaded (an ApiError's message); shows an alert with Retry. */
  error?: string | null;
  /** Loads again; the Retry button of the error state calls it. */
  onRetry?: () => void;
  /** The panel's heading (default 'History'); also the section's accessible name. */
  title?: string;
  /** Words for a changed field's name, e.g. `{ priorityLevels: 'Priority' }`; others show as 'Priority levels'. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Words for a field's value, e.g. a ticket's status number: `(field, value) => 'Open'`, or undefined to keep it. */
  formatValue?: (field: string, value: unknown) => string | undefined;
  /** IANA time zone of the times shown (default: the viewer's, the browser's). */
  timeZone?: string;
}

/** Verbs of `<entityType>.<verb>` in words (docs/areas/platform.md, "Audit trail"); others are spelt out. */
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  remove: 'removed',
  status: 'changed the status',
  reply: 'replied',
  sign_in: 'signed in',
  sign_in_failed: 'failed to sign in',
  sign_out: 'signed out',
  password_change: 'changed the password',
  image_add: 'added an image',
  image_delete: 'deleted an image',
  sign_up: 'signed up',
  sign_up_repeated: 'signed up again with this address',
  email_verified: 'confirmed the e-mail address',
  department_approved: 'approved the department request',
  department_refused: 'refused the department request',
};

const ENTITY_WORDS: Record<string, string> = {
  ticket: 'the ticket',
  department: 'the department',
  user: 'the user',
  cms_block: 'the content',
  banner_set: 'the banner images',
  faq: 'the FAQ',
};

const spell = (word: string) => word.replace(/[_.]+/g, ' ').trim();

/**
 * An audit action in words: 'department.update' → 'updated the department', 'ticket.status' → 'changed the
 * status', 'user.sign_in_failed' → 'failed to sign in'. An unknown verb is spelt out ('rate_publish' → 'rate
 * publish').
 */
export function describeAuditAction(action: string): string {
  const dot = action.indexOf('.');
  const entity = dot >= 0 ? action.slice(0, dot) : '';
  const verb = dot >= 0 ? action.slice(dot + 1) : action;
  const words = VERBS[verb];
  if (!words) return spell(verb);
  // A verb that names its own object ('changed the status') needs no entity after it.
  if (['create', 'update', 'delete', 'remove'].includes(verb) && ENTITY_WORDS[entity]) return `${words} ${ENTITY_WORDS[entity]}`;
  return words;
}

/** 'priorityLevels' → 'Priority levels', 'ticket_image' → 'Ticket image'. */
function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_CHARS = 120;

/** A stored value as short text: HTML as its text, objects as JSON, nothing as '(empty)'; long text is cut. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  let text =
    typeof value === 'string'
      ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || '(empty)'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (text.length > MAX_VALUE_CHARS) text = `${text.slice(0, MAX_VALUE_CHARS - 1)}…`;
  return text;
}

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

function changesOf(event: AuditEvent): Change[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({ field, before: before[field], after: after[field] }));
}

function formatWhen(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
}

/**
 * A record's timeline from the audit trail (docs/areas/platform.md, "Audit trail"; GET /audit, SuperAdmin only):
 * one entry per event, newest first, saying who (name and role, 'Someone not signed in' for an anonymous caller),
 * what in words ('updated the department'), when (in the viewer's time zone, with a machine-readable <time>), and
 * each changed field as 'before → after' ('(empty)' on a create or for a cleared field). Secrets never reach it:
 * the API leaves them out.
 *
 * States: `loading` → a spinner (role="status", 'Loading history…'); `error` → an alert with the message and a
 * Retry button calling `onRetry`; no events → 'No history yet'. It fetches nothing itself, so libs/ui stays free
 * of data libraries: a remote wraps it with its query hook.
 *
 * @example
 * const history = useAuditHistory({ entityType: 'department', entityId });
 * <HistoryPanel events={history.data} loading={history.isPending} error={history.error?.message}
 *   onRetry={() => void history.refetch()} />
 */
export function HistoryPanel({
  events,
  loading,
  error,
  onRetry,
  title = 'History',
  fieldLabels,
  formatValue,
  timeZone,
}: HistoryPanelProps) {
  const headingId = useId();
  let body;
  if (loading) {
    body = (
      <Center py="6" role="status">
        <Spinner size="md" />
        <VisuallyHidden>Loading history…</VisuallyHidden>
      </Center>
    );
  } else if (error) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The history could not be loaded.</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
        </Alert.Content>
        {onRetry ? (
          <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Alert.Root>
    );
  } else if (!events?.length) {
    body = <Text color="fg.muted">No history yet</Text>;
  } else {
    body = (
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-labelledby={headingId}>
        {events.map((event) => {
          const changes = changesOf(event);
          return (
            <chakra.li key={event._id} borderLeftWidth="2px" borderColor="border.emphasized" pl="3">
              <Stack gap="1">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{event.actorName ?? 'Someone not signed in'}</Text>
                  {event.actorRole ? (
                    <Badge size="sm" variant="subtle">
                      {event.actorRole}
                    </Badge>
                  ) : null}
                  <Text>{describeAuditAction(event.action)}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  <chakra.time dateTime={event.at}>{formatWhen(event.at, timeZone)}</chakra.time>
                </Text>
                {changes.length ? (
                  <chakra.ul listStyleType="none" m="0" p="0" fontSize="sm" aria-label="Changed fields">
                    {changes.map(({ field, before, after }) => (
                      <chakra.li key={field} overflowWrap="anywhere">
                        <Text as="span" fontWeight="medium">
                          {fieldLabels?.[field] ?? fieldWords(field)}:
                        </Text>{' '}
                        {formatValue?.(field, before) ?? valueText(before)}
                        <chakra.span aria-hidden="true"> → </chakra.span>
                        <VisuallyHidden> changed to </VisuallyHidden>
                        {formatValue?.(field, after) ?? valueText(after)}
                      </chakra.li>
                    ))}
                  </chakra.ul>
                ) : null}
              </Stack>
            </chakra.li>
          );
        })}
      </chakra.ol>
    );
  }
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Box>{body}</Box>
      </Card.Body>
    </Card.Root>
  );
}
