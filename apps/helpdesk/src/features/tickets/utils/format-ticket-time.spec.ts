import { formatTicketTime } from './format-ticket-time';

describe('formatTicketTime', () => {
  it('shows the time in Asia/Kolkata (UTC+5:30), whatever the machine zone', () => {
    expect(formatTicketTime('2026-01-02T20:00:00.000Z')).toBe('Jan 3, 2026 1:30 AM');
    expect(formatTicketTime('2026-07-15T06:45:00.000Z')).toBe('Jul 15, 2026 12:15 PM');
  });

  it('gives an empty text for a bad date', () => {
    expect(formatTicketTime('not a date')).toBe('');
  });
});

describe('formatTicketTime around midnight and noon', () => {
  it('writes 12 for the hour after midnight and after noon, and reads a time without offset as UTC', () => {
    expect(formatTicketTime('2026-03-04T18:40:00.000Z')).toBe('Mar 5, 2026 12:10 AM');
    expect(formatTicketTime('2026-03-04T06:35:00Z')).toBe('Mar 4, 2026 12:05 PM');
    expect(formatTicketTime('2026-03-04T06:35:00')).toBe('Mar 4, 2026 12:05 PM');
    expect(formatTicketTime('2026-11-30T23:59:00.000+05:30')).toBe('Nov 30, 2026 11:59 PM');
  });
});
