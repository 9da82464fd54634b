import { defineOperation } from '@backoffice/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { routeOperation, type TypeboxApp } from './operation';
import './types';

const Thing = Type.Object({ id: Type.String(), name: Type.String() });
const getThing = defineOperation({ method: 'GET', path: '/things/:id', params: Type.Object({ id: Type.String({ minLength: 2 }) }), response: { 200: Thing } });
const addThing = defineOperation({ method: 'POST', path: '/things', body: Type.Object({ name: Type.String() }), response: { 201: Thing } });
const elsewhere = defineOperation({ method: 'GET', path: '/thingsmore', response: { 200: Thing } });

/** A bare app with a plugin at `/api/things` whose routes `register` adds (no database, no access hook). */
async function appWith(register: (app: TypeboxApp) => void) {
  const app = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  await app.register(async (api) => api.register(async (things) => register(things as TypeboxApp), { prefix: '/things' }), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('routeOperation', () => {
  it('serves the operation at its path under /api, validating and answering with its schemas', async () => {
    const app = await appWith((things) => {
      routeOperation(things, getThing, { config: { access: 'public' } }, async (request) => ({ id: request.params.id, name: 'Lamp', secret: 'x' }) as never);
      routeOperation(things, addThing, { config: { access: 'public' } }, async (request, reply) => reply.code(201).send({ id: 't1', name: request.body.name }));
    });
    const got = await app.inject({ method: 'GET', url: '/api/things/t1' });
    // The response schema serialises the answer: a field it does not name is not sent.
    expect([got.statusCode, got.json()]).toEqual([200, { id: 't1', name: 'Lamp' }]);
    expect((await app.inject({ method: 'GET', url: '/api/things/t' })).statusCode).toBe(400);
    const added = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Chair' } });
    expect([added.statusCode, added.json()]).toEqual([201, { id: 't1', name: 'Chair' }]);
    // The prefix itself is served with and without the trailing slash, as a '/' route is.
    expect((await app.inject({ method: 'POST', url: '/api/things/', payload: { name: 'Desk' } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/things', payload: {} })).statusCode).toBe(400);
    await app.close();
  });

  it('refuses at start-up an operation whose path is not under the plugin prefix', async () => {
    await expect(appWith((things) => routeOperation(things, elsewhere, { config: { access: 'public' } }, async () => ({ id: '1', name: 'x' })))).rejects.toThrow(
      'The operation GET /api/thingsmore is not under the prefix /api/things it is registered on.',
    );
  });
});
