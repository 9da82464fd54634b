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
