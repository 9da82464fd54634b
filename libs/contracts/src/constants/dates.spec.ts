/**
 * The shared day rule (docs/api-database.md, "Dates"): a day as it is, a date-time as its day in the console's zone
 * (Asia/Kolkata, UTC+05:30), the calendar checked, and only days from 1900-01-01 to 9998-12-31.
 */
import { DAY_MAX, DAY_MIN, readDay } from './dates';

describe('readDay', () => {
  it('takes a day as it is, and a date-time as its day in the console zone', () => {
    expect(readDay('2026-12-07')).toEqual({ day: '2026-12-07' });
    expect(readDay('2026-12-07T12:00:00.000Z')).toEqual({ day: '2026-12-07' });
    // 18:30Z is midnight in Kolkata: the next day there.
    expect(readDay('2026-12-06T18:30:00Z')).toEqual({ day: '2026-12-07' });
    expect(readDay('2026-12-06T18:29:59.999Z')).toEqual({ day: '2026-12-06' });
    expect(readDay('2026-12-07T00:00:00+05:30')).toEqual({ day: '2026-12-07' });
    expect(readDay('2026-12-07T23:00:00-0800')).toEqual({ day: '2026-12-08' });
    // A wall clock without an offset is read in the console's zone: its day is the one written.
    expect(readDay('2026-12-07 23:59')).toEqual({ day: '2026-12-07' });
    expect(readDay('2026-12-07T12:00:00Z', 'UTC')).toEqual({ day: '2026-12-07' });
    expect(readDay('2024-02-29')).toEqual({ day: '2024-02-29' });
  });

  it('says unreadable for text that is no day or date-time of the calendar', () => {
    for (const text of ['', 'tomorrow', '2026-02-30', '2023-02-29', '2026-13-01', '2026-12-7', '31/12/2026', '2026-12-07T25:00Z', '2026-12-07T12:60', '2026-12-07T12:00+24:00', '2026-12-07Tfoo', ' 2026-12-07', '+010000-01-01']) {
      expect({ text, read: readDay(text) }).toEqual({ text, read: { problem: 'unreadable' } });
    }
  });

  it(`takes days from ${DAY_MIN} to ${DAY_MAX} only, so that every window and next day computed from one is a day`, () => {
    expect(readDay(DAY_MIN)).toEqual({ day: DAY_MIN });
    expect(readDay(DAY_MAX)).toEqual({ day: DAY_MAX });
    for (const text of ['0000-01-01', '0001-01-01', '0001-01-29', '1899-12-31', '9999-01-01', '9999-12-31', '1899-12-31T12:00:00Z', '9998-12-31T20:00:00Z', '0099-01-01T00:00:00Z']) {
      expect({ text, read: readDay(text) }).toEqual({ text, read: { problem: 'outOfRange' } });
    }
    // A date-time's day in the zone decides: 1899-12-31T20:00Z is 1900-01-01 in Kolkata.
    expect(readDay('1899-12-31T20:00:00Z')).toEqual({ day: '1900-01-01' });
  });
});
