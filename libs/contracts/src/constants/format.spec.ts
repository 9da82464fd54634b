import {
  DEFAULT_FORMAT_PREFERENCES,
  currencyCode,
  formatBytes,
  formatDate,
  formatDateTime,
  formatDateTimeForExport,
  isoDayInZone,
  startOfDayIn,
  endOfDayIn,
  formatDay,
  formatDuration,
  formatMinorDecimal,
  formatMinorGrouped,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelative,
  formatTime,
  getFormatPreferences,
  minorDigits,
  setFormatPreferences,
  subscribeFormatPreferences,
} from './format';

afterEach(() => setFormatPreferences(DEFAULT_FORMAT_PREFERENCES));

describe('money', () => {
  it('writes each currency with its own symbol and minor digits', () => {
    expect(formatMoney(9639, 'AUD')).toBe('A$96.39');
    expect(formatMoney(128800, 'THB')).toBe('฿1,288.00');
    expect(formatMoney(12345678, 'INR')).toBe('₹123,456.78');
    expect(formatMoney(12345678, 'INR', { locale: 'en-IN' })).toBe('₹1,23,456.78');
    // JPY has no minor units: 1200 minor units are 1,200 yen.
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(-2002, 'AUD')).toBe('-A$20.02');
    expect(formatMoney(500, 'USD')).toBe('US$5.00');
  });

  it('takes the symbols the API still sends, and says nothing for no amount', () => {
    expect(currencyCode('A$')).toBe('AUD');
    expect(currencyCode('฿')).toBe('THB');
    expect(currencyCode('thb')).toBe('THB');
    expect(formatMoney(128800, '฿')).toBe('฿1,288.00');
    expect(formatMoney(null, 'AUD')).toBe('—');
    // A symbol an admin typed that names no known currency is shown as given, never taken for A$.
    expect(currencyCode('kr')).toBeNull();
    expect(formatMoney(123456, 'kr')).toBe('kr 1,234.56');
    expect(formatMoney(500, '$')).toBe('$ 5.00');
    expect(formatMoney(Number.NaN, 'AUD')).toBe('—');
  });

  it('writes a plain decimal of the currency digits for inputs', () => {
    expect(formatMinorDecimal(9639, 'AUD')).toBe('96.39');
    expect(formatMinorDecimal(1200, 'JPY')).toBe('1200');
    expect(formatMinorGrouped(Number.MAX_SAFE_INTEGER, 'AUD')).toBe('90,071,992,547,409.91');
    expect(formatMinorGrouped(-123456, 'THB')).toBe('-1,234.56');
    expect(formatMinorGrouped(123456, 'JPY')).toBe('123,456');
  });
});

describe('dates and times', () => {
  it('writes a calendar day without shifting it, in the locale', () => {
    expect(formatDay('2026-12-06')).toBe('06/12/2026');
    expect(formatDay('2026-12-06', { locale: 'en-US' })).toBe('12/06/2026');
    expect(formatDay('2026-12-06', { timeZone: 'America/Los_Angeles' })).toBe('06/12/2026');
    expect(formatDay('not a day')).toBe('—');
    expect(formatDay(null)).toBe('—');
  });

  it('moves an instant across midnight into the viewer zone', () => {
    // 20:00 UTC on 5 December is 01:30 on 6 December in Kolkata (UTC+5:30).
    expect(formatDate('2026-12-05T20:00:00Z')).toBe('06/12/2026');
    expect(formatDate('2026-12-05T20:00:00Z', { timeZone: 'UTC' })).toBe('05/12/2026');
    expect(formatDateTime('2026-12-05T20:00:00Z')).toBe('06/12/2026, 1:30 am');
    // A time without an offset is UTC, as the API means it.
    expect(formatDateTime('2026-12-05T20:00:00')).toBe('06/12/2026, 1:30 am');
  });

  it("names the record's zone when it is not the viewer's", () => {
    expect(formatDateTime('2026-12-06T09:00:00Z', { zone: 'Australia/Sydney' })).toBe('06/12/2026, 8:00 pm AEDT');
    expect(formatDateTime('2026-12-06T09:00:00Z', { zone: 'Asia/Kolkata' })).toBe('06/12/2026, 2:30 pm');
    expect(formatDateTime('2026-12-06T09:00:00Z', { zone: 'Australia/Sydney', timeZone: 'Australia/Sydney' })).toBe('06/12/2026, 8:00 pm');
  });

  it('follows a daylight-saving change', () => {
    // Sydney leaves daylight saving at 03:00 on 5 April 2026 (UTC+11 to UTC+10).
    expect(formatDateTime('2026-04-04T12:00:00Z', { zone: 'Australia/Sydney' })).toBe('04/04/2026, 11:00 pm AEDT');
    expect(formatDateTime('2026-04-05T12:00:00Z', { zone: 'Australia/Sydney' })).toBe('05/04/2026, 10:00 pm AEST');
    expect(formatTime('2026-10-04T01:00:00Z', { zone: 'Australia/Sydney' })).toBe('12:00 pm');
  });

  it('writes an export row as formatDateTime does, across a DST change', () => {
    for (let t = Date.UTC(2026, 3, 4, 10); t < Date.UTC(2026, 3, 5, 20); t += 37 * 60_000) {
      const at = new Date(t);
      expect(formatDateTimeForExport(at, 'Australia/Sydney')).toBe(formatDateTime(at, { locale: 'en-AU', timeZone: 'Australia/Sydney' }));
    }
    expect(formatDateTimeForExport(null, 'UTC')).toBe('—');
  });

  it('writes Adelaide exports right across its half-hour change', () => {
    // Adelaide leaves daylight saving at 16:30 UTC on 4 April 2026.
    for (let t = Date.UTC(2026, 3, 4, 15); t < Date.UTC(2026, 3, 4, 18); t += 7 * 60_000) {
      const at = new Date(t);
      expect(formatDateTimeForExport(at, 'Australia/Adelaide')).toBe(formatDateTime(at, { locale: 'en-AU', timeZone: 'Australia/Adelaide' }));
    }
  });

  it('gives the instants a calendar day starts and ends in a zone', () => {
    expect(startOfDayIn('2026-12-31', 'Australia/Sydney')).toBe('2026-12-30T13:00:00.000Z');
    expect(endOfDayIn('2026-12-31', 'Australia/Sydney')).toBe('2026-12-31T12:59:59.999Z');
    // The day Sydney leaves daylight saving is 25 hours long.
    expect(startOfDayIn('2026-04-05', 'Australia/Sydney')).toBe('2026-04-04T13:00:00.000Z');
    expect(endOfDayIn('2026-04-05', 'Australia/Sydney')).toBe('2026-04-05T13:59:59.999Z');
    expect(startOfDayIn('2026-12-31')).toBe('2026-12-30T18:30:00.000Z');
  });

  it('gives the ISO day of an instant in a zone', () => {
    expect(isoDayInZone(Date.UTC(2026, 11, 5, 20), 'Asia/Kolkata')).toBe('2026-12-06');
    expect(isoDayInZone(new Date(Date.UTC(2026, 11, 5, 20)), 'UTC')).toBe('2026-12-05');
  });

  it('writes relative times', () => {
    const now = new Date('2026-12-06T10:00:00Z');
    expect(formatRelative('2026-12-06T09:55:00Z', { now })).toBe('5 minutes ago');
    expect(formatRelative('2026-12-08T10:00:00Z', { now })).toBe('in 2 days');
    expect(formatRelative('2026-12-05T10:00:00Z', { now })).toBe('yesterday');
    expect(formatRelative(undefined, { now })).toBe('—');
  });

  it('takes the viewer preferences and tells listeners, ignoring unknown values', () => {
    const heard = jest.fn();
    const stop = subscribeFormatPreferences(heard);
    setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' });
    expect(formatDateTime('2026-12-05T20:00:00Z')).toBe('12/05/2026, 8:00 PM');
    setFormatPreferences({ timeZone: 'Not/AZone' });
    expect(getFormatPreferences()).toEqual({ locale: 'en-US', timeZone: 'UTC' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shares the preferences with another copy of the module (a remote that bundles its own)', () => {
    jest.isolateModules(() => {
      const copy = require('./format') as typeof import('./format');
      expect(copy.formatDateTime).not.toBe(formatDateTime);
      setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' });
      expect(copy.formatDateTime('2026-12-05T20:00:00Z')).toBe('12/05/2026, 8:00 PM');
    });
  });
});

describe('numbers', () => {
  it('writes percentages, numbers, durations and sizes', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(10, { digits: 2 })).toBe('10.00%');
    expect(formatNumber(12345.678)).toBe('12,345.68');
    expect(formatNumber(52.1234, { digits: 4 })).toBe('52.1234');
    expect(formatDuration(180)).toBe('3 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(3120)).toBe('2 d 4 h');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2.0 MB');
  });
});
