import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { callThrough, type OperationCall } from './call';
import { setConnectionLost } from './connection';

/** Options of {@link configureApiClient}. */
export interface ApiClientOptions {
  /** Prefix of every call (default `/api`, same origin). */
  baseURL?: string;
  /** Returns the current bearer token, or null while signed out. Read on every request. */
  getToken?: () => string | null;
  /**
   * Called when a call answers 401 (the token expired or was revoked: docs/areas/platform.md,
   * "Sessions and tokens"). Not called for the sign-in calls themselves, where 401 means wrong credentials.
   */
  onUnauthorized?: () => void;
}

/**
 * The error every function of this library throws on a failed call.
 * `status` is the HTTP status (0 when no answer arrived); `message` is the server's `message`
 * (error body `{ statusCode, error, message, field? }`), else a message of the client's own; `field` the form
 * field the server named (`email`, nested `rooms.0.name`), under which a form shows the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /**
   * The form field the answer is about (the error body's `field`), when the server named one. Set after construction
   * (`Object.assign(new ApiError(400, message), { field })`), so that the constructor of the host contract stays as
   * it was (docs/releases.md, "The host contract").
   */
  readonly field?: string;
  constructor(
    readonly status: number,
    message: string,
    /** Seconds from the `Retry-After` header of a 429 or a 503, when present. */
    readonly retryAfterSeconds?: number,
    /** No answer arrived: the network failed, the API is down or the call timed out (not a cancelled call). */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/**
 * The key of a form that a failed call names: the {@link ApiError}'s `field` (the error body's, docs/areas/platform.md,
 * "Messages"), through `renamed` where the form's key differs from the body's (`{ scopeHotel: 'hotelPick' }`).
 * Undefined when the answer names no field or one the form does not have (`fields`): the page then shows the
 * message as the form's (a toast).
 *
 * @example
 * const field = formFieldOf(error, ['code', 'value']); // 'code' for a 409 { message: 'A coupon with this code…', field: 'code' }
 */
export function formFieldOf<K extends string>(error: unknown, fields: readonly K[], renamed: Readonly<Record<string, K>> = {}): K | undefined {
  const named = error instanceof ApiError ? error.field : undefined;
  if (!named) return undefined;
  const key = Object.hasOwn(renamed, named) ? renamed[named] : named;
  return fields.find((f) => f === key);
}

/** Request config flag: a 401 on this call is an answer (wrong credentials), not a lost session. */
export interface CallConfig extends AxiosRequestConfig {
  skipUnauthorized?: boolean;
  /**
   * Send no token even when one is stored: the self sign-up, whose route treats a bearer as a SuperAdmin's Create
   * User (docs/areas/users.md, "Calls") and would refuse a stale one.
   */
  anonymous?: boolean;
}

const settings: Required<Omit<ApiClientOptions, 'baseURL'>> = {
  getToken: () => null,
  onUnauthorized: () => undefined,
};

/** The shared axios instance (baseURL `/api` until {@link configureApiClient} says otherwise). */
export const http: AxiosInstance = axios.create({ baseURL: '/api' });

http.interceptors.request.use((config) => {
  const token = (config as CallConfig).anonymous ? null : settings.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// Every answer tells whether the API can be reached (connection.ts, docs/frontend-data.md, "Connection lost").
http.interceptors.response.use(
  (response) => {
    setConnectionLost(false);
    return response;
  },
  (error: unknown) => {
    const apiError = toApiError(error);
    if (isConnectionProblem(apiError)) setConnectionLost(true);
    throw apiError;
  },
);

/**
 * Calls an operation through {@link http} (call.ts, {@link callThrough}): the main entry's files only. The
 * other entries' files take `call` from shared-client.ts, which reaches this `http` through the
 * federation-shared main entry (docs/micro-frontends.md, "Shared modules").
 */
export const call: OperationCall = callThrough(http);

/**
 * Configures the shared client once, at start-up: base URL, where the token comes from and what a 401 does.
 * Calling it again replaces the previous settings.
 *
 * @example
 * configureApiClient({ getToken: () => session.token, onUnauthorized: () => session.signOut() });
 */
export function configureApiClient({ baseURL = '/api', getToken, onUnauthorized }: ApiClientOptions = {}): void {
  http.defaults.baseURL = baseURL;
  settings.getToken = getToken ?? (() => null);
  settings.onUnauthorized = onUnauthorized ?? (() => undefined);
}

/** The base URL the client was configured with (the socket derives its origin from it). */
export function apiBaseURL(): string {
  return http.defaults.baseURL ?? '/api';
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const err = error as AxiosError<{ message?: unknown; field?: unknown }>;
    const status = err.response?.status ?? 0;
    const serverMessage = err.response?.data?.message;
    const serverField = err.response?.data?.field;
    const retryAfter = Number(err.response?.headers?.['retry-after']);
    if (status === 401 && !(err.config as CallConfig | undefined)?.skipUnauthorized) settings.onUnauthorized();
    const message =
      typeof serverMessage === 'string' && serverMessage
        ? serverMessage
        : status === 0
          ? 'The server could not be reached. Check your connection and try again.'
          : `Request failed (${status}).`;
    const unreachable = !err.response && !axios.isCancel(error);
    const field = typeof serverField === 'string' && serverField ? serverField : undefined;
    const apiError = new ApiError(status, message, Number.isFinite(retryAfter) ? retryAfter : undefined, unreachable);
    return field ? Object.assign(apiError, { field }) : apiError;
  }
  return new ApiError(0, error instanceof Error ? error.message : 'Unexpected error.');
}

/**
 * Whether a failed call is a connection problem rather than an answer: an {@link ApiError} of status 503, or one
 * that got no answer (the network failed, the API is down or timed out; not a cancelled call). A read is
 * retried for these, and a page keeps what it shows (docs/frontend-data.md, "Connection lost").
 */
export function isConnectionProblem(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.unreachable);
}

/**
 * Asks `GET /api/health/ready` once, which answers 200 only while the API and its database answer; its answer
 * marks the connection lost or back like any call's (connection.ts).
 * @returns true when it answered 200, false otherwise; never throws.
 */
export async function probeConnection(): Promise<boolean> {
  try {
    await http.get('/health/ready');
    return true;
  } catch {
    return false;
  }
}
