/**
 * What an area's drift check gets (apps/api/src/integration/operations.spec.ts; libs/api/README.md, "Operations
 * defined once"): `run(name, fn, expected)` runs one api-client function, which must make exactly one call, answered
 * 2xx (`expected` 'ok') or one of the `expected` statuses; it answers the function's result (undefined when it threw).
 */
export type Run = <T>(name: string, fn: () => Promise<T>, expected?: 'ok' | number[]) => Promise<T>;

/** An area's drift check: its api-client module (every exported function must be run) and the calls in order. */
export interface AreaDrift {
  area: string;
  client: Record<string, unknown>;
  drive: (run: Run) => Promise<void>;
}
