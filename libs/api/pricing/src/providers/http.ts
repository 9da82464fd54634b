/** What the HTTP adapters of the outside services share: a JSON call with a timeout and clear errors. */

/** How long the HTTP adapters wait for an answer. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * A fetch with the providers' timeout and errors that say which service failed and how.
 * @throws Error `<what> did not answer within 10 s`, `<what> is unreachable (…)`, `<what> answered HTTP <status>`,
 * `<what> answered a body that is not JSON`.
 */
export async function fetchJson(what: string, url: string, init: RequestInit = {}, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const e = error as Error;
    if (e.name === 'TimeoutError' || e.name === 'AbortError') throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    const cause = (e.cause as Error | undefined)?.message ?? e.message;
    throw new Error(`${what} is unreachable (${cause})`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).trim().slice(0, 200);
    throw new Error(`${what} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text}` : ''}`);
  }
  try {
    return await response.json();
  } catch {
    throw new Error(`${what} answered a body that is not JSON`);
  }
}
