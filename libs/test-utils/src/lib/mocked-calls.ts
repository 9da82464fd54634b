/**
 * For specs: an api-client entry (`@backoffice/api-client` or one of its second entries) with the calls a spec
 * answers itself replaced by fresh `jest.fn()`s, the rest real. `jest.mock`'s factory runs before the spec's own
 * imports are bound, so it reaches this helper through `jest.requireActual`:
 *
 * @example
 * jest.mock('@backoffice/api-client/admin', () =>
 *   jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', ['listUsers']),
 * );
 * const mocked = jest.mocked(api); // `import * as api from '@backoffice/api-client/admin'`
 *
 * The factory loads this library while the mocked entry loads, so nothing this library's index imports may import
 * an api-client entry (it would call the factory again). Returns the module object the entry is replaced by. A
 * package name only: a relative path would resolve from this file, not the spec (mock the spec's own modules in
 * the spec).
 */
export function mockedCalls(moduleName: string, names: readonly string[]): Record<string, unknown> {
  return { ...jest.requireActual(moduleName), ...Object.fromEntries(names.map((name) => [name, jest.fn()])) };
}
