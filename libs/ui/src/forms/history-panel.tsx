import { Alert, Badge, Box, Button, Card, Center, HStack, Heading, Spinner, Stack, Text, VisuallyHidden, chakra } from './main-entry';
import type { AuditEvent, RecordRef, RecordType } from '@backoffice/contracts';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '@backoffice/contracts/constants';
import { useId, type ReactNode } from 'react';

/**
 * How the HistoryPanel writes a changed field's values (docs/areas/platform.md, "Audit trail"):
 * - `money`: integer minor units (cents) of `currency`, through the format module ('A$96.39', '฿1,288.00');
 * - `day`: a calendar day 'YYYY-MM-DD' ('05/03/2026' in en-AU), never shifted by a zone;
 * - `dateTime`: an ISO instant, in the panel's `timeZone` with its name when it is not the viewer's;
 * - `boolean`: 'Yes' / 'No';
 * - `text`: as it is (HTML as its text, long text cut);
 * - `person`: a user: `{ firstName, lastName }`, `{ fullName }`, `{ name }` or `{ email }` as the name, an id through
 *   `nameOf`, else 'a person';
 * - `record`: another record: its `name`, `title`, `label` or `email`, an id through `nameOf`, else 'a record'.
 */
export type HistoryFieldKind = 'money' | 'day' | 'dateTime' | 'boolean' | 'text' | 'person' | 'record';

/** What a changed field is: its words and its kind (see {@link HistoryFieldKind}). */
export interface HistoryField {
  /** The field's name in words, e.g. 'Refund amount' (default: spelt out from the key, 'refundAmount' → 'Refund amount'). */
  label?: string;
  /** How its values are written (default: guessed from the key and the value; see {@link HistoryPanel}). */
  kind?: HistoryFieldKind;
  /** `money`: the ISO 4217 code (default: the event's own `currency` field, then the panel's `currency`). */
  currency?: string;
  /** Words for coded values, e.g. a status: `{ BOOKED: 'Booked', CHECKEDIN: 'Checked in' }`. */
  values?: Readonly<Record<string, string>>;
  /** `person` / `record`: the name of a referenced record by its id (from a list the page loaded), or undefined. */
  nameOf?: (id: string) => string | undefined;
  /**
   * `person` / `record`: the type of the record an id names (a `user` for a person), so that the panel's
   * `renderRecord` shows the value as a link to it (docs/frontend-data.md, "Links between records").
   */
  recordType?: RecordType;
}

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
  /** The changed fields by key: their words and kinds, e.g. `{ amount: { label: 'Refund', kind: 'money' } }`. */
  fields?: Readonly<Record<string, HistoryField>>;
  /** The record's currency (ISO 4217, e.g. a reservation's 'THB'): money fields without one of their own use it. */
  currency?: string;
  /** Words for a changed field's name, e.g. `{ priorityLevels: 'Priority' }` (`fields`' labels come first). */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Words for a field's value, e.g. a ticket's status number: `(field, value) => 'Open'`, or undefined to keep it. */
  formatValue?: (field: string, value: unknown) => string | undefined;
  /**
   * The record's own IANA time zone (a reservation's hotel's): times show there, with the zone's name when it is not
   * the viewer's (default: the viewer's zone, the console's setting).
   */
  timeZone?: string;
  /**
   * Shows a referenced record (a field with a `recordType` whose value is an id) as a link: remote-kit's
   * RecordHistory passes its RecordLink. Without it the name is plain text.
   */
  renderRecord?: (ref: RecordRef, text: string) => ReactNode;
  /**
   * Older events than those shown exist (GET /audit answered a `next` cursor): a "Show older" button under the list
   * calls `onShowOlder` (docs/areas/platform.md, "Audit trail": the history a page at a time). Without
   * `onShowOlder` no button shows.
   */
  hasOlder?: boolean;
  /** Loads the next page of older events and appends it (the caller's infinite query's `fetchNextPage`). */
  onShowOlder?: () => void;
  /** The older events are loading: the button stays, busy ('Loading older events…'), the events shown stay too. */
  loadingOlder?: boolean;
  /**
   * Why the older events could not be loaded (an ApiError's message): an alert under the events shown, which stay;
   * "Show older" asks again.
   */
  olderError?: string | null;
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

/**
 * 'priorityLevels' → 'Priority levels', 'ticket_image' → 'Ticket image'; an id's key names the record it points to
 * ('managerId' → 'Manager', 'hotelIds' → 'Hotels') unless the event has that key too ('refund' beside 'refundId').
 */
function fieldWords(field: string, keys: ReadonlySet<string>): string {
  const record = field.replace(/(?<=[a-z0-9])(Id|_id)$/, '').replace(/(?<=[a-z0-9])(Ids|_ids)$/, 's');
  const words = (keys.has(record) ? field : record)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_CHARS = 120;
const EMPTY = '(empty)';

/** Keys whose numbers are amounts in minor units (docs/api-database.md: money is integer cents). */
const MONEY_KEY = /(cents|amount|price)$/i;
/** Keys that hold ids of other records: 'id', '_id', 'hotelId', 'user_id', 'hotelIds'. */
const ID_KEY = /(^_?id$|[a-z0-9]Ids?$|_ids?$)/;
/** Values that look like ids: UUIDs, 24-hex object ids. */
const ID_VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{24})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Cuts long text, HTML read as its text. */
function shortText(value: string): string {
  let text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return EMPTY;
  if (text.length > MAX_VALUE_CHARS) text = `${text.slice(0, MAX_VALUE_CHARS - 1)}…`;
  return text;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The part of an object a person reads: a name, first and last name, a title, an e-mail; undefined when none. */
function humanPart(value: Record<string, unknown>): string | undefined {
  const full = [str(value.firstName), str(value.lastName)].filter(Boolean).join(' ');
  return str(value.fullName) ?? str(value.name) ?? (full || undefined) ?? str(value.title) ?? str(value.label) ?? str(value.email);
}

/** What writes one value: the field's description, the event's currency, the record's zone. */
interface ValueContext {
  key: string;
  field?: HistoryField;
  currency?: string;
  timeZone?: string;
}

/** The kind of a value with no description: from its key and its shape. */
function guessKind(key: string, value: unknown, currency: string | undefined): HistoryFieldKind | undefined {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return MONEY_KEY.test(key) && currency ? 'money' : undefined;
  if (typeof value === 'string') {
    if (ID_KEY.test(key) || ID_VALUE.test(value)) return 'record';
    if (DAY.test(value)) return 'day';
    if (INSTANT.test(value)) return 'dateTime';
    return 'text';
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return 'record';
  return undefined;
}

/**
 * A stored value for people (see {@link HistoryPanel}); '(empty)' for nothing. Never an id or JSON: a referenced
 * record shows its name, else 'a record' ('a person').
 */
function valueText(value: unknown, ctx: ValueContext): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const { field } = ctx;
  if (Array.isArray(value)) {
    if (!value.length) return '(none)';
    const kind = field?.kind ?? guessKind(ctx.key, value[0], ctx.currency);
    const named = value.map((v) => valueText(v, { ...ctx, field: field ?? (kind ? { kind } : undefined) }));
    // Ids without names: how many, not a list of 'a record'.
    if (named.every((n) => n === 'a record' || n === 'a person')) {
      const n = value.length;
      return kind === 'person' ? `${n} ${n === 1 ? 'person' : 'people'}` : `${n} ${n === 1 ? 'record' : 'records'}`;
    }
    return shortText(named.join(', '));
  }
  const coded = field?.values?.[String(value)];
  if (coded) return coded;
  const currency = field?.currency ?? ctx.currency;
  const kind = field?.kind ?? guessKind(ctx.key, value, currency);
  switch (kind) {
    case 'money': {
      const minor = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(minor) && currency ? formatMoney(minor, currency) : String(value);
    }
    case 'day':
      return typeof value === 'string' ? formatDay(value) : String(value);
    case 'dateTime':
      return typeof value === 'string' || value instanceof Date ? formatDateTime(value, { zone: ctx.timeZone }) : String(value);
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : value === false || value === 'false' ? 'No' : String(value);
    case 'person':
    case 'record': {
      const nobody = kind === 'person' ? 'a person' : 'a record';
      if (typeof value === 'object') return shortText(humanPart(value as Record<string, unknown>) ?? nobody);
      const id = String(value);
      const name = field?.nameOf?.(id);
      if (name) return shortText(name);
      // A value under an id key that is no id (a scope 'all', a photo's file name) is shown as it is.
      return ID_VALUE.test(id) || ID_KEY.test(ctx.key) ? nobody : shortText(id);
    }
    case 'text':
      return typeof value === 'object' ? shortText(humanPart(value as Record<string, unknown>) ?? 'a record') : shortText(String(value));
    default:
      return typeof value === 'number' ? formatNumber(value, { maxDigits: 6 }) : shortText(String(value));
  }
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

/** The currency an event names for its amounts (a refund's `currency`), if any. */
function eventCurrency(event: AuditEvent): string | undefined {
  return str(event.after?.currency) ?? str(event.before?.currency);
}

/** The panel's error alert (role "alert"): what failed, the server's message, and an optional action (Retry). */
function FailedAlert({ title, detail, children }: { title: string; detail: string; children?: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{detail}</Alert.Description>
      </Alert.Content>
      {children}
    </Alert.Root>
  );
}

/**
 * A record's timeline from the audit trail (docs/areas/platform.md, "Audit trail"; GET /audit, SuperAdmin only):
 * one entry per event, newest first, saying who (name and role, 'Someone not signed in' for an anonymous caller),
 * what in words ('updated the department'), when (through the format module: the viewer's zone, or the record's
 * `timeZone` with its name when it differs; a machine-readable <time>), and each changed field as 'before → after'
 * ('(empty)' on a create or for a cleared field). Secrets never reach it: the API leaves them out.
 *
 * Values are written by their field's kind (`fields`, see {@link HistoryFieldKind}), or, for a field not described,
 * by their key and shape: a number under a key ending in cents/amount/price is money in the event's own `currency`
 * or the record's (`currency`; without either it stays a number); a 'YYYY-MM-DD' string is a day, an ISO instant
 * a date and time; true/false are Yes/No; an object shows its human part (name, first and last name, full name,
 * title, e-mail), never JSON; an id (a key ending in Id, a UUID) is 'a record', a list of them '3 records'. So
 * `Manager: (empty) → {"userId":"8af9…"}` reads 'Manager: (empty) → a record', or the person's name with
 * `fields={{ manager: { kind: 'person', nameOf } }}`. `formatValue` still comes first where it answers.
 *
 * States: `loading` → a spinner (role="status", 'Loading history…'); `error` → an alert with the message and a
 * Retry button calling `onRetry`; no events → 'No history yet'. It fetches nothing itself, so libs/ui stays free
 * of data libraries: a remote wraps it with its query hook.
 *
 * A page at a time: with `hasOlder` and `onShowOlder` a "Show older" button under the events loads the next page
 * (`loadingOlder`: busy, 'Loading older events…'; `olderError`: an alert 'Older events could not be loaded.' with
 * the message, the events shown kept and the button asking again). remote-kit's RecordHistory wires them to an
 * infinite query of GET /audit (`limit`, then `before` = the answer's `next`).
 *
 * @example
 * const history = useAuditHistory({ entityType: 'reservation', entityId });
 * <HistoryPanel events={history.data} loading={history.isPending} error={history.error?.message}
 *   onRetry={() => void history.refetch()} currency={reservation.currency} timeZone={reservation.timezone}
 *   fields={{ status: { label: 'Status', values: { BOOKED: 'Booked', CHECKEDIN: 'Checked in' } } }} />
 */
export function HistoryPanel({
  events,
  loading,
  error,
  onRetry,
  title = 'History',
  fields,
  currency,
  fieldLabels,
  formatValue,
  timeZone,
  renderRecord,
  hasOlder,
  onShowOlder,
  loadingOlder,
  olderError,
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
      <FailedAlert title="The history could not be loaded." detail={error}>
        {onRetry ? (
          <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </FailedAlert>
    );
  } else if (!events?.length) {
    body = <Text color="fg.muted">No history yet</Text>;
  } else {
    const list = (
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-labelledby={headingId}>
        {events.map((event) => {
          const changes = changesOf(event);
          const keys = new Set(changes.map((c) => c.field));
          const shown = (field: string, value: unknown): ReactNode => {
            const text =
              formatValue?.(field, value) ??
              valueText(value, { key: field, field: fields?.[field], currency: eventCurrency(event) ?? currency, timeZone });
            const type = fields?.[field]?.recordType;
            return type && renderRecord && typeof value === 'string' && value && text !== EMPTY
              ? renderRecord({ type, id: value, name: text }, text)
              : text;
          };
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
                  <chakra.time dateTime={event.at}>{formatDateTime(event.at, { zone: timeZone })}</chakra.time>
                </Text>
                {changes.length ? (
                  <chakra.ul listStyleType="none" m="0" p="0" fontSize="sm" aria-label="Changed fields">
                    {changes.map(({ field, before, after }) => (
                      <chakra.li key={field} overflowWrap="anywhere">
                        <Text as="span" fontWeight="medium">
                          {fields?.[field]?.label ?? fieldLabels?.[field] ?? fieldWords(field, keys)}:
                        </Text>{' '}
                        {shown(field, before)}
                        <chakra.span aria-hidden="true"> → </chakra.span>
                        <VisuallyHidden> changed to </VisuallyHidden>
                        {shown(field, after)}
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
    const older = onShowOlder && (hasOlder || olderError);
    body = older ? (
      <Stack gap="3">
        {list}
        {olderError ? (
          <FailedAlert title="Older events could not be loaded." detail={olderError} />
        ) : null}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={loadingOlder}
          loadingText="Loading older events…"
          onClick={onShowOlder}
        >
          Show older
        </Button>
      </Stack>
    ) : (
      list
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
