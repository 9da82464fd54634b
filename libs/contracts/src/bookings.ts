/**
 * The bookings area's wire shapes (docs/areas/bookings.md, "Calls") and the values the reservations screens and
 * calls derive from a reservation, its charge and its user, computed here once for both sides. Field names are
 * the spec's. Money in integer minor units (cents) of the charge's currency unless said otherwise; instants are
 * ISO strings, shown in the reservation's `timezone`. Every call needs a SuperAdmin.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { BILLING_FILTERS, RESERVATION_SORT_FIELDS, RESERVATION_STATUSES } from './constants/bookings';
import { DayInput } from './dates';
import { ApprovalRequestedSchema } from './approvals';
import { MessageResponseSchema } from './auth';
import { BookingsRoutes } from './constants/bookings';
import { defineOperation, fileResponse } from './operation';

/** Payment status of a reservation (docs/areas/bookings.md, "Refunds"). */
export type PaymentStatus = 'Refunded' | 'Partially refunded' | 'Paid' | 'Not Paid';

/** Charge statuses that count as paid. */
export const PAID_CHARGE_STATUSES = ['charged', 'success'] as const;

/**
 * Refunded when the reservation is refunded in full (`refund`); Partially refunded when some but not all of what
 * was captured was given back (`charge.refundedAmount` > 0, minor units); Paid when the charge status is charged or
 * success; otherwise Not Paid.
 */
export function paymentStatus(r: { refund?: boolean | null; charge?: { status?: string | null; refundedAmount?: number | null } | null }): PaymentStatus {
  if (r.refund) return 'Refunded';
  if ((r.charge?.refundedAmount ?? 0) > 0) return 'Partially refunded';
  const status = r.charge?.status ?? '';
  return (PAID_CHARGE_STATUSES as readonly string[]).includes(status) ? 'Paid' : 'Not Paid';
}

/**
 * Whether the commission of a reservation was deducted by billing: Excluded when excluded; Yes when its
 * chargeStatus is `charge` (with the invoice date when there is one, to show in its place); otherwise No.
 */
export function billingDeducted(r: {
  excluded?: boolean | null;
  chargeStatus?: string | null;
  invoiceIssueDate?: string | null;
}): { value: 'Excluded' | 'Yes' | 'No'; invoiceDate: string | null } {
  if (r.excluded) return { value: 'Excluded', invoiceDate: null };
  if (r.chargeStatus === 'charge') return { value: 'Yes', invoiceDate: r.invoiceIssueDate ?? null };
  return { value: 'No', invoiceDate: null };
}

/**
 * A reservation's revenue in the hotel's terms: the amount (minor units) times the exchange rate, rounded up to
 * a whole minor unit. A product that is whole up to floating-point noise (1000 × 1.1) is not rounded up again.
 */
export function revenue(amount: number, exchangeRate: number): number {
  const exact = amount * exchangeRate;
  const nearest = Math.round(exact);
  return Math.abs(exact - nearest) < 1e-6 ? nearest : Math.ceil(exact);
}

/** The commission as a percentage of the cost, to 2 decimals (0 when there is no cost). */
export function commissionPercent(commission: number, cost: number): number {
  if (!cost) return 0;
  return Math.round((commission / cost) * 100 * 100) / 100;
}

/** A charge's total: cost plus surcharge less the hotel's and the platform's discounts (minor units). */
export function chargeTotal(c: { cost: number; surcharge: number; hotelDiscount: number; timeflyzDiscount: number }): number {
  return c.cost + c.surcharge - c.hotelDiscount - c.timeflyzDiscount;
}

// ---- Wire shapes ----

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
/** A page of a searched list: `page` from 1, `limit` rows, `search` text. */
const PAGED = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
};
/** A day `YYYY-MM-DD` or a date-time (its day in the console's zone), 1900-01-01..9998-12-31 (docs/api-database.md, "Dates"). */
const DateOnly = DayInput;

/** The customer who booked (the spec's `bookedBy`). */
export const BookedBySchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  provider: Nullable(Type.String()),
  contactEmail: Nullable(Type.String()),
});
export type BookedBy = Static<typeof BookedBySchema>;

/** A row of GET /reservation/getReservations. `total` is the charge's total, in `currencySymbol`. */
export const ReservationListItemSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  bookingId: Type.String(),
  hotelId: Type.Object({ _id: Type.String(), name: Type.String() }),
  roomId: Nullable(Type.String()),
  duration: Type.Integer(),
  reservationStart: Type.String(),
  reservationEnd: Type.String(),
  createdAt: Type.String(),
  timezone: Type.String(),
  status: literals(RESERVATION_STATUSES),
  bookedBy: Nullable(BookedBySchema),
  chargeStatus: Nullable(Type.String()),
  statementIssueDate: Nullable(Type.String()),
  invoiceIssueDate: Nullable(Type.String()),
  excluded: Type.Boolean(),
  refund: Type.Boolean(),
  total: Nullable(Type.Integer()),
  currencySymbol: Type.String(),
  paymentStatus: Type.String(),
  billingDeducted: Type.String(),
});
export type ReservationListItem = Static<typeof ReservationListItemSchema>;

/**
 * GET /reservation/getReservations (and GET /reservation/export, the same filters): paged by `page` and `limit`;
 * `search` is a booking number (`TF100001` or `100001`), the start of a customer's first or last name or e-mail
 * ("first last" too), or the start of a hotel's name; `commission` a chain id (`other` for hotels without one);
 * `hotelId`; `billing` All/yes/no/excluded; `from`/`to` days of arrival (YYYY-MM-DD in Australia/Sydney, inclusive);
 * `status`; `customer` a customer's id (the customer record's bookings); `coupon` a coupon's code, any case (the
 * reservations that used it: a coupon's "Used" count, docs/areas/bookings.md, "Links").
 */
export const ReservationListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    ...PAGED,
    commission: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    hotelId: Type.Optional(Id),
    billing: Type.Optional(literals(BILLING_FILTERS)),
    from: Type.Optional(DateOnly),
    to: Type.Optional(DateOnly),
    status: Type.Optional(literals(RESERVATION_STATUSES)),
    customer: Type.Optional(Id),
    coupon: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    sort: Type.Optional(literals(RESERVATION_SORT_FIELDS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
  },
  { additionalProperties: false },
);
export type ReservationListQuery = Static<typeof ReservationListQuerySchema>;
export const ReservationListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(ReservationListItemSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type ReservationListResponse = Static<typeof ReservationListResponseSchema>;

/** A reservation's charge (the spec's `charge`), amounts in minor units of `currency`. */
export const ChargeSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  currency: Type.String(),
  amount: Type.Integer(),
  cost: Type.Integer(),
  surcharge: Type.Integer(),
  total: Type.Integer(),
  commission: Type.Integer(),
  commissionGST: Type.Integer(),
  hotelDiscount: Type.Integer(),
  timeflyzDiscount: Type.Integer(),
  stripeFee: Type.Integer(),
  captured: Type.Boolean(),
  status: Type.String(),
  userExchangeRate: Type.Number(),
  hotelExchangeRate: Type.Number(),
  userVatgst: Type.Object({ shortName: Type.String() }),
  hotelVatgst: Type.Object({ shortName: Type.String() }),
  paymentIntentId: Nullable(Type.String()),
  refundId: Nullable(Type.String()),
  refundedAmount: Type.Integer(),
});
export type Charge = Static<typeof ChargeSchema>;

/** A review with its tags (`value` 0 to 5) and the hotel's reply. */
export const ReviewSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  comment: Type.String(),
  tags: Type.Array(Type.Object({ key: Type.String(), value: Type.Number() })),
  reply: Nullable(Type.String()),
  userId: Type.Object({ _id: Nullable(Type.String()), fullName: Type.String() }),
  hotelId: Type.Object({ _id: Type.String(), name: Type.String() }),
  reservationId: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Review = Static<typeof ReviewSchema>;

/** One refund of a charge, as the reservation page lists them (newest last). */
export const ChargeRefundSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  reason: Type.String(),
  note: Nullable(Type.String()),
  refundId: Type.String(),
  by: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
  createdAt: Type.String(),
});
export type ChargeRefund = Static<typeof ChargeRefundSchema>;

/**
 * GET /reservation/{id}: the list row with the hotel, the room, the charge, the review and what may be done:
 * `canRefund` (paid, captured, not refunded), `canCancel` (not Cancelled), `canRemoveReview`.
 */
export const ReservationDetailsSchema = /*#__PURE__*/ Type.Object({
  ...ReservationListItemSchema.properties,
  ...Type.Object({
    hotel: Type.Object({
      _id: Type.String(),
      name: Type.String(),
      streetAddress: Type.String(),
      city: Type.String(),
      country: Type.String(),
      propertyId: Nullable(Type.String()),
    }),
    room: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
    accountType: Type.String(),
    payAtHotel: Type.Boolean(),
    bookingDevice: Type.String(),
    coupon: Nullable(Type.Object({ code: Type.String() })),
    charge: Nullable(ChargeSchema),
    review: Nullable(ReviewSchema),
    reviewId: Nullable(Type.String()),
    canRefund: Type.Boolean(),
    canCancel: Type.Boolean(),
    /** Each refund of the charge, oldest first (docs/areas/bookings.md, "Refunds"). */
    refunds: Type.Array(ChargeRefundSchema),
    /** What remains refundable: captured minus refunded (minor units of the charge's currency; 0 without a charge). */
    refundable: Type.Integer(),
  }).properties,
});
export type ReservationDetails = Static<typeof ReservationDetailsSchema>;

export const IdParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });

/** POST /reservation/excludeReservations: an array of reservation ids (1 to 500). */
export const ExcludeReservationsBodySchema = /*#__PURE__*/ Type.Array(Id, { minItems: 1, maxItems: 500 });
/** Its answer: the ids excluded now and those already processed by billing (left as they are). */
export const ExcludeReservationsResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  excluded: Type.Array(Type.String()),
  alreadyProcessed: Type.Array(Type.String()),
});
export type ExcludeReservationsResponse = Static<typeof ExcludeReservationsResponseSchema>;

/**
 * Why a refund was given (docs/areas/bookings.md, "Refunds"): one of these, plus free text (`note`; required with
 * `Other`).
 */
export const REFUND_REASONS = ['Guest complaint', 'Service issue', 'Booking error', 'Duplicate charge', 'Goodwill', 'Cancelled stay', 'Other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** Longest refund note (characters). */
export const REFUND_NOTE_MAX_LENGTH = 500;

/**
 * POST /reservation/refund (send an Idempotency-Key): refunds `amount` (minor units of the charge's currency; all
 * that remains refundable when omitted) of the charge, with a reason; several partial refunds per charge, their sum
 * never above what was captured. `cancel` true: the reservation is cancelled in the same step (Cancel and refund).
 * 200 with the refund; 202 with an approval request (ApprovalRequestedSchema) when the amount is at or above its
 * currency's four-eyes threshold; 400 (amount above what remains, a note missing for `Other`), 402 (the provider
 * refused), 409 (nothing left to refund, another money action under way), 502 (outcome unknown; retry).
 */
export const RefundBodySchema = /*#__PURE__*/ Type.Object(
  {
    chargeId: Id,
    amount: Type.Optional(Type.Integer({ minimum: 1 })),
    reason: Type.Optional(literals(REFUND_REASONS)),
    note: Type.Optional(Type.String({ maxLength: REFUND_NOTE_MAX_LENGTH })),
    cancel: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBodySchema>;
export const RefundResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  refundId: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** What remains refundable after this refund (minor units). */
  remaining: Type.Optional(Type.Integer()),
});
export type RefundResponse = Static<typeof RefundResponseSchema>;

/** PUT /reservation/hotel/{hotelId}/room/{roomId}/reservation/{id}: `status` Cancelled. */
export const CancelReservationParamsSchema = /*#__PURE__*/ Type.Object({ hotelId: Id, roomId: Id, id: Id });
export const CancelReservationBodySchema = /*#__PURE__*/ Type.Object({ status: Type.String({ maxLength: 40 }) }, { additionalProperties: false });


/**
 * POST /reservation/NoshowResevation: no-show reservations arriving between `reservationStart` and
 * `reservationEnd` (instants, both included); `captured` narrows to approved (true) or unapproved (false) charges.
 * With `page` (from 1) the answer is that page of `limit` rows (default 10, Limits.pageSize) with the window's
 * `total`; without it, every no-show of the window up to 1,000 and no total, as before (docs/areas/bookings.md,
 * "No shows").
 */
export const NoShowQueryBodySchema = /*#__PURE__*/ Type.Object(
  {
    reservationStart: Type.String({ format: 'date-time' }),
    reservationEnd: Type.String({ format: 'date-time' }),
    captured: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
  },
  { additionalProperties: false },
);
export type NoShowQueryBody = Static<typeof NoShowQueryBodySchema>;
export const NoShowItemSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  bookingId: Type.String(),
  /** The customer (`_id` null when the account is gone: the name is then shown without a link). */
  bookedBy: Type.Object({ _id: Nullable(Type.String()), fullName: Type.String(), email: Type.String() }),
  hotelId: Type.Object({ _id: Type.String(), name: Type.String() }),
  duration: Type.Integer(),
  reservationStart: Type.String(),
  reservationEnd: Type.String(),
  timezone: Type.String(),
  /** Always 'No show' here, as on the spec's reservation rows. */
  status: literals(RESERVATION_STATUSES),
  charge: Nullable(Type.Object({ _id: Type.String(), amount: Type.Integer(), captured: Type.Boolean(), currencySymbol: Type.String() })),
});
export type NoShowItem = Static<typeof NoShowItemSchema>;
/**
 * Answer of POST /reservation/NoshowResevation: the rows; with `page` asked, also the window's `total` and the
 * `page` and `limit` answered.
 */
export const NoShowListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(NoShowItemSchema),
  total: Type.Optional(Type.Integer()),
  page: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});
export type NoShowListResponse = Static<typeof NoShowListResponseSchema>;

/** POST /reservation/chargeStripeIntent (send an Idempotency-Key): captures a no-show's charge; answers "success". */
export const ChargeIntentBodySchema = /*#__PURE__*/ Type.Object({ charges: Id }, { additionalProperties: false });
/** Answer of POST /reservation/chargeStripeIntent: the JSON string "success" (a replay answers the same). */
export const ChargeIntentResponseSchema = /*#__PURE__*/ Type.Literal('success');

/** GET /review/hotel/{hotelId}. */
export const HotelReviewsResponseSchema = /*#__PURE__*/ Type.Object({
  hotel: Type.Object({ _id: Type.String(), name: Type.String() }),
  data: Type.Array(ReviewSchema),
});
export type HotelReviewsResponse = Static<typeof HotelReviewsResponseSchema>;

/** GET /user/customer/{id}: the customer, the number of bookings and the revenue (minor units, A$). */
export const CustomerRecordSchema = /*#__PURE__*/ Type.Object({
  customer: Type.Object({
    ...BookedBySchema.properties,
    accountType: Type.String(),
    userType: Type.String(),
    createdAt: Type.String(),
  }),
  totalBookings: Type.Integer(),
  totalRevenue: Type.Integer(),
  currencySymbol: Type.String(),
  /** Banned from every property. */
  bannedAll: Type.Boolean(),
});
export type CustomerRecord = Static<typeof CustomerRecordSchema>;

/** GET /user/customer: customers (userType APP), searched by name or e-mail, paged. */
export const CustomerListQuerySchema = /*#__PURE__*/ Type.Object(
  PAGED,
  { additionalProperties: false },
);
export const CustomerListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(Type.Object({ _id: Type.String(), fullName: Type.String(), email: Type.String(), accountType: Type.String() })),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

/** A property in the ban panels: `block` when the customer is banned there; `linked` when it shares the owner. */
export const BanEntrySchema = /*#__PURE__*/ Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  block: Type.Boolean(),
  linked: Type.Boolean(),
  bannedAt: Nullable(Type.String()),
});
export type BanEntry = Static<typeof BanEntrySchema>;
/** POST /hotel/blockList {userId}: the properties the customer is banned from (the accordion). */
export const BlockListBodySchema = /*#__PURE__*/ Type.Object({ userId: Id }, { additionalProperties: false });
/** POST /hotel/getblockInfo {userId, hotelId?}: the properties booked, and with `hotelId` its owner's others. */
export const BlockInfoBodySchema = /*#__PURE__*/ Type.Object({ userId: Id, hotelId: Type.Optional(Id) }, { additionalProperties: false });
export const BanListResponseSchema = /*#__PURE__*/ Type.Object({ bannedAll: Type.Boolean(), data: Type.Array(BanEntrySchema) });
export type BanListResponse = Static<typeof BanListResponseSchema>;
/** PUT /hotel/blockSingle: `hotel` or `hotelId` names the property. */
export const BlockSingleBodySchema = /*#__PURE__*/ Type.Object(
  { blockUserId: Id, hotel: Type.Optional(Id), hotelId: Type.Optional(Id), ban: Type.Boolean() },
  { additionalProperties: false },
);
export const BlockAllBodySchema = /*#__PURE__*/ Type.Object({ blockUserId: Id, ban: Type.Boolean() }, { additionalProperties: false });
export const BlockFromOwnerBodySchema = /*#__PURE__*/ Type.Object(
  { blockUserId: Id, hotelId: Id, ban: Type.Boolean() },
  { additionalProperties: false },
);

/** POST /user/resetPassword: mails the customer a single-use reset link. */
export const ResetPasswordBodySchema = /*#__PURE__*/ Type.Object(
  { email: Type.String({ maxLength: 254 }), userId: Id },
  { additionalProperties: false },
);
/** POST /user/resetPassword/confirm (public, from the link): sets the new password, once. */
export const ResetPasswordConfirmBodySchema = /*#__PURE__*/ Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 200 }), password: Type.String({ minLength: 6, maxLength: 200 }) },
  { additionalProperties: false },
);

/** GET /vatgst/all: the countries with their currency symbol (`shortName`), code and rate. */
export const VatRecordSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  countryname: Type.String(),
  countryflag: Type.String(),
  currencyFor: Type.String(),
  shortName: Type.String(),
  currencyFullName: Type.String(),
  exchangeRate: Type.Number(),
  vat: Type.Number(),
  isDeleted: Type.Boolean(),
});
export type VatRecord = Static<typeof VatRecordSchema>;
export const VatListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(VatRecordSchema) });

/** GET /review/hotel/{hotelId}: the hotel's id. */
export const HotelReviewsParamsSchema = /*#__PURE__*/ Type.Object({ hotelId: Type.String({ maxLength: 64 }) });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The bookings area's operations (docs/areas/bookings.md, "Calls"; SuperAdmin but the public reset confirmation),
 * each with the schemas its route validates (libs/api/README.md, "Operations defined once"). The money actions
 * (`refundReservation`, `approveNoShowCharge`) take an Idempotency-Key header and answer 202 with an approval
 * request at or above the four-eyes threshold.
 */
export const BookingsOperations = {
  /** GET /reservation/getReservations: one page of the filtered, sorted list. */
  listReservations: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.listReservations,
    query: ReservationListQuerySchema,
    response: { 200: ReservationListResponseSchema },
  }),
  /** GET /reservation/export: the whole filtered set as .xlsx (X-Total-Count: its rows). */
  exportReservations: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.exportReservations,
    query: ReservationListQuerySchema,
    response: { 200: fileResponse(XLSX, 'The matching reservations as an .xlsx workbook (X-Total-Count: their number)') },
  }),
  /** POST /reservation/excludeReservations: an array of ids; the excluded and those billing processed already. */
  excludeReservations: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.excludeReservations,
    body: ExcludeReservationsBodySchema,
    response: { 200: ExcludeReservationsResponseSchema },
  }),
  /** POST /reservation/refund (Idempotency-Key): 200 the refund, 202 an approval request. */
  refundReservation: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.refundReservation,
    body: RefundBodySchema,
    response: { 200: RefundResponseSchema, 202: ApprovalRequestedSchema },
  }),
  /** POST /reservation/NoshowResevation: the no-shows of a window. */
  listNoShows: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.listNoShows, body: NoShowQueryBodySchema, response: { 200: NoShowListResponseSchema } }),
  /** POST /reservation/chargeStripeIntent (Idempotency-Key): 200 the JSON string "success", 202 an approval request. */
  approveNoShowCharge: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.approveNoShowCharge,
    body: ChargeIntentBodySchema,
    response: { 200: ChargeIntentResponseSchema, 202: ApprovalRequestedSchema },
  }),
  /** PUT /reservation/hotel/:hotelId/room/:roomId/reservation/:id `{ status: 'Cancelled' }`. */
  cancelReservation: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.cancelReservation,
    params: CancelReservationParamsSchema,
    body: CancelReservationBodySchema,
    response: { 200: MessageResponseSchema },
  }),
  /** GET /reservation/:id: one reservation with its panels. */
  getReservation: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.getReservation, params: IdParamsSchema, response: { 200: ReservationDetailsSchema } }),
  /** GET /review/hotel/:hotelId: a hotel's reviews, newest first. */
  getHotelReviews: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.getHotelReviews,
    params: HotelReviewsParamsSchema,
    response: { 200: HotelReviewsResponseSchema },
  }),
  /** DELETE /review/:id: removes a review (soft delete). */
  removeReview: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.removeReview, params: IdParamsSchema, response: { 200: MessageResponseSchema } }),
  /** GET /user/customer: customers, searched and paged. */
  listCustomers: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.listCustomers, query: CustomerListQuerySchema, response: { 200: CustomerListResponseSchema } }),
  /** GET /user/customer/:id: the customer's record. */
  getCustomerRecord: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.getCustomerRecord, params: IdParamsSchema, response: { 200: CustomerRecordSchema } }),
  /** POST /user/resetPassword: mails the customer a single-use reset link. */
  resetGuestPassword: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.resetGuestPassword, body: ResetPasswordBodySchema, response: { 200: MessageResponseSchema } }),
  /** POST /user/resetPassword/confirm (public, rate limited): sets the new password, once. */
  confirmPasswordReset: /*#__PURE__*/ defineOperation({
    ...BookingsRoutes.confirmPasswordReset,
    body: ResetPasswordConfirmBodySchema,
    response: { 200: MessageResponseSchema },
  }),
  /** POST /hotel/blockList `{ userId }`: the properties the customer is banned from. */
  getBannedProperties: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.getBannedProperties, body: BlockListBodySchema, response: { 200: BanListResponseSchema } }),
  /** POST /hotel/getblockInfo `{ userId, hotelId? }`: the properties booked with their bans. */
  getBanInfo: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.getBanInfo, body: BlockInfoBodySchema, response: { 200: BanListResponseSchema } }),
  /** PUT /hotel/blockSingle: bans (or lifts the ban) from one property. */
  banOne: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.banOne, body: BlockSingleBodySchema, response: { 200: MessageResponseSchema } }),
  /** PUT /hotel/blockAll: from every property. */
  banAll: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.banAll, body: BlockAllBodySchema, response: { 200: MessageResponseSchema } }),
  /** PUT /hotel/blockAllFromOwner: from every property of the hotel's owner. */
  banLinked: /*#__PURE__*/ defineOperation({ ...BookingsRoutes.banLinked, body: BlockFromOwnerBodySchema, response: { 200: MessageResponseSchema } }),
};
/** The operations' types by name, for the api-client's `call<BookingsOperations['…']>` (a type import). */
export type BookingsOperations = typeof BookingsOperations;
