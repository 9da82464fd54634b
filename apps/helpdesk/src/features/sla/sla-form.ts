/**
 * The "SLA & business hours" form (docs/areas/helpdesk.md, "SLAs"): its values, its one yup schema (the API's limits
 * and messages, HelpdeskMessages.sla) and the conversions to and from the API's policy. Targets are typed as hours and
 * minutes of business time; each weekday's business hours as text, `09:00-17:00`, several spans separated by commas
 * (`09:00-12:00, 13:00-17:00`), `24:00` for the end of the day, empty for closed.
 */
import {
  DEFAULT_SLA_WEEK,
  HelpdeskMessages,
  MINUTES_PER_DAY,
  SLA_HOLIDAY_NAME_MAX_LENGTH,
  SLA_HOLIDAYS_MAX,
  SLA_TARGET_MAX_MINUTES,
  SLA_WEEKDAYS,
  getFormatPreferences,
  type SlaInterval,
  type SlaPolicy,
  type SlaPolicyBody,
  type SlaWeek,
} from '@backoffice/contracts';
import { array, boolean, number, object, string, type ObjectSchema } from 'yup';

/** The weekdays in the page's order (Monday first), with their API key (0 Sunday … 6 Saturday). */
export const WEEKDAY_ROWS: readonly { key: (typeof SLA_WEEKDAYS)[number]; label: string }[] = [
  { key: '1', label: 'Monday' },
  { key: '2', label: 'Tuesday' },
  { key: '3', label: 'Wednesday' },
  { key: '4', label: 'Thursday' },
  { key: '5', label: 'Friday' },
  { key: '6', label: 'Saturday' },
  { key: '0', label: 'Sunday' },
];

/** The form's values: targets as hours and minutes, the week by weekday key, holidays. */
export interface SlaFormValues {
  firstReplyHours: number | null;
  firstReplyMinutes: number | null;
  resolutionHours: number | null;
  resolutionMinutes: number | null;
  timeZone: string;
  week: Record<(typeof SLA_WEEKDAYS)[number], string>;
  holidays: { day: string; name: string }[];
  /** Unused by the API: whether a policy exists (Remove is offered then). */
  stored: boolean;
}

/** A new policy's targets: first reply within 4 business hours, resolution within 3 business days of 8 hours. */
export const NEW_POLICY_TARGETS = { firstReplyMinutes: 4 * 60, resolutionMinutes: 24 * 60 };

const TIME = /^(\d{1,2}):(\d{2})$/;

/** `HH:MM` as minutes after midnight (`24:00` is 1440), or null when it is not a time of day. */
function minutesOf(text: string): number | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes after midnight as `HH:MM` (1440 as `24:00`). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A day's business hours typed as text, as the API's intervals: `''` closed ([]); `09:00-17:00, 18:00-20:00`; or
 * null when the text is not that, or its spans are empty, out of order or overlapping.
 */
export function parseDayHours(text: string): SlaInterval[] | null {
  if (text.trim() === '') return [];
  const spans: SlaInterval[] = [];
  for (const part of text.split(',')) {
    const [from, to, extra] = part.split(/[-–]/);
    if (extra !== undefined || to === undefined) return null;
    const [s, e] = [minutesOf(from), minutesOf(to)];
    if (s === null || e === null || s >= e || e > MINUTES_PER_DAY) return null;
    if (spans.length && s < spans[spans.length - 1][1]) return null;
    spans.push([s, e]);
  }
  return spans;
}

/** A day's intervals as the form's text (`09:00-17:00, 18:00-20:00`; '' closed). */
export function formatDayHours(intervals: readonly (readonly number[])[]): string {
  return intervals.map(([s, e]) => `${timeOf(s)}-${timeOf(e)}`).join(', ');
}

/** The form's values of a stored policy, or of a new one (Monday to Friday 09:00-17:00, the viewer's zone). */
export function formValuesOf(policy: SlaPolicy | null): SlaFormValues {
  const first = policy?.firstReplyMinutes ?? NEW_POLICY_TARGETS.firstReplyMinutes;
  const resolution = policy?.resolutionMinutes ?? NEW_POLICY_TARGETS.resolutionMinutes;
  const week: SlaWeek = policy?.week ?? (DEFAULT_SLA_WEEK as SlaWeek);
  return {
    firstReplyHours: Math.floor(first / 60),
    firstReplyMinutes: first % 60,
    resolutionHours: Math.floor(resolution / 60),
    resolutionMinutes: resolution % 60,
    timeZone: policy?.timeZone ?? getFormatPreferences().timeZone,
    week: Object.fromEntries(SLA_WEEKDAYS.map((d) => [d, formatDayHours(week[d] ?? [])])) as SlaFormValues['week'],
    holidays: (policy?.holidays ?? []).map((h) => ({ day: h.day, name: h.name })),
    stored: !!policy,
  };
}

/** The PUT body of valid form values. */
export function policyBodyOf(values: SlaFormValues): SlaPolicyBody {
  return {
    firstReplyMinutes: (values.firstReplyHours ?? 0) * 60 + (values.firstReplyMinutes ?? 0),
    resolutionMinutes: (values.resolutionHours ?? 0) * 60 + (values.resolutionMinutes ?? 0),
    timeZone: values.timeZone,
    week: Object.fromEntries(SLA_WEEKDAYS.map((d) => [d, parseDayHours(values.week[d]) ?? []])) as SlaWeek,
    holidays: values.holidays.map((h) => ({ day: h.day, name: h.name.trim() })),
  };
}

const m = HelpdeskMessages.sla;
const hours = number().nullable().required(m.targetInvalid).integer(m.targetInvalid).min(0, m.targetInvalid).max(SLA_TARGET_MAX_MINUTES / 60, m.targetInvalid);
const minutes = number().nullable().required(m.targetInvalid).integer(m.targetInvalid).min(0, m.targetInvalid).max(59, m.targetInvalid);
/** A target of `h` hours and `min` minutes is within 1 minute … 30 days. */
const targetInRange = (h: number | null | undefined, min: number | null | undefined) => {
  const total = (h ?? 0) * 60 + (min ?? 0);
  return total >= 1 && total <= SLA_TARGET_MAX_MINUTES;
};
const dayHours = string().default('').test('hours', m.weekInvalid, (v) => parseDayHours(v ?? '') !== null);

/** The form's schema: the API's checks (slaPolicyProblem) with its messages, each beside its field. */
export const slaFormSchema: ObjectSchema<SlaFormValues> = object({
  firstReplyHours: hours,
  firstReplyMinutes: minutes.test('target', m.targetInvalid, function (v) {
    return targetInRange(this.parent.firstReplyHours, v);
  }),
  resolutionHours: hours,
  resolutionMinutes: minutes.test('target', m.targetInvalid, function (v) {
    return targetInRange(this.parent.resolutionHours, v);
  }),
  timeZone: string().required(m.timeZoneInvalid),
  week: object({
    '0': dayHours,
    '1': dayHours.test('open', m.weekEmpty, function () {
      // Reported on Monday's field: the first row of the grid.
      const week = this.parent as Record<string, string>;
      return Object.values(week).some((v) => (parseDayHours(v ?? '') ?? []).length > 0);
    }),
    '2': dayHours,
    '3': dayHours,
    '4': dayHours,
    '5': dayHours,
    '6': dayHours,
  }).required(),
  holidays: array(
    object({
      day: string().required(m.holidayInvalid).matches(/^\d{4}-\d{2}-\d{2}$/, m.holidayInvalid),
      name: string().default('').max(SLA_HOLIDAY_NAME_MAX_LENGTH, m.holidayNameTooLong),
    }),
  )
    .max(SLA_HOLIDAYS_MAX, m.tooManyHolidays)
    .test('unique', m.holidayInvalid, (list) => new Set((list ?? []).map((h) => h.day)).size === (list ?? []).length)
    .required(),
  stored: boolean().required(),
});
