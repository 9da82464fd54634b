import { ApiError, http, isConnectionLost, probeConnection } from '@backoffice/api-client';
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { session } from '../auth/session-store';
import { createSessionQueryClient } from './query-client';

describe('createSessionQueryClient', () => {
  afterEach(() => session.clear());

  // Signed in with token-a and a ticket cached, then `change`: what the cache holds after it.
  it.each([
    ['empties the cache on sign-out', () => session.clear(), undefined],
    ['drops the previous user’s data when the token changes', () => session.setToken('token-b'), undefined],
    ['keeps the cache while the token stays the same', () => session.setToken('token-a'), ['a ticket']],
  ])('%s', (_title, change, cached) => {
    session.setToken('token-a');
    const { client, stop } = createSessionQueryClient();
    client.setQueryData(['tickets'], ['a ticket']);
    change();
    expect(client.getQueryData(['tickets'])).toEqual(cached);
    stop();
  });
});

describe('retry policy (docs/frontend-data.md, "Connection lost")', () => {
  const unavailable = () => new ApiError(503, 'The service is unavailable for a moment.', 1);
  const noAnswer = () => new ApiError(0, 'The server could not be reached.', undefined, true);
  let client: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    session.setToken('token-a');
    ({ client, stop } = createSessionQueryClient());
  });
  afterEach(() => {
    stop();
    client.clear();
    jest.useRealTimers();
  });

  /** Watches a query as a page does (useQuery's observer); answers its latest result. */
  function watch<T>(options: { queryKey: string[]; queryFn: () => Promise<T>; retry?: boolean | number }) {
    const observer = new QueryObserver(client, options);
    let latest = observer.getCurrentResult();
    const unsubscribe = observer.subscribe((r) => (latest = r));
    return { latest: () => latest, observer, unsubscribe };
  }

  it('retries a read that fails for a 503 or no answer with back-off until it succeeds, keeping its data on screen', async () => {
    const answers: (string | ApiError)[] = ['rows', unavailable(), noAnswer(), unavailable(), unavailable(), 'rows again'];
    const queryFn = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof ApiError) throw next;
      return next as string;
    });
    const page = watch({ queryKey: ['list'], queryFn });
    await jest.advanceTimersByTimeAsync(0);
    expect(page.latest().data).toBe('rows');

    void page.observer.refetch();
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // 1 s (and never sooner than Retry-After: 1 s), then 2 s, then 4 s, then 8 s.
    await jest.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    // Past the one retry of other failures, still no error state: the rows stay.
    expect(page.latest()).toMatchObject({ status: 'success', data: 'rows', error: null, fetchStatus: 'fetching' });
    await jest.advanceTimersByTimeAsync(4_000);
    expect(queryFn).toHaveBeenCalledTimes(5);
    await jest.advanceTimersByTimeAsync(8_000);
    expect(queryFn).toHaveBeenCalledTimes(6);
    expect(page.latest()).toMatchObject({ status: 'success', data: 'rows again', fetchStatus: 'idle' });
    page.unsubscribe();
  });

  it('retries another failure once, as before, then shows the error', async () => {
    const queryFn = jest.fn(async () => {
      throw new ApiError(500, 'Something went wrong, Please try again...');
    });
    const page = watch({ queryKey: ['broken'], queryFn });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(page.latest()).toMatchObject({ status: 'error', error: { status: 500 } });
    page.unsubscribe();
  });

  it('retries a connection problem even for a query that turned retries off, not its other failures', async () => {
    const answers: ApiError[] = [unavailable(), new ApiError(404, 'Ticket not found')];
    const queryFn = jest.fn(async () => {
      throw answers.shift() as ApiError;
    });
    const page = watch({ queryKey: ['ticket'], queryFn, retry: false });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(page.latest()).toMatchObject({ status: 'error', error: { status: 404 } });
    page.unsubscribe();
  });

  it('never retries a write by itself, whatever the failure or the mutation asks', async () => {
    const mutationFn = jest.fn(async () => {
      throw unavailable();
    });
    const write = new MutationObserver(client, { mutationFn, retry: 3 });
    const done = write.mutate().catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(await done).toMatchObject({ status: 503 });
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('reads again at once the queries still failing when a call succeeds again', async () => {
    const replies = [503, 200];
    let up = false;
    http.defaults.adapter = async (config) => {
      if (config.url === '/health/ready') up = replies.shift() === 200;
      const status = up ? 200 : 503;
      const response = { data: {}, status, statusText: String(status), headers: new AxiosHeaders(), config };
      if (status === 200) return response;
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    };
    const queryFn = jest.fn(() => http.get('/list').then(() => 'rows'));
    const page = watch({ queryKey: ['list'], queryFn });
    await jest.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(isConnectionLost()).toBe(true);
    await probeConnection(); // 503: still lost
    expect(queryFn).toHaveBeenCalledTimes(1);
    await probeConnection(); // 200: back, the failing read goes again before its next retry is due
    await jest.advanceTimersByTimeAsync(0);
    expect(isConnectionLost()).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(2);
    page.unsubscribe();
  });
});
