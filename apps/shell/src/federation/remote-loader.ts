import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREA_KEYS, getArea, type AreaKey } from '@backoffice/contracts';
import { contractProblem, SHELL_BUILD } from './contract';
import {
  containerName,
  type FederationManifest,
  type RemoteModule,
  type RemoteModules,
} from './remote-types';

/** Where the start script (or the dev server) publishes the remotes' URLs; read at run time, not build time. */
export const MANIFEST_URL = '/module-federation.manifest.json';
/** A remote slower than this is reported as not loaded (with a Retry). */
export const REMOTE_TIMEOUT_MS = 5000;

export class RemoteLoadError extends Error {
  constructor(
    readonly area: AreaKey,
    message: string,
    /** `incompatible`: built for a host contract this console does not serve; the message says which. */
    readonly reason: 'timeout' | 'unavailable' | 'invalid' | 'incompatible',
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

let manifestPromise: Promise<FederationManifest> | null = null;

/**
 * An area's remoteEntry URL from its manifest value: a plain URL (the build's manifest, `npm start`), or the live
 * manifest's object `{ entry, version, commit, … }` when a release of the area was promoted (docs/releases.md,
 * "Promotion and rollback"). Anything else: undefined (the area is treated as unlisted).
 */
function manifestEntry(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object') {
    const entry = (value as { entry?: unknown }).entry;
    if (typeof entry === 'string' && entry) return entry;
  }
  return undefined;
}

/**
 * Fetches the manifest once and registers every listed remote with the federation runtime. Registering fetches
 * nothing: a remote's remoteEntry.js loads only when `loadRemoteModule` asks for it (a route of its area opens).
 */
export function ensureRemotesRegistered(): Promise<FederationManifest> {
  manifestPromise ??= (async () => {
    const res = await fetch(MANIFEST_URL, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`${MANIFEST_URL} answered ${res.status}`);
    const raw = (await res.json()) as Record<string, unknown>;
    const manifest: FederationManifest = {};
    for (const key of AREA_KEYS) {
      const entry = manifestEntry(raw[key]);
      if (entry) manifest[key] = entry;
    }
    registerRemotes(
      Object.entries(manifest).map(([key, entry]) => ({ name: containerName(key as AreaKey), entry })),
    );
    return manifest;
  })().catch((err: unknown) => {
    manifestPromise = null; // a later attempt fetches it again
    throw err;
  });
  return manifestPromise;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `<area>/<exposed>` through the federation runtime, failing after `timeoutMs`.
 * @throws RemoteLoadError when the manifest lacks the area, the remote is down or broken, or it is too slow.
 */
export async function loadRemoteExposed<K extends keyof RemoteModules[AreaKey]>(
  area: AreaKey,
  exposed: K,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<RemoteModules[AreaKey][K]> {
  const load = async () => {
    const manifest = await ensureRemotesRegistered().catch((err: unknown) => {
      throw new RemoteLoadError(area, `The list of areas could not be read (${String(err)}).`, 'unavailable');
    });
    if (!manifest[area])
      throw new RemoteLoadError(area, `No address is configured for ${area}.`, 'unavailable');
    let mod: RemoteModules[AreaKey][K] | null;
    try {
      mod = await loadRemote<RemoteModules[AreaKey][K]>(`${containerName(area)}/${String(exposed)}`);
    } catch (err) {
      throw new RemoteLoadError(area, err instanceof Error ? err.message : String(err), 'unavailable');
    }
    if (!mod) throw new RemoteLoadError(area, `${area} exposes no ${String(exposed)}.`, 'invalid');
    return mod;
  };
  return withTimeout(
    load(),
    timeoutMs,
    () => new RemoteLoadError(area, `${area} did not answer within ${timeoutMs / 1000} seconds.`, 'timeout'),
  );
}

/**
 * The area's `./Module`, checked to have a default component export and to be built for a host contract this
 * console serves (its `build` export, see {@link contractProblem}), before anything of it renders.
 * @throws RemoteLoadError as {@link loadRemoteExposed}; reason `invalid` without a default component,
 *   `incompatible` (with the user-readable reason as message) for a contract this console does not serve
 */
export async function loadRemoteModule(area: AreaKey, timeoutMs = REMOTE_TIMEOUT_MS): Promise<RemoteModule> {
  const mod = await loadRemoteExposed(area, 'Module', timeoutMs);
  if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
    throw new RemoteLoadError(area, `${area}/Module has no default component.`, 'invalid');
  }
  const problem = contractProblem(SHELL_BUILD?.contract ?? '', mod.build, getArea(area).title);
  if (problem) throw new RemoteLoadError(area, problem, 'incompatible');
  return mod;
}

/**
 * Makes the runtime forget a failed or slow remote (its cached remoteEntry promise, its script tag, its module
 * cache) so that the next load really fetches it again.
 */
export async function forgetRemote(area: AreaKey): Promise<void> {
  const manifest = await ensureRemotesRegistered().catch(() => ({}) as FederationManifest);
  const entry = manifest[area];
  if (entry) registerRemotes([{ name: containerName(area), entry }], { force: true });
}

/** For tests: forget the manifest. */
export function resetRemoteLoaderForTests(): void {
  manifestPromise = null;
}
