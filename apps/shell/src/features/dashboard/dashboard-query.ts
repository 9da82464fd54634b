import { getDashboard } from '@backoffice/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardRange } from './dashboard-range';

/** How often the dashboard asks again on its own, in ms: the fallback when no live change event arrives. */
export const DASHBOARD_REFETCH_MS = 60_000;

/**
 * The dashboard's query (docs/areas/dashboard.md, "The page"): key `['dashboard', { from, to, zone }]`, whose root
 * 'dashboard' the live change events invalidate; asked again every minute while the page shows; a new range keeps
 * the previous answer on screen until its own arrives.
 */
export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['dashboard', { from: range.from, to: range.to, zone: range.zone }] as const,
    queryFn: ({ signal }) => getDashboard({ from: range.from, to: range.to, zone: range.zone }, signal),
    refetchInterval: DASHBOARD_REFETCH_MS,
    placeholderData: keepPreviousData,
  });
