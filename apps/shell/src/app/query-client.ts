// The shell's one QueryClient, shared with every remote (docs/frontend-data.md). Imported by the private app
// only, so @tanstack/react-query loads after sign-in and never with the login screen.
import { ApiError, isConnectionProblem, subscribeConnection, isConnectionLost } from '@backoffice/api-client';
import { QUERY_CLIENT_DEFAULTS } from '@backoffice/shell-sdk';
import { QueryClient, type QueryObserverOptions } from '@tanstack/react-query';
import { session } from '../auth/session-store';

/** The longest wait between two tries of a read that fails for a connection problem, in milliseconds (30 s). */
export const CONNECTION_RETRY_MAX_MS = 30_000;

type Retry = QueryObserverOptions['retry'];
type RetryDelay = QueryObserverOptions['retryDelay'];

/**
 * A query's `retry` with connection problems added (docs/frontend-data.md, "Connection lost"): a read that failed
 * with a 503 or no answer is tried again until it succeeds, whatever the query asked; another failure keeps the
 * query's own rule (`retry` 1 by default, `false` where a page turned it off).
 */
function connectionRetry(retry: Retry): Retry {
  return (failureCount, error) => {
    if (isConnectionProblem(error)) return true;
    if (typeof retry === 'function') return retry(failureCount, error);
    if (typeof retry === 'number') return failureCount < retry;
    return retry ?? false;
  };
}

/**
 * The wait before trying a read again: for a connection problem 1 s, doubling with every failure, at most 30 s,
 * and never sooner than the answer's Retry-After; another failure keeps the query's own delay.
 */
function connectionRetryDelay(retryDelay: RetryDelay): RetryDelay {
  return (failureCount, error) => {
    if (isConnectionProblem(error)) {
      const after = ((error as ApiError).retryAfterSeconds ?? 0) * 1000;
      return Math.min(Math.max(1000 * 2 ** failureCount, after), CONNECTION_RETRY_MAX_MS);
    }
    if (typeof retryDelay === 'function') return retryDelay(failureCount, error);
    return retryDelay ?? Math.min(1000 * 2 ** failureCount, CONNECTION_RETRY_MAX_MS);
  };
}

/**
 * A QueryClient whose cache never outlives the session it was filled for: signing out (the token gone)
 * empties it; another token (another tab signed in as someone else) drops what is not shown and reloads what
 * is, so no page shows the previous user's rows.
 *
 * While the API cannot be reached (docs/frontend-data.md, "Connection lost"): every read, a remote's included,
 * is tried again with back-off for a 503 or no answer and keeps the data it shows (no error state); a write is
 * never tried again by itself (`retry` false for every mutation, whatever it asks); when a call succeeds again,
 * the reads still failing are asked again at once instead of at their next try.
 * @returns the client and `stop()` (for tests) to end its watch on the session and the connection.
 */
export function createSessionQueryClient(): { client: QueryClient; stop: () => void } {
  const client = new QueryClient(QUERY_CLIENT_DEFAULTS);
  // The per-query options come last in TanStack's merge, so the connection rule wraps them rather than being a
  // default a query could drop (helpdesk's ticket and cms's editors set `retry: false` for their 404s).
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: { _defaulted?: boolean }) => {
    if (options._defaulted) return options;
    const defaulted = defaultQueryOptions(options as never);
    return { ...defaulted, retry: connectionRetry(defaulted.retry), retryDelay: connectionRetryDelay(defaulted.retryDelay) };
  }) as QueryClient['defaultQueryOptions'];
  const defaultMutationOptions = client.defaultMutationOptions.bind(client);
  client.defaultMutationOptions = ((options?: { _defaulted?: boolean }) => {
    if (options?._defaulted) return options;
    return { ...(defaultMutationOptions(options as never) as object), retry: false };
  }) as QueryClient['defaultMutationOptions'];

  const stopConnection = subscribeConnection(() => {
    if (isConnectionLost()) return;
    // A read waiting for its next try is stopped (silently, its data kept) and asked again now: refetchQueries
    // alone would leave one without data waiting out its delay.
    const waiting = client
      .getQueryCache()
      .findAll({ type: 'active', predicate: (q) => q.state.fetchStatus === 'fetching' && q.state.fetchFailureCount > 0 });
    if (!waiting.length) return;
    const filters = { predicate: (q: (typeof waiting)[number]) => waiting.includes(q) };
    void client.cancelQueries(filters, { silent: true }).then(() => client.refetchQueries(filters));
  });

  let token = session.getToken();
  const stopSession = session.subscribe(() => {
    const next = session.getToken();
    if (next === token) return;
    const previous = token;
    token = next;
    if (!next || !previous) {
      client.clear();
      return;
    }
    client.removeQueries({ type: 'inactive' });
    void client.resetQueries();
  });
  return {
    client,
    stop: () => {
      stopSession();
      stopConnection();
    },
  };
}

/** The client of this page (one per page load). */
export const queryClient = createSessionQueryClient().client;
