import { defineOperation } from '@backoffice/contracts';
import { Type } from 'typebox';
import { ApiError, call } from './client';
import { operationUrl, pathParamNames } from './call';
import { useMockAdapter } from './test-adapter';

const mock = useMockAdapter();

const Item = Type.Object({ id: Type.String(), name: Type.String() });
const getItem = defineOperation({ method: 'GET', path: '/things/:group/items/:id', params: Type.Object({ group: Type.String(), id: Type.String() }), response: { 200: Item } });
const listItems = defineOperation({ method: 'GET', path: '/things', query: Type.Object({ from: Type.Optional(Type.String()) }), response: { 200: Type.Array(Item) } });
const saveItem = defineOperation({ method: 'PUT', path: '/things', body: Item, response: { 200: Item, 201: Item } });
const action = defineOperation({ method: 'POST', path: '/things/act', response: { 200: Type.Object({ message: Type.String() }) } });

describe('call', () => {
  it('fills the path params, URI-encoded, and answers the body', async () => {
    mock.on(() => ({ status: 200, data: { id: 'a/b', name: 'A' } }));
    const item = await call(getItem, { params: { group: 'x y', id: 'a/b' } });
    expect(item).toEqual({ id: 'a/b', name: 'A' });
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/things/x%20y/items/a%2Fb');
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it('sends the query string and the JSON body, and no body when the operation has none', async () => {
    mock.on(() => ({ status: 200, data: [] }));
    await call(listItems, { query: { from: '2026-01-01T00:00:00.000Z' } });
    expect(mock.last?.params).toEqual({ from: '2026-01-01T00:00:00.000Z' });

    mock.on(() => ({ status: 201, data: { id: '1', name: 'B' } }));
    await expect(call(saveItem, { body: { id: '1', name: 'B' } })).resolves.toEqual({ id: '1', name: 'B' });
    expect(mock.last?.method).toBe('put');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ id: '1', name: 'B' });

    mock.on(() => ({ status: 200, data: { message: 'done' } }));
    await call(action);
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/things/act');
    expect(mock.last?.data).toBeUndefined();
  });

  it('passes the config (an Idempotency-Key header)', async () => {
    mock.on(() => ({ status: 200, data: { message: 'done' } }));
    await call(action, {}, { headers: { 'Idempotency-Key': 'k1' } });
    expect(mock.last?.headers?.['Idempotency-Key']).toBe('k1');
  });

  it('throws the ApiError of a failed call with the server message', async () => {
    mock.on(() => ({ status: 404, data: { message: 'Item not found' } }));
    await expect(call(getItem, { params: { group: 'g', id: 'i' } })).rejects.toEqual(new ApiError(404, 'Item not found'));
  });

  it('refuses a missing path param rather than call another route', () => {
    expect(() => operationUrl('/things/:group/items/:id', { group: 'g' })).toThrow("Missing the path param 'id' of /things/:group/items/:id");
    expect(() => operationUrl('/things/:id', { id: '' })).toThrow("Missing the path param 'id'");
    expect(operationUrl('/things')).toBe('/things');
  });
});

describe('pathParamNames', () => {
  it('lists the :name segments in order', () => {
    expect(pathParamNames('/a/:id/b/:x')).toEqual(['id', 'x']);
    expect(pathParamNames('/a')).toEqual([]);
  });
});
