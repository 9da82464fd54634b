import { withMessages } from '@backoffice/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { validationMessage } from './errors';

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
