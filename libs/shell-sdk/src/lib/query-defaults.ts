import type { QueryClientConfig } from '@tanstack/react-query';

/**
 * The options of every QueryClient of the Back Office: the shell's (shared with its remotes), the one a remote
 * makes when it runs alone (standalone page, parcel) and, with retries off, the tests'. Only a type comes from
 * @tanstack/react-query, so this lib (on the login page) stays free of it; the callers do `new QueryClient(…)`.
 *
 * - `staleTime` 30 s: a page opened again within half a minute shows its cached rows at once, and a write
 *   invalidates what it changed anyway (docs/frontend-data.md).
 * - `retry` 1: one more try on a failed read, then the page's error state with its Retry button.
 * - no refetch on window focus: a list must not reload under the user's pointer.
 */
export const QUERY_CLIENT_DEFAULTS = {
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
} as const satisfies QueryClientConfig;
