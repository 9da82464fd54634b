/**
 * Wire shapes of the help desk's SLAs (docs/areas/helpdesk.md, "SLAs"): per department, first reply and resolution
 * targets in business hours on a calendar with its time zone and holidays, and the business-hours arithmetic the API's
 * clock runs on (pure; the zone conversions are the format module's, so the console may use it too).
 */
import { Type, type Static } from 'typebox';
import { isoDayInZone, isTimeZone, offsetMinutes } from './constants/format';
import { COMMON_TIME_ZONES } from './constants/limits';
import { isIsoDay } from './constants/pricing';
import { HelpdeskMessages } from './messages';
import { withMessages } from './validation';

/** The largest first reply or resolution target: 30 days of business minutes. */
export const SLA_TARGET_MAX_MINUTES = 60 * 24 * 30;
/** At most this many holidays per department. */
export const SLA_HOLIDAYS_MAX = 200;
/** A holiday's name, at most this many characters. */
export const SLA_HOLIDAY_NAME_MAX_LENGTH = 100;
/** The about-to-breach notice goes out when a target is due within this many minutes (wall clock). */
export const SLA_WARN_MARGIN_MINUTES = 15;
/** Minutes in a day: an interval's end is at most this (local midnight of the next day). */
export const MINUTES_PER_DAY = 1440;

/** The time zones the SLA page offers (a stored zone not among them is offered too): the console's common ones. */
export const SLA_TIME_ZONES: readonly string[] = COMMON_TIME_ZONES;

/** The weekdays' keys, 0 Sunday … 6 Saturday (Date's getUTCDay of a local date). */
export const SLA_WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type SlaWeekday = (typeof SLA_WEEKDAYS)[number];

/** One span of business hours: [start, end) in minutes after local midnight, 0 ≤ start < end ≤ 1440. */
export type SlaInterval = [number, number];
/** A week of business hours: for each weekday (0 Sunday … 6 Saturday), its ordered, non-overlapping intervals. */
export type SlaWeek = Record<SlaWeekday, SlaInterval[]>;

/** The default week of a new policy: Monday to Friday, 09:00–17:00. */
export const DEFAULT_SLA_WEEK: Readonly<SlaWeek> = Object.freeze({
  '0': [],
  '1': [[540, 1020]],
  '2': [[540, 1020]],
  '3': [[540, 1020]],
  '4': [[540, 1020]],
  '5': [[540, 1020]],
  '6': [],
});

/**
 * A business calendar as the arithmetic reads it: an IANA time zone, a week of intervals (keys '0'..'6', missing =
 * closed) and holidays as local dates `YYYY-MM-DD` in that zone (closed all day).
 */
export interface BusinessCalendar {
  timeZone: string;
  week: Partial<Record<string, readonly (readonly [number, number])[]>>;
  holidays: readonly string[];
}

const Minutes = Type.Integer({ minimum: 0, maximum: MINUTES_PER_DAY });
/**
 * A [start, end) pair of minutes: an array of exactly two (TypeBox's Tuple writes `items` as an array, which JSON Schema
 * 2020-12, the OpenAPI document's dialect, no longer allows).
 */
const pairOf = <T extends ReturnType<typeof Type.Integer>>(minutes: T) =>
  Type.Unsafe<[number, number]>(Type.Array(minutes, { minItems: 2, maxItems: 2 }));
const Intervals = Type.Array(pairOf(Minutes), { maxItems: 24, ...withMessages({ default: HelpdeskMessages.sla.weekInvalid }) });
const WeekSchema = Type.Object(
  Object.fromEntries(SLA_WEEKDAYS.map((d) => [d, Type.Optional(Intervals)])) as Record<SlaWeekday, ReturnType<typeof Type.Optional<typeof Intervals>>>,
  { additionalProperties: false },
);

/** A holiday: a local date `YYYY-MM-DD` in the policy's time zone and its name (may be empty). */
export const SlaHolidaySchema = Type.Object({
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  name: Type.String({ maxLength: SLA_HOLIDAY_NAME_MAX_LENGTH }),
});
export type SlaHoliday = Static<typeof SlaHolidaySchema>;

const Target = Type.Integer({ minimum: 1, maximum: SLA_TARGET_MAX_MINUTES, ...withMessages({ default: HelpdeskMessages.sla.targetInvalid }) });

/**
 * PUT /sla/departments/:departmentId: the policy to store (targets in business minutes, 1 … SLA_TARGET_MAX_MINUTES;
 * an IANA zone; the week; at most SLA_HOLIDAYS_MAX holidays, replacing the stored ones). Checked further by
 * {@link slaPolicyProblem}.
 */
export const SlaPolicyBodySchema = Type.Object(
  {
    firstReplyMinutes: Target,
    resolutionMinutes: Target,
    timeZone: Type.String({ minLength: 1, maxLength: 64, ...withMessages({ default: HelpdeskMessages.sla.timeZoneInvalid }) }),
    week: WeekSchema,
    holidays: Type.Array(SlaHolidaySchema, { maxItems: SLA_HOLIDAYS_MAX, ...withMessages({ maxItems: HelpdeskMessages.sla.tooManyHolidays }) }),
  },
  { additionalProperties: false },
);
export type SlaPolicyBody = Static<typeof SlaPolicyBodySchema>;

/** A department's stored policy: the body's fields with every weekday present, holidays by date. */
export const SlaPolicySchema = Type.Object({
  departmentId: Type.String(),
  firstReplyMinutes: Type.Integer(),
  resolutionMinutes: Type.Integer(),
  timeZone: Type.String(),
  week: Type.Record(Type.String(), Type.Array(pairOf(Type.Integer()))),
  holidays: Type.Array(SlaHolidaySchema),
  updatedAt: Type.String(),
});
export type SlaPolicy = Omit<Static<typeof SlaPolicySchema>, 'week'> & { week: SlaWeek };

/** Params of the /sla/departments/:departmentId calls. */
export const SlaDepartmentParamsSchema = Type.Object({ departmentId: Type.String({ maxLength: 64 }) });
export type SlaDepartmentParams = Static<typeof SlaDepartmentParamsSchema>;

/** GET /sla/departments/:departmentId → {data: policy | null} (null: the department's tickets have no SLA). */
export const SlaPolicyResponseSchema = Type.Object({ data: Type.Union([SlaPolicySchema, Type.Null()]) });
export type SlaPolicyResponse = { data: SlaPolicy | null };
/** PUT → {message, data: policy}; DELETE → {message, data: null}. */
export const SlaPolicySavedResponseSchema = Type.Object({
  message: Type.String(),
  data: Type.Union([SlaPolicySchema, Type.Null()]),
});
export type SlaPolicySavedResponse = { message: string; data: SlaPolicy | null };

/**
 * What is wrong with a policy, as the message the API answers with 400 (HelpdeskMessages.sla), or null when it is
 * valid: targets 1 … SLA_TARGET_MAX_MINUTES, a time zone the runtime knows, each day's intervals inside 0 … 1440,
 * non-empty, ordered and not overlapping, at least one open day, holidays real dates, each once, at most
 * SLA_HOLIDAYS_MAX, names at most SLA_HOLIDAY_NAME_MAX_LENGTH characters.
 */
export function slaPolicyProblem(p: {
  firstReplyMinutes: number;
  resolutionMinutes: number;
  timeZone: string;
  week: Partial<Record<string, readonly (readonly number[])[]>>;
  holidays: readonly { day: string; name: string }[];
}): string | null {
  const m = HelpdeskMessages.sla;
  const target = (n: number) => Number.isInteger(n) && n >= 1 && n <= SLA_TARGET_MAX_MINUTES;
  if (!target(p.firstReplyMinutes) || !target(p.resolutionMinutes)) return m.targetInvalid;
  if (!p.timeZone || !isTimeZone(p.timeZone)) return m.timeZoneInvalid;
  let open = false;
  for (const [key, intervals] of Object.entries(p.week)) {
    if (!(SLA_WEEKDAYS as readonly string[]).includes(key)) return m.weekInvalid;
    let previousEnd = -1;
    for (const interval of intervals ?? []) {
      const [start, end] = interval;
      if (interval.length !== 2 || !Number.isInteger(start) || !Number.isInteger(end)) return m.weekInvalid;
      if (start < 0 || end > MINUTES_PER_DAY || start >= end || start < previousEnd) return m.weekInvalid;
      previousEnd = end;
      open = true;
    }
  }
  if (!open) return m.weekEmpty;
  if (p.holidays.length > SLA_HOLIDAYS_MAX) return m.tooManyHolidays;
  const days = new Set<string>();
  for (const h of p.holidays) {
    if (!isIsoDay(h.day) || days.has(h.day)) return m.holidayInvalid;
    if (h.name.length > SLA_HOLIDAY_NAME_MAX_LENGTH) return m.holidayNameTooLong;
    days.add(h.day);
  }
  return null;
}

/** A week with every weekday present (missing days closed), intervals copied. */
export function fullSlaWeek(week: Partial<Record<string, readonly (readonly number[])[]>>): SlaWeek {
  return Object.fromEntries(
    SLA_WEEKDAYS.map((d) => [d, (week[d] ?? []).map(([s, e]) => [s, e] as SlaInterval)]),
  ) as SlaWeek;
}

// --- Business-hours arithmetic -------------------------------------------------------------------------------

const MINUTE_MS = 60_000;
/** The arithmetic gives up after this many local days without business time (a calendar closed for good). */
const MAX_DAYS_SCANNED = 3 * 366;

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day before `day` (YYYY-MM-DD). */
function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant (ms) the local wall time `minute` minutes after midnight of `day` happens in `zone`; 1440 is the next
 * day's midnight. In a spring-forward gap the wall time does not exist and the instant after the gap is answered
 * as the offset before it reads it (02:30 in London on the last Sunday of March is 03:30 BST).
 */
function localInstant(day: string, minute: number, zone: string): number {
  if (minute >= MINUTES_PER_DAY) return localInstant(nextDay(day), minute - MINUTES_PER_DAY, zone);
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minute * MINUTE_MS;
  let at = wall - offsetMinutes(new Date(wall), zone) * MINUTE_MS;
  at = wall - offsetMinutes(new Date(at), zone) * MINUTE_MS;
  return at;
}

/** The business spans ([start, end) instants in ms) of one local day; none on a holiday. */
function spansOf(day: string, calendar: BusinessCalendar, holidays: ReadonlySet<string>): [number, number][] {
  if (holidays.has(day)) return [];
  const weekday = String(new Date(`${day}T00:00:00Z`).getUTCDay());
  return (calendar.week[weekday] ?? []).map(
    ([s, e]) => [localInstant(day, s, calendar.timeZone), localInstant(day, e, calendar.timeZone)] as [number, number],
  );
}

/**
 * The instant `minutes` business minutes after `start` in `calendar` (docs/areas/helpdesk.md, "SLAs"): the clock runs
 * only inside the week's intervals, in the calendar's time zone (its daylight-saving changes followed: an interval
 * is wall-clock time), and stands still on holidays. 0 minutes answers `start`; a start outside business hours
 * begins at the next interval. Fractions of a minute are kept.
 * @throws Error when the calendar has no business time in the next three years (no open day).
 */
export function addBusinessMinutes(start: Date, minutes: number, calendar: BusinessCalendar): Date {
  let left = Math.max(0, minutes) * MINUTE_MS;
  if (left === 0) return new Date(start.getTime());
  const from = start.getTime();
  const holidays = new Set(calendar.holidays);
  let day = isoDayInZone(start, calendar.timeZone);
  for (let i = 0; i < MAX_DAYS_SCANNED; i++, day = nextDay(day)) {
    for (const [s, e] of spansOf(day, calendar, holidays)) {
      const begin = Math.max(s, from);
      if (begin >= e) continue;
      if (e - begin >= left) return new Date(begin + left);
      left -= e - begin;
    }
  }
  throw new Error('addBusinessMinutes(): the calendar has no business hours');
}

/**
 * The business minutes from `a` to `b` in `calendar` (fractions kept): the time inside the week's intervals, holidays
 * excluded. Negative when `b` is before `a` (minus the minutes from `b` to `a`).
 */
export function businessMinutesBetween(a: Date, b: Date, calendar: BusinessCalendar): number {
  if (b.getTime() < a.getTime()) return -businessMinutesBetween(b, a, calendar);
  const from = a.getTime();
  const to = b.getTime();
  const holidays = new Set(calendar.holidays);
  let total = 0;
  // The day before too: its last interval may end at local midnight, never later, so starting there is harmless.
  let day = previousDay(isoDayInZone(a, calendar.timeZone));
  const last = isoDayInZone(b, calendar.timeZone);
  for (let i = 0; i < 100_000; i++, day = nextDay(day)) {
    for (const [s, e] of spansOf(day, calendar, holidays)) {
      const begin = Math.max(s, from);
      const end = Math.min(e, to);
      if (end > begin) total += end - begin;
    }
    if (day === last) break;
  }
  return total / MINUTE_MS;
}

/** Which target a notice speaks of. */
export type SlaTarget = 'firstReply' | 'resolution';

/**
 * Notification text of a ticket about to pass an SLA target (to its assignee, or the department's users when it has
 * none): `First reply on TK-000123 "Printer" is due in 12 min`.
 * @param reference the ticket's reference (TK-000123); @param dueIn the time left, written by formatDuration.
 */
export function slaAboutToBreachNotificationText(target: SlaTarget, reference: string, title: string, dueIn: string): string {
  return `${target === 'firstReply' ? 'First reply' : 'Resolution'} on ${reference} "${title}" is due in ${dueIn}`;
}
