/**
 * Whether the API can be reached (docs/frontend-data.md, "Connection lost"). Every call of the shared client
 * reports here: a 503 (the API's database does not answer: docs/production.md, "During a database outage") or a
 * call that got no answer at all marks the connection lost; a successful call marks it back. Another error status
 * (400, 404, 500) changes nothing, nor does a call the page cancelled. No React: the shell reads it with
 * `useSyncExternalStore(subscribeConnection, isConnectionLost)`. `isConnectionProblem` and `probeConnection` are in
 * client.ts, beside the error they read and the instance they call through.
 */
let lost = false;
const listeners = new Set<() => void>();

/** True while the last calls answered 503 or got no answer, until one succeeds. */
export function isConnectionLost(): boolean {
  return lost;
}

/**
 * Calls `listener` (no arguments) each time {@link isConnectionLost} changes, once per change.
 * @returns the unsubscribe function.
 */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sets the state (client.ts calls it for every answer); tells the listeners when it changes. */
export function setConnectionLost(value: boolean): void {
  if (value === lost) return;
  lost = value;
  for (const listener of [...listeners]) listener();
}
