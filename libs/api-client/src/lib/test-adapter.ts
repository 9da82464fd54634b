// A minimal axios adapter for this library's own tests (no extra dependency), and the set-up every spec shares.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureApiClient, http, type ApiClientOptions } from './client';

interface Reply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export default class MockAdapter {
  last: InternalAxiosRequestConfig | undefined;
  private handler: (config: InternalAxiosRequestConfig) => Reply = () => ({ status: 404 });

  on(handler: (config: InternalAxiosRequestConfig) => Reply): void {
    this.handler = handler;
  }

  reset(): void {
    this.last = undefined;
    this.handler = () => ({ status: 404 });
  }

  adapter: AxiosAdapter = async (config) => {
    this.last = config;
    const reply = this.handler(config);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    // As axios's own adapters do: the call's validateStatus decides (its default accepts 2xx only).
    const accepted = config.validateStatus ? config.validateStatus(reply.status) : reply.status >= 200 && reply.status < 300;
    if (accepted) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}

/**
 * The set-up of a spec file: one MockAdapter answers every call of the shared axios instance (installed before
 * all tests); before each test it forgets its handler and last request and, unless `options` is `false`, the
 * client is configured with `options` (by default the token `tok`). Call at the top of the file.
 */
export function useMockAdapter(options: ApiClientOptions | false = { getToken: () => 'tok' }): MockAdapter {
  const mock = new MockAdapter();
  beforeAll(() => {
    http.defaults.adapter = mock.adapter;
  });
  beforeEach(() => {
    mock.reset();
    if (options) configureApiClient(options);
  });
  return mock;
}
