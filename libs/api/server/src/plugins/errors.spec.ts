import { CommonMessages, MESSAGES_KEYWORD, withMessages } from '@backoffice/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { badRequest, conflict } from '../services/http-errors';
import { inputValidator } from '../validator';
import errors, { validationMessage, validationProblem } from './errors';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, message = ''): FastifySchemaValidationError =>
  ({ keyword, instancePath, schemaPath: '', params, message }) as FastifySchemaValidationError;

const schema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', maxLength: 100, ...withMessages({ default: 'Please enter Your First Name' }) },
    name: { type: 'string', maxLength: 40, ...withMessages({ default: 'Please enter a name', maxLength: 'Name is too long' }) },
    email: { type: 'string', ...withMessages({ type: 'Please enter Email', default: 'Email is invalid' }) },
    rate: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    room: { type: 'object', properties: { kingBeds: { type: 'integer' } } },
    hotels: { type: 'array', maxItems: 2, items: { type: 'string' } },
  },
} as unknown as Parameters<typeof validationMessage>[1];

describe('validationMessage', () => {
  it('answers the limit of an over-long value, unless the field has its own maxLength message', () => {
    expect(validationMessage([error('maxLength', '/firstName', { limit: 100 })], schema, 'body')).toBe('First Name must be at most 100 characters');
    expect(validationMessage([error('maxLength', '/name', { limit: 40 })], schema, 'body')).toBe('Name is too long');
    expect(validationMessage([error('maxItems', '/hotels', { limit: 2 })], schema, 'body')).toBe('Hotels must have at most 2 items');
  });

  it('names the field and its type for a body value of the wrong type, unless the field has a type message', () => {
    expect(validationMessage([error('type', '/firstName', { type: 'string' })], schema, 'body')).toBe('firstName must be a string');
    expect(validationMessage([error('type', '/email', { type: 'string' })], schema, 'body')).toBe('Please enter Email');
    expect(
      validationMessage([error('type', '/rate', { type: 'number' }), error('type', '/rate', { type: 'null' }), error('anyOf', '/rate')], schema, 'body'),
    ).toBe('rate must be a number or null');
    expect(validationMessage([error('type', '/room/kingBeds', { type: 'integer' })], schema, 'body')).toBe('room.kingBeds must be an integer');
    expect(validationMessage([error('type', '/hotels/1', { type: 'string' })], schema, 'body')).toBe('hotels[1] must be a string');
  });

  it('keeps the field message for text of a query that does not read as its type', () => {
    expect(validationMessage([error('type', '/firstName', { type: 'number' })], schema, 'querystring')).toBe('Please enter Your First Name');
  });

  it('keeps the field default for the other rules', () => {
    expect(validationMessage([error('minLength', '/firstName', { limit: 1 })], schema, 'body')).toBe('Please enter Your First Name');
    expect(validationMessage([error('required', '', { missingProperty: 'firstName' })], schema, 'body')).toBe('Please enter Your First Name');
  });
});

describe('validationProblem: the field of the error body', () => {
  it("names the first failing field from Ajv's instancePath or missingProperty, nested ones joined by dots", () => {
    expect(validationProblem([error('type', '/email', { type: 'string' })], schema, 'body')).toEqual({ message: 'Please enter Email', field: 'email' });
    expect(validationProblem([error('required', '', { missingProperty: 'firstName' })], schema, 'body')).toEqual({
      message: 'Please enter Your First Name',
      field: 'firstName',
    });
    expect(validationProblem([error('type', '/room/kingBeds', { type: 'integer' })], schema, 'body')).toEqual({
      message: 'room.kingBeds must be an integer',
      field: 'room.kingBeds',
    });
    expect(validationProblem([error('required', '/room', { missingProperty: 'kingBeds' })], schema, 'body').field).toBe('room.kingBeds');
    expect(validationProblem([error('minLength', '/rooms/0/name', { limit: 1 })], undefined, 'body').field).toBe('rooms.0.name');
  });

  it('speaks of the first field in the schema order, and names none for an unknown field or a body that is no object', () => {
    const errors = [error('type', '/email', { type: 'string' }), error('required', '', { missingProperty: 'firstName' })];
    expect(validationProblem(errors, schema, 'body').field).toBe('firstName');
    expect(validationProblem([error('additionalProperties', '', { additionalProperty: 'x' })], schema, 'body')).toEqual({
      message: validationMessage([error('additionalProperties', '', { additionalProperty: 'x' })], schema, 'body'),
    });
    expect(validationProblem([error('type', '', { type: 'object' })], schema, 'body')).toEqual({ message: 'The request body must be a JSON object' });
  });
});

describe('the error body', () => {
  /** An app with the errors plugin and the server's Ajv options (build-server.ts), and the routes `register` adds. */
  async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify({
      logger: false,
      ajv: { customOptions: { removeAdditional: false, allErrors: true, keywords: [MESSAGES_KEYWORD] } },
      schemaController: { compilersFactory: { buildValidator: inputValidator() } },
    });
    await app.register(fp(async (a) => void a.decorate('config', {} as AppConfig), { name: 'config' }));
    await app.register(errors);
    register(app);
    await app.ready();
    return app;
  }

  it('answers the field of a schema validation 400', async () => {
    const app = await appWith((a) => a.post('/signup', { schema: { body: schema } }, async () => ({ ok: true })));
    const res = await app.inject({ method: 'POST', url: '/signup', payload: { firstName: 'A', email: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Please enter Email', field: 'email' });
    await app.close();
  });

  it("answers the field an area's 400 or 409 names, and no field when it names none", async () => {
    const app = await appWith((a) => {
      a.get('/field', async () => {
        throw badRequest('Please enter a name', 'rooms.0.name');
      });
      a.get('/taken', async () => {
        throw conflict('Code taken', 'code');
      });
      a.get('/plain', async () => {
        throw badRequest('Nothing to run');
      });
    });
    expect((await app.inject({ method: 'GET', url: '/field' })).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter a name',
      field: 'rooms.0.name',
    });
    expect((await app.inject({ method: 'GET', url: '/taken' })).json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Code taken', field: 'code' });
    expect((await app.inject({ method: 'GET', url: '/plain' })).json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Nothing to run' });
    await app.close();
  });
});

describe('the error handler when the database is unavailable (docs/production.md, "During a database outage")', () => {
  /** An app with only the errors plugin, whose routes throw what they are given. */
  async function appThrowing(config: Partial<AppConfig> = {}) {
    const app = Fastify({ logger: false });
    await app.register(fp(async (a) => void a.decorate('config', { ...config } as AppConfig), { name: 'config' }));
    await app.register(errors);
    app.get('/refused', async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    });
    app.get('/dropped', async () => {
      throw new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'));
    });
    app.get('/terminated', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    return app;
  }

  it('answers 503 with Retry-After and the usual shape, with our message and no detail', async () => {
    const app = await appThrowing();
    for (const url of ['/refused', '/dropped', '/terminated']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: CommonMessages.connection.unavailable });
      expect(res.body).not.toMatch(/ECONNREFUSED|terminat/);
    }
    await app.close();
  });

  it('takes Retry-After from DB_UNAVAILABLE_RETRY_AFTER_SECONDS, and leaves other failures a 500', async () => {
    const app = await appThrowing({ unavailableRetryAfterSeconds: 12 });
    expect((await app.inject({ method: 'GET', url: '/refused' })).headers['retry-after']).toBe('12');
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
    expect(broken.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: CommonMessages.generic.somethingWrong });
    await app.close();
  });
});
