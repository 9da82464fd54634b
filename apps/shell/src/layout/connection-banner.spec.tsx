import { http } from '@backoffice/api-client';
import { CommonMessages } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { act, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ConnectionBanner } from './connection-banner';

/** The API as the banner meets it: every call answers `status` (0: no answer at all). */
let status = 200;
const calls: string[] = [];
function answer(config: InternalAxiosRequestConfig) {
  calls.push(String(config.url));
  if (status === 0) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
  const response = { data: { message: 'down' }, status, statusText: String(status), headers: new AxiosHeaders(), config };
  if (status < 300) return Promise.resolve(response);
  throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
}

beforeAll(() => {
  http.defaults.adapter = async (config) => answer(config);
});
beforeEach(() => {
  status = 200;
  calls.length = 0;
});
afterEach(async () => {
  status = 200;
  await http.get('/anything').catch(() => undefined);
  jest.useRealTimers();
});

const banner = () => screen.queryByRole('alert');

describe('ConnectionBanner', () => {
  it('shows one banner while calls answer 503, whatever their number, and hides it when a call succeeds', async () => {
    renderWithProviders(<ConnectionBanner />);
    expect(banner()).toBeNull();
    status = 503;
    await act(async () => {
      await Promise.all(['/a', '/b', '/c'].map((url) => http.get(url).catch(() => undefined)));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(banner()).toHaveTextContent(CommonMessages.connection.lost);
    status = 200;
    await act(async () => {
      await http.get('/a');
    });
    expect(banner()).toBeNull();
  });

  it('shows it when the network fails too', async () => {
    renderWithProviders(<ConnectionBanner />);
    status = 0;
    await act(async () => {
      await http.get('/a').catch(() => undefined);
    });
    expect(banner()).toHaveTextContent('Connection lost, retrying…');
  });

  it('asks /health/ready with back-off while lost, and goes when it answers', async () => {
    jest.useFakeTimers();
    renderWithProviders(<ConnectionBanner />);
    status = 503;
    await act(async () => {
      await http.get('/a').catch(() => undefined);
    });
    expect(banner()).not.toBeNull();
    calls.length = 0;
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(calls).toEqual(['/health/ready']);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(calls).toEqual(['/health/ready']);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(calls).toEqual(['/health/ready', '/health/ready']);
    status = 200;
    await act(() => jest.advanceTimersByTimeAsync(8_000));
    expect(calls).toHaveLength(3);
    expect(banner()).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(3);
  });
});
