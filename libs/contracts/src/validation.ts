/**
 * How a wire schema names the message of a failed rule, so that the API answers the spec's own text
 * (docs/areas/platform.md, "Messages") instead of a validator's wording.
 */

/** The schema keyword that carries a field's messages. The API's validator declares it as a known keyword. */
export const MESSAGES_KEYWORD = 'x-messages';

/**
 * A field's messages by failed JSON-Schema keyword (`required`, `minLength`, `format`, `pattern`, `type`,
 * `maxLength`, `enum`, `const`, ...). `default` answers any keyword not listed.
 */
export type FieldMessages = Partial<Record<string, string>> & { default?: string };

/**
 * Schema options attaching field messages, to spread into a TypeBox options object:
 * `Type.String({ minLength: 1, ...withMessages({ required: 'Please enter …' }) })`.
 * @returns `{ 'x-messages': messages }`.
 */
export function withMessages(messages: FieldMessages): { [MESSAGES_KEYWORD]: FieldMessages } {
  return { [MESSAGES_KEYWORD]: messages };
}

/**
 * The characters no text field may carry: the C0 controls (U+0000–U+001F) except tab, line feed and carriage
 * return. PostgreSQL cannot store U+0000 at all; the others have no place in a name or a message.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * A UTF-16 surrogate without its pair: text no UTF-8 encoding can carry (a JSON body may still send one as
 * `"\\ud800"`; PostgreSQL's JSON refuses it).
 */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The 400 message of a field whose text is not well-formed Unicode ({@link LONE_SURROGATE}).
 * @param field the field's path as sent; `null` for a field name itself.
 * @returns e.g. `lastName contains an invalid character`.
 */
export function invalidTextMessage(field: string | null): string {
  return field === null ? 'A field name contains an invalid character' : `${field} contains an invalid character`;
}

/**
 * A field's name as a person reads it: `firstName` → `First Name`, `hotel_id` → `Hotel Id`.
 * @param field a property name of a body, query or path.
 */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/(^|\s)(\S)/g, (_m, space: string, first: string) => space + first.toUpperCase());
}

/**
 * The 400 message of a field with a control character ({@link CONTROL_CHARACTER}).
 * @param field the field's path as sent (`firstName`, `room.name`, `type[1]`); `null` for a field name itself.
 * @returns e.g. `firstName contains a control character`, or `A field name contains a control character`.
 */
export function controlCharacterMessage(field: string | null): string {
  return field === null ? 'A field name contains a control character' : `${field} contains a control character`;
}

/**
 * The 400 message of a value over its field's `maxLength`, when the field has no message of its own for it.
 * @param label the field as a person reads it ({@link fieldLabel}).
 * @param max the limit in characters.
 * @returns e.g. `First Name must be at most 100 characters`.
 */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} character${max === 1 ? '' : 's'}`;
}

/**
 * The 400 message of an array over its field's `maxItems`, when the field has no message of its own for it.
 * @returns e.g. `Hotels must have at most 50 items`.
 */
export function tooManyItemsMessage(label: string, max: number): string {
  return `${label} must have at most ${max} item${max === 1 ? '' : 's'}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/**
 * The 400 message of a value of the wrong JSON type (bodies are not coerced: `123` is not the string `"123"`),
 * when the field has no `type` message of its own.
 * @param field the field's path as sent (`name`, `room.kingBeds`).
 * @param types the JSON types the field takes, e.g. `['string']`, `['number', 'null']`.
 * @returns e.g. `name must be a string`, `rate must be a number or null`.
 */
export function wrongTypeMessage(field: string, types: readonly string[]): string {
  return `${field} must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`;
}
