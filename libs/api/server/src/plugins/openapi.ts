import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CommonMessages, ErrorResponseSchema, PlatformMessages, Roles } from '@backoffice/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../types';

/** Where the documentation lives: the page at DOCS_PREFIX, the document at `${DOCS_PREFIX}/json` (and `/yaml`). */
export const DOCS_PREFIX = '/api/docs';

/** The session keys the docs page reads a bearer token from: its own (pasted on the page), then the console's. */
const DOCS_TOKEN_KEY = 'backoffice.apiDocsToken';
const CONSOLE_TOKEN_KEY = 'backoffice.token';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only (docs/api-database.md, "OpenAPI"): the multipart/form-data fields a handler reads
     * itself (files as `{ type: 'string', format: 'binary' }`). Fastify neither parses nor validates it.
     */
    multipart?: unknown;
    /** Documentation only: a POST/PUT/PATCH that takes no request body (an action named by its path). */
    noBody?: true;
  }
}

/**
 * A `response` entry for an answer that is a file, not JSON (docs/api-database.md, "OpenAPI"): each media type
 * with a binary string schema. Fastify sends a Buffer or stream as it is, so the schema only documents it.
 * @param mediaTypes the answer's Content-Type(s), e.g. `application/pdf`.
 * @param description what the answer is (shown in the document).
 */
export function fileAnswer(mediaTypes: string | readonly string[], description: string) {
  const types = typeof mediaTypes === 'string' ? [mediaTypes] : mediaTypes;
  return {
    description,
    content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
  };
}

/**
 * A `response` entry for text that is not JSON (an HTML page, `text/plain`): documentation; a string with its
 * own Content-Type is sent as it is.
 */
export function textAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: { type: 'string' } } } };
}

/**
 * The `response` map of a handler that sends its answers already serialised (a string with its own Content-Type,
 * a Buffer) and picks their status at run time: the schemas document the call, Fastify sends such payloads as
 * they are, and TypeScript does not narrow the handler's `reply.code()` and `send()` to them.
 */
export const sentAsIs = (responses: Record<number | string, unknown>): unknown => responses;

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** The error answers every operation may give, by what it takes (docs/api-database.md, "OpenAPI"). */
const ERRORS = {
  400:
    'Refused input: a field missing, of the wrong type, too long or invalid, an unknown field, or a control ' +
    'character. `message` names the first failing field: the text of its schema\'s `x-messages` for that rule ' +
    '(e.g. `required`, `format`) when it has one, else a plain description such as `Title must be at most 200 ' +
    'characters` or `name must be a string`.',
  401: `No valid token (missing, expired or revoked): "${PlatformMessages.auth.unauthorized}".`,
  403: `The caller's role may not make this call: "${PlatformMessages.auth.forbidden}".`,
  404: `The record named in the path does not exist or is not the caller's to see: "${CommonMessages.generic.notFound}" or the area's own text (e.g. "Ticket not found").`,
  413: 'The body is over 1 MB, or an uploaded file or image is over its limit (the message says which).',
  415: 'The body is not of a media type the call reads (JSON, or multipart/form-data for an upload), or an uploaded image is not a JPEG or PNG.',
  '4XX':
    `Another refusal, with its message: 404 a record named in the body or query does not exist, 409 a conflict with the current state, 410 a used or expired link, 429 "${PlatformMessages.rateLimit.tooMany}" when a rate limit is met (sign-in, PIN, public forms, single-use links; with Retry-After).`,
  '5XX': `A failure of the server: 500 "${CommonMessages.generic.somethingWrong}" (details stay in the log); 503 "${CommonMessages.connection.unavailable}" with a Retry-After header (seconds) when the database cannot be reached: try again after it (docs/production.md, "During a database outage").`,
} as const;

type Operation = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
  'x-access'?: Access;
};

/** Adds the shared error answers an operation may give to its `responses` (those it declares itself stay). */
function addErrorAnswers(operation: Operation): void {
  const responses = (operation.responses ??= {});
  const hasInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
  const isPublic = operation['x-access'] === 'public';
  const codes: (keyof typeof ERRORS)[] = [];
  if (hasInput) codes.push(400);
  if (!isPublic) codes.push(401, 403);
  if ((operation.parameters ?? []).some((p) => p.in === 'path')) codes.push(404);
  if (operation.requestBody) codes.push(413, 415);
  codes.push('4XX', '5XX');
  for (const code of codes) responses[code] ??= errorAnswer(ERRORS[code]);
}

/** Routes the document leaves out: its own, the CORS preflight and the shell's static files (outside /api). */
const isDocumented = (url: string, method: RouteOptions['method']) =>
  method !== 'OPTIONS' && method !== 'HEAD' && url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);

/** A route's schema as the document shows it: multipart forms as bodies, its tag (the path's first part) and access. */
function documentedSchema(schema: FastifySchema | undefined, url: string, access: Access | undefined) {
  const { multipart, noBody: _noBody, ...rest } = (schema ?? {}) as FastifySchema & Record<string, unknown>;
  const documented: Record<string, unknown> = { ...rest, tags: [url.split('/')[2] || 'api'], 'x-access': access };
  if (multipart) {
    documented.body = multipart;
    documented.consumes = ['multipart/form-data'];
  }
  const who = access === 'public' ? 'Public.' : `Access: ${(access ?? []).join(', ')}.`;
  documented.description = [who, rest.description].filter(Boolean).join(' ');
  if (access === 'public') documented.security = [];
  return documented;
}

// Runs in the browser (swagger-ui's requestInterceptor, serialised as source by @fastify/swagger-ui): adds the
// docs page's pasted token or the console's token as the bearer of every request the page makes, the document
// included, unless the request (Try it out after Authorize) already has one.
const REQUEST_INTERCEPTOR = `function (request) {
  var has = request.headers && (request.headers.Authorization || request.headers.authorization);
  var token = null;
  try { token = sessionStorage.getItem('${DOCS_TOKEN_KEY}') || localStorage.getItem('${CONSOLE_TOKEN_KEY}'); } catch (e) {}
  if (!has && token) request.headers.Authorization = 'Bearer ' + token;
  return request;
}`;

// The page's own script (a file of the docs, so the CSP's script-src 'self' lets it run): when the document
// answers 401 or 403, a form asks for a SuperAdmin's token and keeps it in this tab's sessionStorage.
const TOKEN_FORM_SCRIPT = `(function () {
  function token() {
    try { return sessionStorage.getItem('${DOCS_TOKEN_KEY}') || localStorage.getItem('${CONSOLE_TOKEN_KEY}'); } catch (e) { return null; }
  }
  function form(status) {
    var box = document.createElement('form');
    box.setAttribute('aria-label', 'SuperAdmin token');
    box.style.cssText = 'padding:12px 20px;font-family:sans-serif;background:#fff8e1;border-bottom:1px solid #e0c060';
    var label = document.createElement('label');
    label.textContent = (status === 403 ? 'This token is not a SuperAdmin\\'s. ' : 'The API description is for a SuperAdmin. ') +
      'Sign in to the console on this site as a SuperAdmin and reload, or paste a SuperAdmin token: ';
    var input = document.createElement('input');
    input.type = 'password';
    input.name = 'token';
    input.autocomplete = 'off';
    input.style.cssText = 'width:24em;margin:0 8px';
    label.appendChild(input);
    var button = document.createElement('button');
    button.type = 'submit';
    button.textContent = 'Use token';
    box.appendChild(label);
    box.appendChild(button);
    box.addEventListener('submit', function (e) {
      e.preventDefault();
      try { sessionStorage.setItem('${DOCS_TOKEN_KEY}', input.value.trim()); } catch (err) {}
      location.reload();
    });
    document.body.insertBefore(box, document.body.firstChild);
  }
  var headers = {};
  var t = token();
  if (t) headers.Authorization = 'Bearer ' + t;
  fetch('${DOCS_PREFIX}/json', { headers: headers }).then(function (r) {
    if (r.status === 401 || r.status === 403) form(r.status);
  });
})();
`;

/** A function whose source text is `source`: @fastify/swagger-ui writes a uiConfig function into the page as its source. */
const browserFunction = (source: string) => Object.assign(() => undefined, { toString: () => source });

/**
 * The OpenAPI 3.1 document of every route under /api, built by @fastify/swagger from the routes' TypeBox schemas,
 * and swagger-ui at /api/docs (docs/api-database.md, "OpenAPI"). Register it after the auth plugin (its routes
 * go through the access hook) and before the areas' routes (it collects routes as they are registered).
 * Access: open in development and tests; in production the page and its assets are public but the document
 * (`/api/docs/json`, `/api/docs/yaml`) answers only a SuperAdmin's bearer token (401 without a valid token, 403
 * for another role).
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    const production = app.config.env === 'production';
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Back Office API',
          version: '1.0.0',
          description:
            'Every call of the Back Office API (docs/api-database.md, "OpenAPI"). Errors answer `{ statusCode, error, message, field? }`; `message` is the text the console shows, `field` the form field it is about.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          schemas: { ErrorResponse: JSON.parse(JSON.stringify(ErrorResponseSchema)) },
        },
        security: [{ bearerAuth: [] }],
      },
      convertConstToEnum: true,
      transform: ({ schema, url, route }) => {
        const method = route.method;
        if (!isDocumented(url, Array.isArray(method) ? method[0] : method)) {
          return { schema: { ...(schema ?? {}), hide: true } as never, url };
        }
        return { schema: documentedSchema(schema, url, route.config?.access) as never, url };
      },
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        const { openapiObject } = documentObject;
        for (const path of Object.values(openapiObject.paths ?? {})) {
          for (const operation of Object.values(path as Record<string, Operation>)) addErrorAnswers(operation);
        }
        return openapiObject;
      },
    });

    await app.register(
      async (docs) => {
        // Every route needs an access rule (plugins/auth.ts): the page and its assets are public; the document
        // itself is a SuperAdmin's in production.
        docs.addHook('onRoute', (route) => {
          const isDocument = /\/(json|yaml)$/.test(route.url ?? '');
          const access: Access = production && isDocument ? [Roles.SuperAdmin] : 'public';
          route.config = { ...(route.config ?? {}), access };
        });
        await docs.register(swaggerUi, {
          routePrefix: DOCS_PREFIX,
          uiConfig: { deepLinking: true, requestInterceptor: browserFunction(REQUEST_INTERCEPTOR) as never },
          theme: { title: 'Back Office API', js: [{ filename: 'token-form.js', content: TOKEN_FORM_SCRIPT }] },
        });
      },
    );
  },
  { name: 'openapi', dependencies: ['config', 'auth'] },
);
