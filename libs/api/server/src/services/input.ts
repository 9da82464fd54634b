/**
 * The text no request may carry (docs/areas/platform.md, "Calls": common answers of every call): the C0 control
 * characters other than tab, line feed and carriage return (`CONTROL_CHARACTER` of @backoffice/contracts), in any
 * string or object key of a body, query string or path. PostgreSQL refuses U+0000 outright (the request then
 * failed with 500 and the SQL error in the log); the others have no place in a name or a message. The errors
 * plugin refuses them for every route before validation; the multipart readers check the fields they read.
 */
import { CONTROL_CHARACTER, controlCharacterMessage } from '@backoffice/contracts';

/** Where a control character was found: the value's path (`room.name`, `type[1]`; '' for the root), or a key. */
export interface ControlCharacterAt {
  path: string;
  /** True when it is in an object key (the key is not repeated: it may not print). */
  inKey: boolean;
}

const isPlainContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null && !ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer);

/**
 * The first control character in a parsed value (strings, arrays and plain objects, depth first in document
 * order), or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findControlCharacter(value: unknown): ControlCharacterAt | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (CONTROL_CHARACTER.test(v)) return { path, inKey: false };
      continue;
    }
    if (!isPlainContainer(v)) continue;
    const children: [unknown, string][] = [];
    if (Array.isArray(v)) {
      v.forEach((item, i) => children.push([item, `${path}[${i}]`]));
    } else {
      for (const key of Object.keys(v)) {
        if (CONTROL_CHARACTER.test(key)) return { path, inKey: true };
        children.push([v[key], path ? `${path}.${key}` : key]);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

/**
 * The 400 message for a request part with a control character, or null when it has none.
 * @param value the parsed body, query or path parameters.
 * @returns e.g. `firstName contains a control character`; `A field name contains a control character` for a
 * key; `The request body contains a control character` for a body that is one string.
 */
export function controlCharacterProblem(value: unknown): string | null {
  const found = findControlCharacter(value);
  if (!found) return null;
  if (found.inKey) return controlCharacterMessage(null);
  return controlCharacterMessage(found.path || 'The request body');
}
