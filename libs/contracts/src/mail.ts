/**
 * The mail queue's console calls (docs/api-database.md, "Mail"): the outbox list, one message, an attachment's
 * file and a retry, SuperAdmin only. Instants are ISO strings; sizes in bytes.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from './constants/mail';
import { PlatformRoutes } from './constants/platform';
import { defineOperation, fileResponse } from './operation';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));

/** GET /outbox query: `page` from 1, `limit` rows (20 by default), a channel, a status, `search` in recipient or subject, `attention`. */
export const OutboxListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    channel: Type.Optional(literals(OUTBOX_CHANNELS)),
    status: Type.Optional(literals(OUTBOX_STATUSES)),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /**
     * Only the messages that need someone: failed, or still queued or being sent MAIL_STUCK_MINUTES after their
     * attempt was due (the dashboard's failed or stuck e-mails, docs/areas/dashboard.md, "Work queues").
     */
    attention: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type OutboxListQuery = Static<typeof OutboxListQuerySchema>;

/** A file sent with a message; its bytes at GET /outbox/{id}/attachments/{index}. */
export const OutboxAttachmentSchema = /*#__PURE__*/ Type.Object({
  index: Type.Integer({ minimum: 0 }),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});
export type OutboxAttachmentInfo = Static<typeof OutboxAttachmentSchema>;

/**
 * The account an e-mail address belongs to, when it is a user's (not deleted): a customer (the customer app's,
 * userType APP) or another user, with the name to show: a RecordRef of that type. The Sent Mail page links a
 * message's recipient by it (docs/areas/users.md, "Links"), the cms lists a subscriber or enquirer
 * (docs/areas/cms.md, "Links").
 */
export const KnownUserSchema = /*#__PURE__*/ Type.Object({
  type: literals(['customer', 'user'] as const),
  id: Type.String(),
  name: Type.String(),
});
export type KnownUser = Static<typeof KnownUserSchema>;

/**
 * One message of the list. `attempts`: delivery attempts started; `lastError`: the last one's error;
 * `recipientRecord`: the user the e-mail went to, null for an SMS or an address that is no user's.
 */
export const OutboxItemSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  channel: literals(OUTBOX_CHANNELS),
  recipient: Type.String(),
  subject: Nullable(Type.String()),
  status: literals(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
  attachments: Type.Array(OutboxAttachmentSchema),
  recipientRecord: Nullable(KnownUserSchema),
});
export type OutboxItem = Static<typeof OutboxItemSchema>;

/** GET /outbox: newest first. */
export const OutboxListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(OutboxItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type OutboxListResponse = Static<typeof OutboxListResponseSchema>;

/** GET /outbox/{id}: the item with its plain-text body (`text`) and when the next attempt is due. */
export const OutboxMessageSchema = /*#__PURE__*/ Type.Object({
  ...OutboxItemSchema.properties,
  text: Type.String(),
  nextAttemptAt: Nullable(Type.String()),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** `{id}` of the outbox calls. */
export const OutboxIdParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });

/** `{id}` and `{index}` of GET /outbox/{id}/attachments/{index}. */
export const OutboxAttachmentParamsSchema = /*#__PURE__*/ Type.Object({
  id: Id,
  index: Type.Integer({ minimum: 0, maximum: 999 }),
});

/** POST /outbox/{id}/retry: `{ message, data }` with the message back in the queue. */
export const OutboxRetryResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: OutboxItemSchema });
export type OutboxRetryResponse = Static<typeof OutboxRetryResponseSchema>;

/**
 * The mail queue's operations (docs/api-database.md, "Mail"; libs/api/README.md, "Operations defined once"):
 * libs/api/platform registers each route from its operation and the api-client calls it. SuperAdmin only (403,
 * 401); 404 MailMessages.notFound / attachmentNotFound, 409 retryNotFailed.
 */
export const OutboxOperations = {
  /** GET /outbox?page=&limit=&channel=&status=&search=: one page of the messages, newest first. */
  listOutbox: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.listOutbox, query: OutboxListQuerySchema, response: { 200: OutboxListResponseSchema } }),
  /** GET /outbox/:id: one message with its text body. */
  getOutboxMessage: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getOutboxMessage, params: OutboxIdParamsSchema, response: { 200: OutboxMessageSchema } }),
  /** GET /outbox/:id/attachments/:index: the file, with its own content type and a Content-Disposition name. */
  fetchOutboxAttachment: /*#__PURE__*/ defineOperation({
    ...PlatformRoutes.fetchOutboxAttachment,
    params: OutboxAttachmentParamsSchema,
    response: { 200: fileResponse('*/*', "The attachment's bytes, with its own Content-Type and file name") },
  }),
  /** POST /outbox/:id/retry (no body): a failed message back in the queue. */
  retryOutboxMessage: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.retryOutboxMessage, params: OutboxIdParamsSchema, response: { 200: OutboxRetryResponseSchema } }),
};
/** The mail queue's operations by name (`OutboxOperations['listOutbox']`: the api-client's type of a call). */
export type OutboxOperations = typeof OutboxOperations;
