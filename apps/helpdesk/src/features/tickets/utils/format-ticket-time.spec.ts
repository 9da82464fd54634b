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
