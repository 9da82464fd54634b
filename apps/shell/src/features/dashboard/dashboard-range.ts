import { DASHBOARD_DEFAULT_RANGE_DAYS, getFormatPreferences, isoDayInZone } from '@backoffice/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The range presets the business section offers, in days (the last N days up to today). */
export const DASHBOARD_PRESETS = [7, 30, 90] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ('YYYY-MM-DD') moved by `days` (negative: earlier). Days have no zone: UTC arithmetic. */
export function addDays(day: string, days: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days));
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to `today` (both included): `{ from: today - (days - 1), to: today }`. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The dashboard's range and zone, as GET /api/dashboard takes them and as its query key holds them. */
export interface DashboardRange {
  /** First day of the business range, 'YYYY-MM-DD'. */
  from: string;
  /** Last day (included), 'YYYY-MM-DD'. */
  to: string;
  /** The IANA zone "today" is taken in: the viewer's display zone (the format module's preference). */
  zone: string;
}

/**
 * The business range kept in the URL (`?from=&to=`, docs/areas/dashboard.md, "The page"), so that a reload or a
 * shared link shows the same figures; absent or unreadable (not a day, or `to` before `from`): the last 30 days
 * up to today in the viewer's zone. `setRange` replaces the URL's range (history is not grown).
 */
export function useDashboardRange(): DashboardRange & { today: string; setRange: (range: { from: string; to: string }) => void } {
  const [params, setParams] = useSearchParams();
  const zone = getFormatPreferences().timeZone;
  const today = isoDayInZone(Date.now(), zone);
  const urlFrom = params.get('from') ?? '';
  const urlTo = params.get('to') ?? '';
  const valid = DAY.test(urlFrom) && DAY.test(urlTo) && urlFrom <= urlTo;
  const range = useMemo(
    () => (valid ? { from: urlFrom, to: urlTo } : lastDays(today, DASHBOARD_DEFAULT_RANGE_DAYS)),
    [valid, urlFrom, urlTo, today],
  );
  const setRange = useCallback(
    (next: { from: string; to: string }) =>
      setParams(
        (current) => {
          const q = new URLSearchParams(current);
          q.set('from', next.from);
          q.set('to', next.to);
          return q;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { ...range, zone, today, setRange };
}
