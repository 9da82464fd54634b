/**
 * Text searched with SQL LIKE / ILIKE: the user's text taken literally (`%`, `_` and `\` escaped, PostgreSQL's
 * default escape character being `\`), as a pattern for "contains" or "starts with".
 */

/** `text` with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching values that contain `text`. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern matching values that start with `text` (an index range with `text_pattern_ops`). */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
