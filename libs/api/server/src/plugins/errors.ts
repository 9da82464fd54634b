import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CommonMessages,
  fieldLabel,
  MESSAGES_KEYWORD,
  tooLongMessage,
  tooManyItemsMessage,
  unknownFieldMessage,
  wrongTypeMessage,
  type FieldMessages,
} from '@backoffice/contracts';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../db/unavailable';
import { badRequest } from '../services/http-errors';
import { refusedTextProblem } from '../services/input';

// Which failed rule speaks first for one field: absent before malformed.
const PRIORITY = ['required', 'type', 'minLength', 'const', 'anyOf', 'enum', 'format', 'pattern', 'maxLength'];
const rank = (keyword: string) => {
  const i = PRIORITY.indexOf(keyword);
  return i === -1 ? PRIORITY.length : i;
};

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  [MESSAGES_KEYWORD]?: FieldMessages;
};

/** A schema's own messages, or those of one of its `anyOf` members (a nullable field). */
const ownMessages = (node: JsonSchema): FieldMessages | undefined =>
  node[MESSAGES_KEYWORD] ?? node.anyOf?.map((m) => m[MESSAGES_KEYWORD]).find(Boolean);

/**
 * The messages of the deepest schema along an error's path that has some (`/room/kingBeds` finds those of
 * `kingBeds` inside `room`, else those of `room`).
 */
function messagesAlong(schema: JsonSchema | undefined, error: FastifySchemaValidationError): FieldMessages | undefined {
  const path = error.instancePath.split('/').slice(1);
  if (error.keyword === 'required') path.push(String((error.params as Record<string, unknown>).missingProperty));
  let node: JsonSchema | undefined = schema;
  let found: FieldMessages | undefined;
  for (const segment of path) {
    const from: JsonSchema[] = node ? [node, ...(node.anyOf ?? [])] : [];
    node = from.map((n) => (/^\d+$/.test(segment) && n.items ? n.items : n.properties?.[segment])).find(Boolean);
    if (!node) break;
    found = ownMessages(node) ?? found;
  }
  return found;
}

/** An error's path as sent: `/room/kingBeds` → `room.kingBeds`, `/type/1` → `type[1]`. */
const pathOf = (instancePath: string) =>
  instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path ? `${path}.${s}` : s), '');

/** The last named segment of an error's path, as a person reads it (`/room/name` → `Name`). */
const labelOf = (instancePath: string) =>
  fieldLabel(
    instancePath
      .split('/')
      .filter((s) => s && !/^\d+$/.test(s))
      .pop() ?? '',
  );

/**
 * The message of a wrong type in a body (every type the value may have at that place: `x must be a number or
 * null`), an over-long string or array (with the limit), or undefined for other keywords. A query or path is
 * text: a value that does not read as its type is an invalid value, answered with the field's own message.
 */
function plainMessage(
  first: FastifySchemaValidationError,
  errors: FastifySchemaValidationError[],
  context: string,
): string | undefined {
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'type' && context === 'body') {
    const types = errors
      .filter((e) => e.keyword === 'type' && e.instancePath === first.instancePath)
      .flatMap((e) => {
        const t = (e.params as Record<string, unknown>).type;
        return Array.isArray(t) ? t.map(String) : String(t).split(',');
      });
    return wrongTypeMessage(pathOf(first.instancePath), [...new Set(types)]);
  }
  if (first.keyword === 'maxLength') return tooLongMessage(labelOf(first.instancePath), Number(params.limit));
  if (first.keyword === 'maxItems') return tooManyItemsMessage(labelOf(first.instancePath), Number(params.limit));
  return undefined;
}

/**
 * The form field an error is about, as the error body's `field` names it: the segments of Ajv's `instancePath`
 * (plus `missingProperty` of a `required`) joined by dots (`/email` → `email`, `/rooms/0/name` → `rooms.0.name`);
 * undefined for the value as a whole.
 */
export function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as Record<string, unknown> | undefined)?.missingProperty;
  if (error.keyword === 'required' && missing !== undefined) segments.push(String(missing));
  return segments.length ? segments.join('.') : undefined;
}

/** What a failed validation answers: the message, and the field it is about when it names one. */
export interface ValidationProblem {
  message: string;
  field?: string;
}

/**
 * Turns Ajv's errors into one message: the area's text for the first failing field (in the schema's
 * property order; docs/areas/platform.md, "Messages"), unknown fields next, else a plain description.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  schema: JsonSchema | undefined,
  context: string,
): string {
  return validationProblem(errors, schema, context).message;
}

/**
 * {@link validationMessage} with the field it speaks of ({@link fieldOf} of the first failing field's first
 * error), so that a form shows the message under that input. An unknown field, or a body that is not an object,
 * names no field (no form has an input for it).
 */
export function validationProblem(
  errors: FastifySchemaValidationError[],
  schema: JsonSchema | undefined,
  context: string,
): ValidationProblem {
  const order = Object.keys(schema?.properties ?? {});
  const byField = new Map<string, FastifySchemaValidationError[]>();
  const unknown: string[] = [];
  for (const e of errors) {
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties' && e.instancePath === '') {
      unknown.push(String(params.additionalProperty));
      continue;
    }
    const field =
      e.keyword === 'required' && e.instancePath === ''
        ? String(params.missingProperty)
        : (e.instancePath.split('/')[1] ?? '');
    byField.set(field, [...(byField.get(field) ?? []), e]);
  }
  const known = order.filter((f) => byField.has(f));
  const others = [...byField.keys()].filter((f) => f !== '' && !order.includes(f));
  for (const field of [...known, ...others]) {
    const fieldErrors = (byField.get(field) ?? []).sort((a, b) => rank(a.keyword) - rank(b.keyword));
    const first = fieldErrors[0];
    const messages = messagesAlong(schema, first);
    const at = (message: string): ValidationProblem => {
      const name = fieldOf(first);
      return name ? { message, field: name } : { message };
    };
    const own = messages?.[first.keyword];
    if (own) return at(own);
    // A wrong type or an over-long value says what is wrong, not the field's message for a missing value.
    const plain = plainMessage(first, fieldErrors, context);
    if (plain) return at(plain);
    if (messages) return at(messages.default ?? `${field} is invalid`);
    return at(first.keyword === 'required' ? `${field} is required` : `${field} ${first.message ?? 'is invalid'}`);
  }
  if (unknown.length) return { message: unknownFieldMessage(unknown[0]) };
  return { message: context === 'body' ? 'The request body must be a JSON object' : `Invalid ${context}` };
}

/** Retry-After of a 503 while the database is unavailable, in seconds, when the config does not say (tests). */
export const DEFAULT_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * One error shape for every failure, `{ statusCode, error, message, field? }`; 5xx details stay in the log. `field`
 * names the form field a 4xx is about: the first failing field of a schema validation ({@link validationProblem}),
 * or the `field` of an HttpError thrown for one field (services/http-errors.ts, `badRequest(message, field)`). A failure
 * to reach the database (db/unavailable.ts) answers 503 with Retry-After (DB_UNAVAILABLE_RETRY_AFTER_SECONDS) and
 * `CommonMessages.connection.unavailable`, any other unexpected failure 500. A request
 * with a control character or a lone surrogate anywhere in its path, body or query answers 400 before validation.
 * Unknown GET paths outside /api, /socket.io and /releases/ (the released areas' files, apps/api) get the shell's
 * index.html when SHELL_DIST_DIR is set.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError & { headers?: Record<string, string>; field?: unknown }, request, reply) => {
      let statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      let message = error.message;
      let field = typeof error.field === 'string' && error.field ? error.field : undefined;
      if (error.validation) {
        statusCode = 400;
        const context = error.validationContext ?? 'body';
        const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
        ({ message, field } = validationProblem(error.validation, schemas?.[context] as JsonSchema | undefined, context));
      } else if (statusCode === 500 && isDatabaseUnavailable(error)) {
        // The database cannot be reached: 503 with Retry-After, the console shows its banner and retries its reads
        // (docs/production.md, "During a database outage").
        statusCode = 503;
        request.log.error({ err: error }, 'database unavailable');
        message = CommonMessages.connection.unavailable;
        void reply.header('retry-after', String(app.config.unavailableRetryAfterSeconds ?? DEFAULT_UNAVAILABLE_RETRY_AFTER_SECONDS));
      } else if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        // An error marked `expose` carries a message written for the user (the money actions' 502).
        if (!(error as { expose?: boolean }).expose) message = CommonMessages.generic.somethingWrong;
      }
      if (error.headers) void reply.headers(error.headers);
      if (statusCode === 429 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
      const body = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
      return reply.status(statusCode).send(field && statusCode < 500 ? { ...body, field } : body);
    });

    // Control characters and lone surrogates are refused in the path, body and query of every route, public ones
    // included, before validation and any handler (services/input.ts); the multipart readers check theirs.
    app.addHook('preValidation', async (request) => {
      const problem =
        refusedTextProblem(request.params) ?? refusedTextProblem(request.body) ?? refusedTextProblem(request.query);
      if (problem) throw badRequest(problem);
    });

    const dist = app.config.shellDistDir;
    let indexHtml: Buffer | undefined;
    if (dist) {
      try {
        indexHtml = readFileSync(path.join(dist, 'index.html'));
      } catch {
        app.log.warn(`SHELL_DIST_DIR ${dist} has no index.html: no SPA fallback`);
      }
    }
    app.setNotFoundHandler({}, (request, reply) => {
      const pathname = request.url.split('?')[0];
      const isApi = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/socket.io');
      // A file missing under /releases/ is a 404, not a page; `/releases` itself is the shell's Releases page.
      const isReleaseFile = pathname.startsWith('/releases/');
      if (indexHtml && !isApi && !isReleaseFile && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      }
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${pathname} not found` });
    });
  },
  { name: 'errors', dependencies: ['config'] },
);
