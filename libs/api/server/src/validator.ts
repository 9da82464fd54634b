/**
 * The API's schema validators (docs/areas/platform.md, "Calls"): Fastify's own Ajv compiler (its defaults, the
 * formats of ajv-formats such as `email`, `uuid`, `date-time`), built twice from the server's `ajv` options. A
 * JSON body is validated as sent: no type coercion, so `123` for a string or `"true"` for a boolean answers
 * 400 naming the field instead of being stored as text. The query string, path and headers are text by nature
 * and keep Fastify's coercion (`?page=2` is the number 2; one value where an array is expected is that array),
 * except that text which reads as an infinite number (`?page=1e999`, `Infinity`) is refused: Ajv's coercion
 * lets it through its own `maximum`. The `date` and `date-time` formats refuse year 0000, which ajv-formats
 * takes and PostgreSQL does not (the call answered 500). A date field (contracts `DayInput`, the `x-day` keyword)
 * takes a day or a date-time and reaches the route as the day `YYYY-MM-DD` in the console's zone, from 1900-01-01
 * to 9998-12-31 (docs/api-database.md, "Dates").
 */
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { DAY_KEYWORD, DateMessages, readDay } from '@backoffice/contracts';
import { fullFormats } from 'ajv-formats/dist/formats';
import type { FastifySchemaValidationError } from 'fastify';

/** The Ajv instance a compiler's `onCreate` is given. */
type Ajv = Parameters<NonNullable<NonNullable<Parameters<BuildCompilerFromPool>[1]>['onCreate']>>[0];
type Format = { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };

/** ajv-formats' `date` and `date-time`, refusing year 0000 (PostgreSQL has no year 0). */
function withoutYearZero(ajv: Ajv): void {
  for (const name of ['date', 'date-time'] as const) {
    const format = fullFormats[name] as Format;
    ajv.addFormat(name, { type: 'string', validate: (text: string) => !text.startsWith('0000') && format.validate(text), compare: format.compare });
  }
}

/** Where Ajv found the value a keyword checks: the object or array holding it, and its key there. */
interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}
type DayCheck = ((enabled: boolean, data: string, schema: unknown, context?: DataContext) => boolean) & {
  errors?: Partial<FastifySchemaValidationError>[];
};

/**
 * The `x-day` keyword (contracts `DAY_KEYWORD`): the one rule of every date field (docs/api-database.md, "Dates").
 * A value `readDay` reads is replaced by its day `YYYY-MM-DD` where it was found; '' is left as it is; anything
 * else fails with the text that follows the field's name in the 400 (`to must be a day from 1900-01-01 to
 * 9998-12-31`: the errors plugin puts the name first) and `params.problem`.
 */
function dayKeyword(ajv: Ajv): void {
  const check: DayCheck = (enabled, data, _schema, context) => {
    if (!enabled || data === '') return true;
    const read = readDay(data);
    if ('day' in read) {
      if (context?.parentData && context.parentDataProperty !== undefined) context.parentData[context.parentDataProperty] = read.day;
      return true;
    }
    check.errors = [{ keyword: DAY_KEYWORD, message: DateMessages[read.problem], params: { problem: read.problem } }];
    return false;
  };
  ajv.addKeyword({ keyword: DAY_KEYWORD, type: 'string', schemaType: 'boolean', modifying: true, errors: true, validate: check as never });
}

/** What Fastify passes to a validator compiler for each schema of a route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart: 'body' | 'querystring' | 'params' | 'headers';
}

/** A compiled validator as Fastify calls it: the data, and (for Ajv's) the request to mutate coerced values on. */
type Validate = ((data: unknown, context?: unknown) => boolean) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/** The path (`/page`, `/ids/0`) of the first infinite number in coerced data, or null. */
function infiniteAt(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'number' && !Number.isFinite(v)) return path;
    if (typeof v === 'object' && v !== null) {
      for (const [k, child] of Object.entries(v)) stack.push([child, `${path}/${k}`]);
    }
  }
  return null;
}

/** `validate`, refusing data that coercion turned into an infinite number (as a `type` error of that field). */
function refusingInfinity(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    if (!validate(data, context)) {
      checked.errors = validate.errors;
      return false;
    }
    const at = infiniteAt(data);
    if (at === null) return true;
    checked.errors = [
      { keyword: 'type', instancePath: at, schemaPath: '', params: { type: 'number' }, message: 'must be a finite number' },
    ];
    return false;
  };
  checked.schemaEnv = validate.schemaEnv;
  return checked;
}

/**
 * The `schemaController.compilersFactory.buildValidator` of the server: bodies without coercion, the other
 * parts with `coerceTypes: 'array'` (and no infinite numbers); both with every other option of
 * `ajv.customOptions` (keywords included), the dates without year 0000 and the date fields' `x-day` keyword.
 */
export function inputValidator(): BuildCompilerFromPool {
  const pool = AjvCompiler();
  return (externalSchemas, options) => {
    // The server's options are JSON Schema (Ajv) options, never JTD: the coercion is set on top of them.
    const withCoercion = (coerceTypes: false | 'array') =>
      ({
        ...options,
        customOptions: { ...options?.customOptions, coerceTypes },
        onCreate: (ajv: Ajv) => {
          options?.onCreate?.(ajv);
          withoutYearZero(ajv);
          dayKeyword(ajv);
        },
      }) as Parameters<BuildCompilerFromPool>[1];
    const asSent = pool(externalSchemas, withCoercion(false));
    const fromText = pool(externalSchemas, withCoercion('array'));
    const compile = (route: RouteSchema) =>
      route.httpPart === 'body'
        ? asSent(route as never)
        : refusingInfinity(fromText(route as never) as unknown as Validate);
    return compile as never;
  };
}
