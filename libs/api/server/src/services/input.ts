/**
 * The text no request may carry (docs/areas/platform.md, "Calls": common answers of every call), in any string
 * or object key of a body, query string or path:
 * - the C0 control characters other than tab, line feed and carriage return (`CONTROL_CHARACTER` of
 *   @backoffice/contracts): PostgreSQL refuses U+0000 outright (the request then failed with 500 and the SQL
 *   error in the log), and the others have no place in a name or a message;
 * - a lone UTF-16 surrogate (`LONE_SURROGATE`), which a JSON body can spell (`"\ud800"`) but no UTF-8 text can
 *   hold: PostgreSQL's JSON refuses it (an audited field answered 500).
 * The errors plugin refuses them for every route before validation; the multipart readers check the fields
 * they read.
 */
import { CONTROL_CHARACTER, controlCharacterMessage, invalidTextMessage, LONE_SURROGATE } from '@backoffice/contracts';

/** Where refused text was found: the value's path (`room.name`, `type[1]`; '' for the root), or a key. */
export interface RefusedTextAt {
  path: string;
  /** True when it is in an object key (the key is not repeated: it may not print). */
  inKey: boolean;
  /** A control character, or a lone surrogate. */
  kind: 'control' | 'surrogate';
}

const isPlainContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer);

/** What is wrong with a text, or null. */
export const refusedTextKind = (text: string): RefusedTextAt['kind'] | null =>
  CONTROL_CHARACTER.test(text) ? 'control' : LONE_SURROGATE.test(text) ? 'surrogate' : null;

/**
 * The first refused text in a parsed value (strings, arrays and plain objects, depth first in document order),
 * or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findRefusedText(value: unknown): RefusedTextAt | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      const kind = refusedTextKind(v);
      if (kind) return { path, inKey: false, kind };
      continue;
    }
    if (!isPlainContainer(v)) continue;
    const children: [unknown, string][] = [];
    if (Array.isArray(v)) {
      v.forEach((item, i) => children.push([item, `${path}[${i}]`]));
    } else {
      for (const key of Object.keys(v)) {
        const kind = refusedTextKind(key);
        if (kind) return { path, inKey: true, kind };
        children.push([v[key], path ? `${path}.${key}` : key]);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

/**
 * The 400 message of refused text at a field (`null`: in a field name), by kind.
 * @returns e.g. `firstName contains a control character`, `lastName contains an invalid character`.
 */
export const refusedTextMessage = (field: string | null, kind: RefusedTextAt['kind']): string =>
  kind === 'control' ? controlCharacterMessage(field) : invalidTextMessage(field);

/**
 * The 400 message for a request part with refused text, or null when it has none.
 * @param value the parsed body, query or path parameters.
 * @returns e.g. `firstName contains a control character`; `A field name contains a control character` for a
 * key; `The request body contains a control character` for a body that is one string.
 */
export function refusedTextProblem(value: unknown): string | null {
  const found = findRefusedText(value);
  if (!found) return null;
  return refusedTextMessage(found.inKey ? null : found.path || 'The request body', found.kind);
}
