import { session } from '../auth/session-store';
import { createSessionQueryClient } from './query-client';

describe('createSessionQueryClient', () => {
  afterEach(() => session.clear());

  it('empties the cache on sign-out', () => {
    session.setToken('token-a');
    const { client, stop } = createSessionQueryClient();
    client.setQueryData(['tickets'], ['a ticket']);
    session.clear();
    expect(client.getQueryData(['tickets'])).toBeUndefined();
    stop();
  });

  it('drops the previous user’s data when the token changes', () => {
    session.setToken('token-a');
    const { client, stop } = createSessionQueryClient();
    client.setQueryData(['tickets'], ['a ticket']);
    session.setToken('token-b');
    expect(client.getQueryData(['tickets'])).toBeUndefined();
    stop();
  });

  it('keeps the cache while the token stays the same', () => {
    session.setToken('token-a');
    const { client, stop } = createSessionQueryClient();
    client.setQueryData(['tickets'], ['a ticket']);
    session.setToken('token-a');
    expect(client.getQueryData(['tickets'])).toEqual(['a ticket']);
    stop();
  });
});
