import {
  addBusinessMinutes,
  businessMinutesBetween,
  DEFAULT_SLA_WEEK,
  slaPolicyProblem,
  type BusinessCalendar,
} from './helpdesk-sla';
import { HelpdeskMessages } from './messages';

const london: BusinessCalendar = { timeZone: 'Europe/London', week: DEFAULT_SLA_WEEK, holidays: [] };
const allWeek = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [[0, 1440]] as [number, number][]]));
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('addBusinessMinutes', () => {
  it('a ticket raised on Friday evening is due on Monday morning (the weekend and the evening do not count)', () => {
    // Friday 6 March 2026, 18:00 in London (GMT): 2 business hours → Monday 9 March 11:00.
    expect(iso(addBusinessMinutes(at('2026-03-06T18:00:00Z'), 120, london))).toBe('2026-03-09T11:00:00.000Z');
    // Friday 16:00: one hour on Friday, one on Monday.
    expect(iso(addBusinessMinutes(at('2026-03-06T16:00:00Z'), 120, london))).toBe('2026-03-09T10:00:00.000Z');
  });

  it('starts at the next opening when raised before hours, and stays on the day when it fits', () => {
    expect(iso(addBusinessMinutes(at('2026-03-09T07:30:00Z'), 30, london))).toBe('2026-03-09T09:30:00.000Z');
    expect(iso(addBusinessMinutes(at('2026-03-09T10:00:00Z'), 60, london))).toBe('2026-03-09T11:00:00.000Z');
    expect(iso(addBusinessMinutes(at('2026-03-09T10:00:00Z'), 0, london))).toBe('2026-03-09T10:00:00.000Z');
  });

  it('skips a holiday (a local date of the calendar)', () => {
    const withHoliday = { ...london, holidays: ['2026-03-09'] };
    expect(iso(addBusinessMinutes(at('2026-03-06T16:00:00Z'), 120, withHoliday))).toBe('2026-03-10T10:00:00.000Z');
  });

  it('follows a daylight-saving change: business hours are wall-clock hours (London, 29 March 2026)', () => {
    // Friday 27 March 16:00 GMT; Monday 30 March is in BST, so 10:00 there is 09:00 UTC.
    expect(iso(addBusinessMinutes(at('2026-03-27T16:00:00Z'), 120, london))).toBe('2026-03-30T09:00:00.000Z');
  });

  it('counts the 25-hour day when Sydney leaves daylight saving (5 April 2026), round the clock', () => {
    const sydney: BusinessCalendar = { timeZone: 'Australia/Sydney', week: allWeek, holidays: [] };
    // Saturday 4 April 12:00 AEDT (01:00 UTC) + 48 hours → Monday 6 April 11:00 AEST (01:00 UTC).
    expect(iso(addBusinessMinutes(at('2026-04-04T01:00:00Z'), 48 * 60, sydney))).toBe('2026-04-06T01:00:00.000Z');
    // Sunday 5 April has 25 hours: local midnight Sunday (13:00Z Sat) to local midnight Monday (14:00Z Sun).
    expect(businessMinutesBetween(at('2026-04-04T13:00:00Z'), at('2026-04-05T14:00:00Z'), sydney)).toBe(25 * 60);
  });

  it('refuses a calendar with no business hours', () => {
    expect(() => addBusinessMinutes(at('2026-03-06T16:00:00Z'), 1, { ...london, week: {} })).toThrow(/no business hours/);
  });
});

describe('businessMinutesBetween', () => {
  it('counts only business hours, across a weekend and a daylight-saving change', () => {
    expect(businessMinutesBetween(at('2026-03-27T16:00:00Z'), at('2026-03-30T09:00:00Z'), london)).toBe(120);
    expect(businessMinutesBetween(at('2026-03-06T18:00:00Z'), at('2026-03-08T12:00:00Z'), london)).toBe(0);
    // London's 23-hour day, round the clock.
    const roundTheClock = { ...london, week: allWeek };
    expect(businessMinutesBetween(at('2026-03-29T00:00:00Z'), at('2026-03-29T23:00:00Z'), roundTheClock)).toBe(23 * 60);
  });

  it('is negative the other way round, and skips holidays', () => {
    expect(businessMinutesBetween(at('2026-03-09T11:00:00Z'), at('2026-03-09T10:30:00Z'), london)).toBe(-30);
    const withHoliday = { ...london, holidays: ['2026-03-09'] };
    expect(businessMinutesBetween(at('2026-03-06T16:00:00Z'), at('2026-03-10T10:00:00Z'), withHoliday)).toBe(120);
  });

  it('is the inverse of addBusinessMinutes from a business instant', () => {
    const start = at('2026-03-05T13:17:00Z');
    for (const minutes of [1, 59, 480, 1000, 5000]) {
      expect(businessMinutesBetween(start, addBusinessMinutes(start, minutes, london), london)).toBeCloseTo(minutes, 6);
    }
  });

  it('moves a due instant on by a pause (paused Friday 15:00, resumed Monday 10:00: 3 business hours)', () => {
    const created = at('2026-03-05T16:00:00Z'); // Thursday
    const due = addBusinessMinutes(created, 8 * 60, london); // Friday 16:00
    expect(iso(due)).toBe('2026-03-06T16:00:00.000Z');
    const paused = businessMinutesBetween(at('2026-03-06T15:00:00Z'), at('2026-03-09T10:00:00Z'), london);
    expect(paused).toBe(180);
    // One business hour was left at the pause (Friday 15:00 → 16:00): resumed Monday 10:00, due 11:00.
    expect(iso(addBusinessMinutes(due, paused, london))).toBe('2026-03-09T11:00:00.000Z');
  });
});

describe('slaPolicyProblem', () => {
  const valid = { firstReplyMinutes: 60, resolutionMinutes: 480, timeZone: 'Europe/London', week: DEFAULT_SLA_WEEK, holidays: [{ day: '2026-12-25', name: 'Christmas' }] };
  const m = HelpdeskMessages.sla;

  it('accepts a valid policy', () => expect(slaPolicyProblem(valid)).toBeNull());

  it('names what is wrong', () => {
    expect(slaPolicyProblem({ ...valid, firstReplyMinutes: 0 })).toBe(m.targetInvalid);
    expect(slaPolicyProblem({ ...valid, resolutionMinutes: 60 * 24 * 30 + 1 })).toBe(m.targetInvalid);
    expect(slaPolicyProblem({ ...valid, timeZone: 'Mars/Olympus' })).toBe(m.timeZoneInvalid);
    expect(slaPolicyProblem({ ...valid, week: { '1': [[600, 540]] } })).toBe(m.weekInvalid);
    expect(slaPolicyProblem({ ...valid, week: { '1': [[540, 720], [700, 1020]] } })).toBe(m.weekInvalid);
    expect(slaPolicyProblem({ ...valid, week: { '1': [[0, 1441]] } })).toBe(m.weekInvalid);
    expect(slaPolicyProblem({ ...valid, week: { '0': [] } })).toBe(m.weekEmpty);
    expect(slaPolicyProblem({ ...valid, holidays: [{ day: '2026-02-30', name: '' }] })).toBe(m.holidayInvalid);
    expect(slaPolicyProblem({ ...valid, holidays: [valid.holidays[0], valid.holidays[0]] })).toBe(m.holidayInvalid);
    const many = Array.from({ length: 201 }, (_, i) => ({ day: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), name: '' }));
    expect(slaPolicyProblem({ ...valid, holidays: many })).toBe(m.tooManyHolidays);
  });
});
