import type { SearchResponse } from '@backoffice/contracts';
import { ApiError, isConnectionProblem } from './client';
import { search } from './search';
import { useMockAdapter } from './test-adapter';

const mock = useMockAdapter();

const answer: SearchResponse = {
  hits: [
    {
      type: 'reservation',
      id: 'r1',
      title: 'TF100707 · Asha Rao',
      context: 'Hotel Lumen · 03/11/2026 – 05/11/2026',
      route: '/reservationDetails/r1',
      score: 1,
    },
  ],
};

describe('search', () => {
  it('gets /search with the query and answers the hits', async () => {
    mock.on(() => ({ status: 200, data: answer }));
    await expect(search({ q: 'TF1007', types: 'reservation,ticket', limit: 5 })).resolves.toEqual(answer);
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/search');
    expect(mock.last?.params).toEqual({ q: 'TF1007', types: 'reservation,ticket', limit: 5 });
  });

  it('throws the 400 of an unknown type with the server message', async () => {
    mock.on(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Unknown type: boat' } }));
    await expect(search({ q: 'x', types: 'boat' })).rejects.toEqual(new ApiError(400, 'Unknown type: boat'));
  });

  it('a cancelled call rejects without counting as a lost connection', async () => {
    const controller = new AbortController();
    controller.abort();
    mock.on(() => ({ status: 200, data: answer }));
    const error = await search({ q: 'asha' }, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isConnectionProblem(error)).toBe(false);
  });
});
