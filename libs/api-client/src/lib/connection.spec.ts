import { AxiosError, CanceledError } from 'axios';
import { useMockAdapter } from './test-adapter';
import { ApiError, isConnectionProblem, probeConnection } from './client';
import { isConnectionLost, subscribeConnection } from './connection';
import { listDepartments } from './departments';

const mock = useMockAdapter();

const unavailable = { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'down' }, headers: { 'retry-after': '5' } };
const ok = { status: 200, data: { department: [] } };

describe('connection state', () => {
  afterEach(async () => {
    // Leave the state as found: one successful call.
    mock.on(() => ok);
    await listDepartments();
  });

  it('is lost after a 503 or a call that got no answer, and back after a successful call', async () => {
    const seen: boolean[] = [];
    const stop = subscribeConnection(() => seen.push(isConnectionLost()));
    mock.on(() => unavailable);
    const err = await listDepartments().catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, message: 'down', retryAfterSeconds: 5 });
    expect(isConnectionProblem(err)).toBe(true);
    expect(isConnectionLost()).toBe(true);

    mock.on(() => ok);
    await listDepartments();
    expect(isConnectionLost()).toBe(false);

    mock.on((config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    });
    const offline = await listDepartments().catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
    expect(isConnectionProblem(offline)).toBe(true);
    expect(isConnectionLost()).toBe(true);
    stop();
    // Told once per change, not per call.
    expect(seen).toEqual([true, false, true]);
  });

  it('is not lost for an answer of another status, nor for a call the page cancelled', async () => {
    mock.on(() => ({ status: 500, data: { message: 'Something went wrong, Please try again...' } }));
    const failed = await listDepartments().catch((e: unknown) => e);
    expect(isConnectionProblem(failed)).toBe(false);
    mock.on(() => ({ status: 404, data: { message: 'Not found' } }));
    await listDepartments().catch(() => undefined);
    mock.on(() => {
      throw new CanceledError('canceled');
    });
    const cancelled = await listDepartments().catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(ApiError);
    expect(isConnectionProblem(cancelled)).toBe(false);
    expect(isConnectionLost()).toBe(false);
    expect(isConnectionProblem(new Error('x'))).toBe(false);
  });

  it('probes GET /health/ready: true once it answers 200, false while it answers 503', async () => {
    mock.on(() => unavailable);
    await expect(probeConnection()).resolves.toBe(false);
    expect(mock.last?.url).toBe('/health/ready');
    expect(isConnectionLost()).toBe(true);
    mock.on(() => ({ status: 200, data: { status: 'ok', checks: {} } }));
    await expect(probeConnection()).resolves.toBe(true);
    expect(isConnectionLost()).toBe(false);
  });
});
