/**
 * The pricing area's wire shapes (docs/areas/pricing.md, "Calls"): overnight pricing, coupons, country VAT/GST
 * with its versions, the logs, the archives and the scheduled jobs. Every call needs a SuperAdmin. Overnight
 * percentages travel as fractions (value/100); days are YYYY-MM-DD; instants ISO strings; rates in minor units.
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH } from './constants/common';
import { COUPON_APPLIED_TO, COUPON_SCOPES, COUPON_STATUSES, EXCHANGE_RATE_LOG_TYPES, JOB_NAMES, JOB_OUTCOMES, PricingRoutes } from './constants/pricing';
import { MessageResponseSchema } from './auth';
import { VatListResponseSchema, VatRecordSchema } from './bookings';
import { DayInput, NullableDayInput, dayInput, nullableDayInput } from './dates';
import { HotelQueryByPropertyBodySchema, HotelQueryResponseSchema } from './hotels';
import { PricingMessages } from './messages';
import { defineOperation } from './operation';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([Type.Null(), t]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Text = (max: number) => Type.String({ maxLength: max });
/**
 * A number of a form that may be null, as one list of JSON types: the validator (coercing types) leaves a value of
 * any listed type as it is, so 0 stays 0 (a union with a null member would coerce 0 to null, and a VAT of 0 % or a
 * coupon of 0 % would answer 'Please Enter …').
 */
const NumberOrNull = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
/** {@link NumberOrNull} that also takes the number as typed (a string, checked by the API). */
const NumberTextOrNull = (max: number) => Type.Unsafe<number | string | null>({ anyOf: [{ type: ['number', 'null'] }, { type: 'string', maxLength: max }] });
/**
 * A day: `YYYY-MM-DD` or a date-time, which the call receives as its day in the console's zone (docs/api-database.md,
 * "Dates"); '' as sent, so that the rules (contracts couponError) answer the form's message for a missing one.
 */
const Day = DayInput;
const Ref = /*#__PURE__*/ Type.Object({ _id: Type.String(), name: Type.String() });
const ChainRef = /*#__PURE__*/ Type.Object({ _id: Type.String(), clientTypeName: Type.String() });

/** Paging of the lists: page from 1, limit rows. */
const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
};

// ---- Pricing ---------------------------------------------------------------------------------------------

/** Fractions of the day rate, 0–1 (the form's percent / 100). */
export const OvernightFractionsSchema = /*#__PURE__*/ Type.Object({
  three: Type.Number(),
  six: Type.Number(),
  twelve: Type.Number(),
});
export type OvernightFractions = Static<typeof OvernightFractionsSchema>;

/** A row of the pricing table: the hotel, its chain (null: Other) and its overnight fractions. */
export const HotelPricingSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  city: Type.String(),
  commission: Nullable(ChainRef),
  overNightRatePercentage: OvernightFractionsSchema,
});
export type HotelPricing = Static<typeof HotelPricingSchema>;

/** GET /hotel/pricing: the pricing table, searchable by hotel name and filtered by chain (an id, or 'other'). */
export const PricingListQuerySchema = /*#__PURE__*/ Type.Object({
  search: Type.Optional(Text(100)),
  chain: Type.Optional(Text(ID_MAX_LENGTH)),
  ...Paging,
});
export type PricingListQuery = Static<typeof PricingListQuerySchema>;
export const PricingListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(HotelPricingSchema), total: Type.Integer() });
export type PricingListResponse = Static<typeof PricingListResponseSchema>;

/** POST /hotel/querybyproperty: `inputValue` a name (more than 2 characters) or a list of chain ids. */
export const QueryByPropertyBodySchema = /*#__PURE__*/ Type.Object(
  { inputValue: Type.Union([Text(100), Type.Array(Id, { maxItems: 200 })]) },
  { additionalProperties: false },
);
export const QueryByPropertyResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(HotelPricingSchema) });

/** Optional rates so that the API answers the form's messages in order ('Please Enter 3Hr Rate', …). */
const OvernightBody = /*#__PURE__*/ Type.Object({
  three: Type.Optional(NumberOrNull()),
  six: Type.Optional(NumberOrNull()),
  twelve: Type.Optional(NumberOrNull()),
});

/** POST /hotel/overNight: one hotel's overnight fractions. */
export const HotelOvernightBodySchema = /*#__PURE__*/ Type.Object(
  { hotelId: Type.Optional(Nullable(Id)), overNightRatePercentage: Type.Optional(OvernightBody) },
  { additionalProperties: false },
);
export type HotelOvernightBody = Static<typeof HotelOvernightBodySchema>;

/** PUT /hotel/OvernightUpdateBytype: every hotel of a chain ('other': the hotels without a chain). */
export const ChainOvernightBodySchema = /*#__PURE__*/ Type.Object(
  { commissionId: Type.Optional(Nullable(Id)), overNightRatePercentage: Type.Optional(OvernightBody) },
  { additionalProperties: false },
);
export type ChainOvernightBody = Static<typeof ChainOvernightBodySchema>;

/** The answer of both updates: the message and how many hotels changed. */
export const OvernightUpdatedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: Type.Object({ updated: Type.Integer() }) });
export type OvernightUpdatedResponse = Static<typeof OvernightUpdatedResponseSchema>;

// ---- Coupons ---------------------------------------------------------------------------------------------

export const CouponSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  code: Type.String(),
  /** Percent 0–100. */
  value: Type.Number(),
  startDate: Type.String(),
  endDate: Type.String(),
  endedAt: Nullable(Type.String()),
  appliedTo: literals(COUPON_APPLIED_TO),
  scope: literals(COUPON_SCOPES),
  scopeChain: Type.Array(ChainRef),
  scopeHotel: Type.Array(Ref),
  status: literals(COUPON_STATUSES),
  /** Reservations that used it (not cancelled or cancelled alike). */
  used: Type.Integer(),
  /** Its author (an admin): `_id` is the user's id (the admin's link, docs/areas/pricing.md, "Links"). */
  createdBy: Nullable(Type.Object({ _id: Type.String(), fullName: Type.String() })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Coupon = Static<typeof CouponSchema>;

/** GET /coupons: search by code, filter by status. */
export const CouponListQuerySchema = /*#__PURE__*/ Type.Object({
  search: Type.Optional(Text(50)),
  status: Type.Optional(literals(COUPON_STATUSES)),
  ...Paging,
});
export type CouponListQuery = Static<typeof CouponListQuerySchema>;
export const CouponListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(CouponSchema), total: Type.Integer() });
export type CouponListResponse = Static<typeof CouponListResponseSchema>;

/** POST /coupons and PUT /coupons/{id}: fields optional so that the API answers the form's messages in order. */
export const CouponBodySchema = /*#__PURE__*/ Type.Object(
  {
    code: Type.Optional(Nullable(Text(50))),
    value: Type.Optional(NumberOrNull()),
    startDate: Type.Optional(NullableDayInput),
    endDate: Type.Optional(NullableDayInput),
    appliedTo: Type.Optional(Nullable(Text(20))),
    scope: Type.Optional(Nullable(Text(20))),
    scopeChain: Type.Optional(Nullable(Type.Array(Id, { maxItems: 200 }))),
    scopeHotel: Type.Optional(Nullable(Type.Array(Id, { maxItems: 1000 }))),
  },
  { additionalProperties: false },
);
export type CouponBody = Static<typeof CouponBodySchema>;
/** The `:id` of the coupon calls (GET, PUT, DELETE /coupons/{id}, POST /coupons/{id}/end). */
export const CouponParamsSchema = /*#__PURE__*/ Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const CouponResponseSchema = /*#__PURE__*/ Type.Object({ data: CouponSchema });
export const CouponSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: CouponSchema });
export type CouponSavedResponse = Static<typeof CouponSavedResponseSchema>;

// ---- Country VAT/GST -------------------------------------------------------------------------------------

/** One version of a country's rate and VAT, in effect from `effectiveFrom` (a UTC day). */
export const VatVersionSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  effectiveFrom: Type.String(),
  exchangeRate: Type.Number(),
  vat: Type.Number(),
  source: literals(['create', 'edit', 'feed'] as const),
  /** Who saved it (an admin; null for the rates feed): `_id` is the user's id. */
  createdBy: Nullable(Type.Object({ _id: Type.String(), fullName: Type.String() })),
  createdAt: Type.String(),
});
export type VatVersion = Static<typeof VatVersionSchema>;

/** The form's fields; numbers may come as typed strings, checked by the API (contracts countryError). */
const CountryFields = {
  countryname: Type.Optional(Nullable(Text(100))),
  countryflag: Type.Optional(Nullable(Text(10))),
  currencyFor: Type.Optional(Nullable(Text(10))),
  shortName: Type.Optional(Nullable(Text(10))),
  currencyFullName: Type.Optional(Nullable(Text(100))),
  exchangeRate: Type.Optional(NumberTextOrNull(30)),
  vat: Type.Optional(NumberTextOrNull(30)),
  isDeleted: Type.Optional(Type.Boolean()),
};

/** POST /vatgst/addvat: answers `data` true, or false with 'Data already exist.' when the country exists. */
export const AddVatBodySchema = /*#__PURE__*/ Type.Object(CountryFields, { additionalProperties: false });
export type AddVatBody = Static<typeof AddVatBodySchema>;
export const AddVatResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: Type.Boolean() });
export type AddVatResponse = Static<typeof AddVatResponseSchema>;

/**
 * POST /vatgst/editvat: the same fields plus `vatgstId`; a changed exchange rate or VAT adds a version in effect
 * from `effectiveFrom` (a day, default today UTC): reservations and statements before it keep the old ones.
 */
export const EditVatBodySchema = /*#__PURE__*/ Type.Object(
  { ...CountryFields, vatgstId: Id, effectiveFrom: Type.Optional(nullableDayInput(PricingMessages.country.effectiveInvalid)) },
  { additionalProperties: false },
);
export type EditVatBody = Static<typeof EditVatBodySchema>;
export const EditVatResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: VatRecordSchema });

/** POST /vatgst/getBannerById: one country with its versions, newest first. */
export const VatByIdBodySchema = /*#__PURE__*/ Type.Object({ vatgstId: Id }, { additionalProperties: false });
export const VatDetailSchema = /*#__PURE__*/ Type.Intersect([VatRecordSchema, Type.Object({ versions: Type.Array(VatVersionSchema) })]);
export type VatDetail = Static<typeof VatDetailSchema>;
export const VatDetailResponseSchema = /*#__PURE__*/ Type.Object({ data: VatDetailSchema });

/** GET /vatgst/{flag}?date=YYYY-MM-DD: a country as it stood on that day (default today). */
export const VatByFlagParamsSchema = /*#__PURE__*/ Type.Object({ flag: Type.String({ minLength: 2, maxLength: 2 }) });
export const VatByFlagQuerySchema = /*#__PURE__*/ Type.Object({ date: Type.Optional(dayInput(PricingMessages.country.effectiveInvalid)) });
export const VatAtResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Intersect([VatRecordSchema, Type.Object({ effectiveFrom: Type.String() })]) });
export type VatAt = Static<typeof VatAtResponseSchema>['data'];

/** POST /vatgst/deletevatgst: marks it deleted and answers the refreshed list. */
export const DeleteVatBodySchema = /*#__PURE__*/ Type.Object({ vatId: Id, isDeleted: Type.Optional(Type.Literal(true)) }, { additionalProperties: false });
export const DeleteVatResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: Type.Array(VatRecordSchema) });
export type DeleteVatResponse = Static<typeof DeleteVatResponseSchema>;

// ---- Logs ------------------------------------------------------------------------------------------------

/**
 * The logs' filter: days (YYYY-MM-DD, UTC) of the run's start, both included; default the last 30 days. A day
 * outside 1900-01-01..9998-12-31 answers 400 naming the field (its window or next day would leave the calendar).
 */
export const LogQuerySchema = /*#__PURE__*/ Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...Paging,
});
export type LogQuery = Static<typeof LogQuerySchema>;

export const RateGainLogSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  hotelId: Ref,
  startDay: Type.String(),
  endDay: Type.String(),
  start: Type.String(),
  end: Type.String(),
  days: Type.Integer(),
});
export type RateGainLog = Static<typeof RateGainLogSchema>;
export const RateGainLogListSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(RateGainLogSchema), total: Type.Integer() });
export type RateGainLogList = Static<typeof RateGainLogListSchema>;

export const TransferredReservationSchema = /*#__PURE__*/ Type.Object({
  reservationId: Type.String(),
  bookingNo: Type.Integer(),
  hotelId: Type.String(),
  /** Minor units of `currency`. */
  amount: Type.Integer(),
  currency: Type.String(),
  transferId: Type.String(),
});
export const CancellationPeriodLogSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  start: Type.String(),
  end: Type.String(),
  transferred: Type.Array(TransferredReservationSchema),
  skipped: Type.Array(Type.Object({ reservationId: Type.String(), bookingNo: Type.Integer(), reason: Type.String() })),
});
export type CancellationPeriodLog = Static<typeof CancellationPeriodLogSchema>;
export const CancellationPeriodLogListSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(CancellationPeriodLogSchema), total: Type.Integer() });
export type CancellationPeriodLogList = Static<typeof CancellationPeriodLogListSchema>;

export const ExchangeRateLogSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  logType: literals(EXCHANGE_RATE_LOG_TYPES),
  /** Success or Fail, from the log type. */
  status: literals(['Success', 'Fail'] as const),
  start: Type.String(),
  end: Type.String(),
  detail: Type.String(),
});
export type ExchangeRateLog = Static<typeof ExchangeRateLogSchema>;
export const ExchangeRateLogListSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ExchangeRateLogSchema), total: Type.Integer() });
export type ExchangeRateLogList = Static<typeof ExchangeRateLogListSchema>;

/** A day of the exchange rate history: units of each currency per Australian dollar. */
export const ExchangeRateDaySchema = /*#__PURE__*/ Type.Object({ date: Type.String(), rates: Type.Record(Type.String(), Type.Number()) });
export type ExchangeRateDay = Static<typeof ExchangeRateDaySchema>;
export const ExchangeRateHistorySchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(ExchangeRateDaySchema),
  /** Every currency of the range, the columns. */
  currencies: Type.Array(Type.String()),
  total: Type.Integer(),
});
export type ExchangeRateHistory = Static<typeof ExchangeRateHistorySchema>;

// ---- Archives --------------------------------------------------------------------------------------------

export const ArchiveHotelsResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(Type.Object({ _id: Type.String(), hotelName: Type.String(), snapshots: Type.Integer() })) });
export type ArchiveHotels = Static<typeof ArchiveHotelsResponseSchema>['data'];

export const SnapshotAvailabilitySchema = /*#__PURE__*/ Type.Object({
  date: Type.String(),
  rooms: Type.Integer(),
  roomAvailability: Type.Integer(),
  expediaRate: Type.Integer(),
  overnightRate: Type.Integer(),
  threeHourRate: Type.Integer(),
  sixHourRate: Type.Integer(),
  twelveHourRate: Type.Integer(),
  slots: Type.Object({ three: Type.Integer(), six: Type.Integer(), twelve: Type.Integer() }),
});
export type SnapshotAvailability = Static<typeof SnapshotAvailabilitySchema>;
export const ArchiveSnapshotSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  day: Type.String(),
  /** ISO 4217 of the rates (minor units). */
  currency: Type.String(),
  takenAt: Type.String(),
  availabilities: Type.Array(SnapshotAvailabilitySchema),
});
export type ArchiveSnapshot = Static<typeof ArchiveSnapshotSchema>;
/** GET /archives/{hotelId}: the hotel's snapshots, newest first, within from..to (default the last 30 days). */
export const ArchiveSnapshotsResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(ArchiveSnapshotSchema), total: Type.Integer() });
export type ArchiveSnapshots = Static<typeof ArchiveSnapshotsResponseSchema>;
export const ArchiveParamsSchema = /*#__PURE__*/ Type.Object({ hotelId: Id });

// ---- Jobs ------------------------------------------------------------------------------------------------

export const JobRunSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  job: Type.String(),
  trigger: literals(['schedule', 'manual'] as const),
  asOf: Type.String(),
  startedAt: Type.String(),
  endedAt: Nullable(Type.String()),
  outcome: literals(JOB_OUTCOMES),
  attempt: Type.Integer(),
  touched: Type.Integer(),
  summary: Type.String(),
  error: Nullable(Type.String()),
});
export type JobRun = Static<typeof JobRunSchema>;

export const JobSchema = /*#__PURE__*/ Type.Object({
  name: literals(JOB_NAMES),
  label: Type.String(),
  description: Type.String(),
  /** Cron expression and its IANA time zone. */
  schedule: Type.String(),
  timezone: Type.String(),
  lastRun: Nullable(JobRunSchema),
  nextRun: Nullable(Type.String()),
  /** Queued or running now (Run now is refused meanwhile). */
  busy: Type.Boolean(),
});
export type Job = Static<typeof JobSchema>;
export const JobListResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(JobSchema) });
export const JobParamsSchema = /*#__PURE__*/ Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) });
export const JobRunsResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(JobRunSchema) });
export const JobQueuedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: Type.Object({ jobId: Type.String() }) });

// ---- Operations ------------------------------------------------------------------------------------------

/**
 * The pricing area's operations (issue 33; libs/api/README.md, "Operations defined once"), each the method and path
 * of `PricingRoutes` with the schemas its route validates. Every one needs a SuperAdmin.
 */
export const PricingOperations = {
  /** GET /hotel/pricing: one page of the pricing table, with the total. */
  listPricing: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listPricing, query: PricingListQuerySchema, response: { 200: PricingListResponseSchema } }),
  /**
   * POST /hotel/querybyproperty: the pricing modals' `{ inputValue }` (pricing rows) or the Missing Property ID
   * editor's `{ propertyId, limit }` (HotelSearchItems); one path, one route serving both bodies.
   */
  queryByProperty: /*#__PURE__*/ defineOperation({
    ...PricingRoutes.queryByProperty,
    body: Type.Union([QueryByPropertyBodySchema, HotelQueryByPropertyBodySchema]),
    response: { 200: Type.Union([QueryByPropertyResponseSchema, HotelQueryResponseSchema]) },
  }),
  /** POST /hotel/overNight: one hotel's overnight fractions. */
  setHotelOvernight: /*#__PURE__*/ defineOperation({ ...PricingRoutes.setHotelOvernight, body: HotelOvernightBodySchema, response: { 200: OvernightUpdatedResponseSchema } }),
  /** PUT /hotel/OvernightUpdateBytype: every hotel of a chain ('other': those without one). */
  setChainOvernight: /*#__PURE__*/ defineOperation({ ...PricingRoutes.setChainOvernight, body: ChainOvernightBodySchema, response: { 200: OvernightUpdatedResponseSchema } }),
  /** GET /coupons: one page of coupons, with the total. */
  listCoupons: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listCoupons, query: CouponListQuerySchema, response: { 200: CouponListResponseSchema } }),
  /** POST /coupons: 201 with the new coupon; 400, 409 for a taken code. */
  createCoupon: /*#__PURE__*/ defineOperation({ ...PricingRoutes.createCoupon, body: CouponBodySchema, response: { 201: CouponSavedResponseSchema } }),
  /** GET /coupons/:id: one coupon; 404. */
  getCoupon: /*#__PURE__*/ defineOperation({ ...PricingRoutes.getCoupon, params: CouponParamsSchema, response: { 200: CouponResponseSchema } }),
  /** PUT /coupons/:id: 400, 404, 409 for a taken code or an ended coupon. */
  updateCoupon: /*#__PURE__*/ defineOperation({ ...PricingRoutes.updateCoupon, params: CouponParamsSchema, body: CouponBodySchema, response: { 200: CouponSavedResponseSchema } }),
  /** DELETE /coupons/:id: 404, 409 when reservations used it. */
  deleteCoupon: /*#__PURE__*/ defineOperation({ ...PricingRoutes.deleteCoupon, params: CouponParamsSchema, response: { 200: MessageResponseSchema } }),
  /** POST /coupons/:id/end (no body): ends the coupon now; 404, 409 when already ended. */
  endCoupon: /*#__PURE__*/ defineOperation({ ...PricingRoutes.endCoupon, params: CouponParamsSchema, response: { 200: CouponSavedResponseSchema } }),
  /** GET /vatgst/all: every country not deleted. */
  listCountries: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listCountries, response: { 200: VatListResponseSchema } }),
  /** POST /vatgst/addvat: `data` false (a 200) when the country exists. */
  addCountry: /*#__PURE__*/ defineOperation({ ...PricingRoutes.addCountry, body: AddVatBodySchema, response: { 200: AddVatResponseSchema } }),
  /** POST /vatgst/editvat: 400, 404. */
  editCountry: /*#__PURE__*/ defineOperation({ ...PricingRoutes.editCountry, body: EditVatBodySchema, response: { 200: EditVatResponseSchema } }),
  /** POST /vatgst/getBannerById: one country with its versions; 404. */
  getCountry: /*#__PURE__*/ defineOperation({ ...PricingRoutes.getCountry, body: VatByIdBodySchema, response: { 200: VatDetailResponseSchema } }),
  /** POST /vatgst/deletevatgst: the refreshed list; 404. */
  deleteCountry: /*#__PURE__*/ defineOperation({ ...PricingRoutes.deleteCountry, body: DeleteVatBodySchema, response: { 200: DeleteVatResponseSchema } }),
  /** GET /vatgst/:flag?date=: the country as it stood on a day (default today, UTC); 400, 404. */
  getCountryAt: /*#__PURE__*/ defineOperation({
    ...PricingRoutes.getCountryAt,
    params: VatByFlagParamsSchema,
    query: VatByFlagQuerySchema,
    response: { 200: VatAtResponseSchema },
  }),
  /** GET /logs/rate-gain: one page of the market-rate runs. */
  listRateGainLogs: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listRateGainLogs, query: LogQuerySchema, response: { 200: RateGainLogListSchema } }),
  /** GET /logs/cancellation-period: one page of the funds-transfer runs. */
  listCancellationPeriodLogs: /*#__PURE__*/ defineOperation({
    ...PricingRoutes.listCancellationPeriodLogs,
    query: LogQuerySchema,
    response: { 200: CancellationPeriodLogListSchema },
  }),
  /** GET /logs/exchange-rate-gain: one page of the exchange-rate runs. */
  listExchangeRateLogs: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listExchangeRateLogs, query: LogQuerySchema, response: { 200: ExchangeRateLogListSchema } }),
  /** GET /logs/exchange-rate-history: one page of days, a column per currency. */
  getExchangeRateHistory: /*#__PURE__*/ defineOperation({ ...PricingRoutes.getExchangeRateHistory, query: LogQuerySchema, response: { 200: ExchangeRateHistorySchema } }),
  /** GET /archives/hotels: the hotels with availability snapshots. */
  listArchiveHotels: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listArchiveHotels, response: { 200: ArchiveHotelsResponseSchema } }),
  /** GET /archives/:hotelId: one page of a hotel's snapshots; 404. */
  listArchiveSnapshots: /*#__PURE__*/ defineOperation({
    ...PricingRoutes.listArchiveSnapshots,
    params: ArchiveParamsSchema,
    query: LogQuerySchema,
    response: { 200: ArchiveSnapshotsResponseSchema },
  }),
  /** GET /jobs: the scheduled jobs with their last and next run. */
  listJobs: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listJobs, response: { 200: JobListResponseSchema } }),
  /** GET /jobs/:name/runs: a job's recent runs; 404. */
  listJobRuns: /*#__PURE__*/ defineOperation({ ...PricingRoutes.listJobRuns, params: JobParamsSchema, response: { 200: JobRunsResponseSchema } }),
  /** POST /jobs/:name/run (no body): 202 queued; 404, 409 while queued or running. */
  runJobNow: /*#__PURE__*/ defineOperation({ ...PricingRoutes.runJobNow, params: JobParamsSchema, response: { 202: JobQueuedResponseSchema } }),
};
/** The pricing area's operations by name (`PricingOperations['listPricing']`: the api-client's type of a call). */
export type PricingOperations = typeof PricingOperations;
