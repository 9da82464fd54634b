/**
 * For specs: an api-client entry with the calls a spec answers itself replaced by fresh `jest.fn()`s, the rest
 * real. Use it as
 * `jest.mock('@backoffice/api-client/bookings', () => jest.requireActual('../shared/mocked-calls').mockedCalls('@backoffice/api-client/bookings', ['listPricing']))`
 * and reach the mocks through `jest.mocked` of the entry the spec imports.
 */
export function mockedCalls(moduleName: string, names: readonly string[]): Record<string, unknown> {
  return { ...jest.requireActual(moduleName), ...Object.fromEntries(names.map((name) => [name, jest.fn()])) };
}
