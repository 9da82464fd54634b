/**
 * Wire shapes of canned replies (docs/areas/helpdesk.md, "Canned replies"): saved answers per department and per
 * user, with placeholders filled in when inserted.
 *
 * - A department's reply is seen and used by that department's Department users and by the SuperAdmins, and written
 *   by both; a personal reply by its owner only (anyone else gets 404).
 * - `GET /canned-replies?departmentId=&kind=&q=` → {data: CannedReply[]} (by title); `POST /canned-replies`
 *   {kind, departmentId?, title, body} → {message, data}; `PUT /canned-replies/:id` {title, body} → {message, data};
 *   `DELETE /canned-replies/:id` → {message}; `POST /canned-replies/:id/render` {ticketId} → {data: {html}}.
 *   SuperAdmin and Department users only.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH } from './constants/common';
import { HelpdeskMessages } from './messages';
import { withMessages } from './validation';

/** A title's most characters (after trimming). */
export const CANNED_REPLY_TITLE_MAX_LENGTH = 100;
/** A body's most characters (the HTML as sent, placeholders included). */
export const CANNED_REPLY_BODY_MAX_LENGTH = 20_000;

/** Whose a canned reply is: a department's (shared) or the caller's own. */
export const CANNED_REPLY_KINDS = ['department', 'personal'] as const;
export type CannedReplyKind = (typeof CANNED_REPLY_KINDS)[number];

/**
 * The placeholders a body may hold, written `{{ticket.number}}`, each with what it becomes when the reply is
 * rendered for a ticket (the page shows this list beside the editor).
 */
export const CANNED_REPLY_PLACEHOLDERS = [
  'ticket.number',
  'ticket.title',
  'raiser.firstName',
  'raiser.lastName',
  'agent.firstName',
  'agent.lastName',
  'department.name',
] as const;
export type CannedReplyPlaceholder = (typeof CANNED_REPLY_PLACEHOLDERS)[number];

/** What each placeholder becomes, for the people writing canned replies. */
export const CANNED_REPLY_PLACEHOLDER_DESCRIPTIONS: Readonly<Record<CannedReplyPlaceholder, string>> = {
  'ticket.number': "The ticket's number, e.g. TK-000123",
  'ticket.title': "The ticket's title",
  'raiser.firstName': 'First name of who raised the ticket',
  'raiser.lastName': 'Last name of who raised the ticket',
  'agent.firstName': 'Your first name (the agent who inserts the reply)',
  'agent.lastName': 'Your last name',
  'department.name': "The ticket's department",
};

/** `&`, `<`, `>`, `"` and `'` as HTML entities: a value placed in HTML shows as text. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&#39;',
  );
}

/**
 * Fills a canned reply's placeholders (pure; docs/areas/helpdesk.md, "Canned replies"): each `{{name}}` (spaces
 * inside the braces allowed) whose name has a value in `values` becomes that value HTML-escaped (a raiser named
 * `<b>x</b>` shows as text); any other `{{…}}` stays as written.
 * @example fillPlaceholders('Hi {{raiser.firstName}} {{x}}', { 'raiser.firstName': 'A&B' }) // 'Hi A&amp;B {{x}}'
 */
export function fillPlaceholders(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value === undefined ? whole : escapeHtmlText(value);
  });
}

const Id = Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });

const Title = Type.String({
  minLength: 1,
  maxLength: CANNED_REPLY_TITLE_MAX_LENGTH,
  pattern: '\\S',
  ...withMessages({
    default: HelpdeskMessages.cannedReplies.titleRequired,
    maxLength: HelpdeskMessages.cannedReplies.titleRequired,
  }),
});

const Body = Type.String({
  minLength: 1,
  maxLength: CANNED_REPLY_BODY_MAX_LENGTH,
  ...withMessages({
    default: HelpdeskMessages.cannedReplies.bodyRequired,
    maxLength: HelpdeskMessages.cannedReplies.bodyRequired,
  }),
});

const Kind = Type.Unsafe<CannedReplyKind>(
  Type.String({ enum: [...CANNED_REPLY_KINDS], ...withMessages({ default: HelpdeskMessages.cannedReplies.kindInvalid }) }),
);

/**
 * One canned reply. `department` is set for a department's reply (null for a personal one), `ownerId` for a
 * personal one (null for a department's); `body` is sanitised HTML with its placeholders unfilled; `updatedAt` an
 * ISO 8601 instant (UTC).
 */
export const CannedReplySchema = Type.Object({
  _id: Type.String(),
  kind: Kind,
  department: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  ownerId: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  body: Type.String(),
  updatedAt: Type.String(),
});
export type CannedReply = Static<typeof CannedReplySchema>;

/**
 * GET /canned-replies query: `departmentId` keeps one department's replies (a SuperAdmin's filter; a Department user
 * sees its own department's anyway) and the caller's personal ones unless `kind` says otherwise; `kind` keeps one
 * kind; `q` keeps titles containing it (any case).
 */
export const ListCannedRepliesQuerySchema = Type.Object(
  {
    departmentId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    kind: Type.Optional(Kind),
    q: Type.Optional(Type.String({ maxLength: CANNED_REPLY_TITLE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type ListCannedRepliesQuery = Static<typeof ListCannedRepliesQuerySchema>;
export const ListCannedRepliesResponseSchema = Type.Object({ data: Type.Array(CannedReplySchema) });
export type ListCannedRepliesResponse = Static<typeof ListCannedRepliesResponseSchema>;

/**
 * POST /canned-replies: `kind` 'personal' (the caller's own) or 'department' with `departmentId` (a SuperAdmin: any
 * live department; a Department user: its own, which is also the default when omitted).
 */
export const CreateCannedReplyBodySchema = Type.Object(
  {
    kind: Kind,
    departmentId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    title: Title,
    body: Body,
  },
  { additionalProperties: false },
);
export type CreateCannedReplyBody = Static<typeof CreateCannedReplyBodySchema>;

/** PUT /canned-replies/:id: a new title and body (the kind and department stay). */
export const UpdateCannedReplyBodySchema = Type.Object({ title: Title, body: Body }, { additionalProperties: false });
export type UpdateCannedReplyBody = Static<typeof UpdateCannedReplyBodySchema>;

/** The `:id` of PUT, DELETE and render. */
export const CannedReplyParamsSchema = Type.Object({ id: Id });
export type CannedReplyParams = Static<typeof CannedReplyParamsSchema>;

/** Answer of POST and PUT: the message and the reply as saved. */
export const CannedReplyResponseSchema = Type.Object({ message: Type.String(), data: CannedReplySchema });
export type CannedReplyResponse = Static<typeof CannedReplyResponseSchema>;

/** POST /canned-replies/:id/render {ticketId} → {data: {html}}: the body with the ticket's placeholders filled. */
export const RenderCannedReplyBodySchema = Type.Object({ ticketId: Id }, { additionalProperties: false });
export type RenderCannedReplyBody = Static<typeof RenderCannedReplyBodySchema>;
export const RenderCannedReplyResponseSchema = Type.Object({ data: Type.Object({ html: Type.String() }) });
export type RenderCannedReplyResponse = Static<typeof RenderCannedReplyResponseSchema>;
