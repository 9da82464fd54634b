/**
 * The dashboard (docs/areas/dashboard.md): `GET /api/dashboard?from=&to=&zone=` answers, in one call, what the
 * caller's role works on: a SuperAdmin's work queues and the business in figures for a range beside the previous
 * period; a Department user's open tickets by status and age; an Employee's own tickets with their last replies.
 * Each queue is a count that the console links to the filtered list holding exactly those records
 * (DASHBOARD_QUEUES, dashboard-queues.ts).
 */
import { Type, type Static } from 'typebox';
import { PlatformRoutes } from './constants/platform';
import type { DashboardQueueKey } from './dashboard-queues';
import { defineOperation } from './operation';

/** The most days one range may span. */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** Days of the range when `from`/`to` are not given: the last 30 days up to today, in `zone`. */
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;
/**
 * The console's currency (ISO 4217): every amount of the business figures is converted to it with the stored exchange
 * rates (units of a currency per Australian dollar, the exchange rate job's; docs/areas/dashboard.md, "Money").
 */
export const DASHBOARD_CURRENCY = 'AUD';
/** The slots of a stay, in hours, in the order the figures list them. */
export const DASHBOARD_SLOTS = [3, 6, 12] as const;
/** Characters of a last reply's text (markup removed) that a dashboard ticket shows. */
export const DASHBOARD_EXCERPT = 140;
/** How many hotels and chains the top lists name. */
export const DASHBOARD_TOP = 5;
/** How many tickets the Department's oldest-waiting list and the Employee's own list show. */
export const DASHBOARD_TICKETS = 10;
/** Ticket age buckets, in hours: under 24 h, 1-3 days, 3-7 days, over 7 days. */
export const DASHBOARD_AGE_BUCKETS = ['lt1d', '1to3d', '3to7d', 'gt7d'] as const;
export type DashboardAgeBucket = (typeof DASHBOARD_AGE_BUCKETS)[number];

/** Ours: the dashboard's 400 answers. */
export const DashboardMessages = {
  badRange: 'The start date must be on or before the end date.',
  rangeTooLong: `Choose a range of at most ${DASHBOARD_MAX_RANGE_DAYS} days.`,
  badZone: 'Unknown time zone.',
} as const;


const Day = Type.String({ format: 'date' });

/**
 * GET /api/dashboard's query: `from`/`to` the business range's first and last calendar day (YYYY-MM-DD, both
 * included; default the last 30 days), `zone` the IANA time zone "today" and the days are taken in (default the
 * console's display zone, Asia/Kolkata).
 */
export const DashboardQuerySchema = /*#__PURE__*/ Type.Object(
  { from: Type.Optional(Day), to: Type.Optional(Day), zone: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

/** One queue: how many records wait, and since when the oldest waits (ISO instant), when that means something. */
export const DashboardQueueSchema = /*#__PURE__*/ Type.Object({
  key: Type.Unsafe<DashboardQueueKey>(Type.String()),
  count: Type.Integer(),
  oldestAt: Type.Union([Type.String(), Type.Null()]),
});
export type DashboardQueue = Static<typeof DashboardQueueSchema>;

/** Open tickets (status Open or In Progress) by age bucket and by department. */
export const TicketLoadSchema = /*#__PURE__*/ Type.Object({
  byStatus: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() })),
  byAge: Type.Array(Type.Object({ bucket: Type.Unsafe<DashboardAgeBucket>(Type.String()), count: Type.Integer() })),
  byDepartment: Type.Array(Type.Object({ departmentId: Type.String(), name: Type.String(), count: Type.Integer() })),
  /**
   * Open tickets past an SLA target not met, their clock running (docs/areas/helpdesk.md, "SLAs"; the SLA breaches
   * queue's count for every department).
   */
  slaBreaches: Type.Optional(Type.Integer()),
});
export type TicketLoad = Static<typeof TicketLoadSchema>;

/** One ticket of a dashboard list: oldest waiting first (Department) or latest activity first (Employee). */
export const DashboardTicketSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  number: Type.Integer(),
  title: Type.String(),
  status: Type.Integer(),
  departmentName: Type.String(),
  createdAt: Type.String(),
  /** When the ticket last changed hands (its last reply, else its creation): what "waiting since" counts from. */
  waitingSince: Type.String(),
  /** The last reply: who and when, and its first 140 characters of text (no HTML); null before any reply. */
  lastReply: Type.Union([Type.Object({ by: Type.String(), at: Type.String(), excerpt: Type.String() }), Type.Null()]),
});
export type DashboardTicket = Static<typeof DashboardTicketSchema>;

/** A period's figures; amounts in minor units of `currency` of {@link BusinessFiguresSchema}. */
export const PeriodFiguresSchema = /*#__PURE__*/ Type.Object({
  from: Day,
  to: Day,
  bookings: Type.Integer(),
  revenueMinor: Type.Integer(),
  commissionMinor: Type.Integer(),
  /** Cancelled bookings / bookings, 0-100 (percent), null when there were none. */
  cancellationRate: Type.Union([Type.Number(), Type.Null()]),
  /** No-shows / bookings, 0-100 (percent), null when there were none. */
  noShowRate: Type.Union([Type.Number(), Type.Null()]),
  /** Bookings and average booked stay (minutes) per slot of 3, 6 and 12 hours. */
  bySlot: Type.Array(Type.Object({ hours: Type.Integer(), bookings: Type.Integer(), averageMinutes: Type.Union([Type.Number(), Type.Null()]) })),
});
export type PeriodFigures = Static<typeof PeriodFiguresSchema>;

const Ranked = Type.Object({ id: Type.String(), name: Type.String(), bookings: Type.Integer(), revenueMinor: Type.Integer() });

/** The business for the range, the previous period of the same length beside it. */
export const BusinessFiguresSchema = /*#__PURE__*/ Type.Object({
  /** The console's currency (ISO 4217) every amount is converted to. */
  currency: Type.String(),
  /** The day of the stored exchange rates used; null when every amount was already in `currency`. */
  rateDate: Type.Union([Day, Type.Null()]),
  /**
   * Currencies met in the range for which no exchange rate is stored at all: their amounts are left out of every
   * sum (their bookings still count). Absent when there is none.
   */
  unconverted: Type.Optional(Type.Array(Type.String())),
  current: PeriodFiguresSchema,
  previous: PeriodFiguresSchema,
  topHotels: Type.Array(Ranked),
  topChains: Type.Array(Ranked),
  /** One point per day of the range (every day, zeros included). */
  trend: Type.Array(Type.Object({ day: Day, bookings: Type.Integer(), revenueMinor: Type.Integer() })),
});
export type BusinessFigures = Static<typeof BusinessFiguresSchema>;

/** GET /api/dashboard's answer: the parts of the caller's role (the others are absent). */
export const DashboardResponseSchema = /*#__PURE__*/ Type.Object({
  role: Type.String(),
  /** When the figures were computed (ISO instant). */
  generatedAt: Type.String(),
  /** "Today" in `zone`, YYYY-MM-DD. */
  today: Day,
  /** SuperAdmin. */
  queues: Type.Optional(Type.Array(DashboardQueueSchema)),
  figures: Type.Optional(BusinessFiguresSchema),
  /** SuperAdmin (every department), Department (its own). */
  tickets: Type.Optional(TicketLoadSchema),
  /** Department: its open tickets, oldest waiting first. Employee: its own tickets, latest activity first. */
  ticketList: Type.Optional(Type.Array(DashboardTicketSchema)),
});
export type DashboardResponse = Static<typeof DashboardResponseSchema>;

/**
 * The dashboard's operation (docs/areas/dashboard.md; libs/api/README.md, "Operations defined once"):
 * libs/api/platform registers the route from it and the api-client calls it. Any signed-in role (401 without a
 * token); 400 (DashboardMessages) for a range that ends before it starts or is too long, or an unknown zone.
 */
export const DashboardOperations = {
  /** GET /dashboard?from=&to=&zone=: what the caller's role works on, the other roles' parts absent. */
  getDashboard: /*#__PURE__*/ defineOperation({ ...PlatformRoutes.getDashboard, query: DashboardQuerySchema, response: { 200: DashboardResponseSchema } }),
};
/** The dashboard's operations by name (`DashboardOperations['getDashboard']`: the api-client's type of a call). */
export type DashboardOperations = typeof DashboardOperations;
