// A minimal axios adapter for this library's own tests (no extra dependency).
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

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
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
}
