import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { adminsKeys, usersKeys, useUsersMutation } from './api';

/** A client holding a users list, a user's info and an admins page, none stale yet. */
function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  client.setQueryData(usersKeys.list({ page: 1, limit: 10 }), { data: [], total: 0, page: 1, limit: 10 });
  client.setQueryData(usersKeys.info('u1'), { _id: 'u1' });
  client.setQueryData(adminsKeys.list(1), { data: [], total: 0, page: 1, limit: 10 });
  client.setQueryData(['outbox', 'list'], []);
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

function renderWrite<R>(client: QueryClient, fn: (id: string) => Promise<R>) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useUsersMutation(fn), { wrapper }).result;
}

describe('useUsersMutation (every users write)', () => {
  it('asks the users and admins trees again after a success, and nothing else', async () => {
    const client = seededClient();
    const fn = jest.fn(async (id: string) => ({ message: `saved ${id}` }));
    const result = renderWrite(client, fn);
    await act(async () => expect(await result.current.mutateAsync('u1')).toEqual({ message: 'saved u1' }));
    expect(fn).toHaveBeenCalledWith('u1');
    expect(stale(client, usersKeys.list({ page: 1, limit: 10 }))).toBe(true);
    expect(stale(client, usersKeys.info('u1'))).toBe(true);
    expect(stale(client, adminsKeys.list(1))).toBe(true);
    expect(stale(client, ['outbox', 'list'])).toBe(false);
  });

  it('asks them again after a failure too (the server may have changed part of it)', async () => {
    const client = seededClient();
    const result = renderWrite(client, () => Promise.reject(new Error('Refused')));
    await act(async () => expect(result.current.mutateAsync('u1')).rejects.toThrow('Refused'));
    expect(stale(client, usersKeys.list({ page: 1, limit: 10 }))).toBe(true);
    expect(stale(client, adminsKeys.list(1))).toBe(true);
  });
});
