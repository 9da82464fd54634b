import type { AreaKey } from '@backoffice/contracts';
import type { AuthUser, ShellContextValue } from '@backoffice/shell-sdk';
import { loadRemoteExposed, REMOTE_TIMEOUT_MS } from './remote-loader';

/** Custom props every remote's `./Parcel` accepts (see apps/<remote>/src/parcel.tsx). */
export interface RemoteParcelProps {
  /** Auth for the parcel's own React root: it sees none of the host's React context. */
  auth?: { token: string | null; user: AuthUser | null };
  /** Or the whole shell context (adds notify and logout). */
  shell?: ShellContextValue;
  basePath?: string;
}

/** A mounted parcel: `unmount()` removes it, `update(props)` passes new props. */
export interface MountedRemoteParcel {
  unmount(): Promise<unknown>;
  update(props: RemoteParcelProps): Promise<unknown>;
}

let started = false;

/**
 * Mounts `<area>/Parcel` (single-spa-react lifecycles) into `domElement` as a root parcel, for pages that embed
 * another area's screen outside the shell's React tree. The parcel has its own React root and router; single-spa
 * is started with `urlRerouteOnly: true` so that its router follows the shell's URL without spurious reroutes
 * (docs/toolchain.md, "Module federation: what is shared and how", Parcels). Loaded on demand: single-spa is
 * not on the first screen.
 * @throws RemoteLoadError as `RemoteArea` does (down, broken, slower than 5 s).
 */
export async function mountRemoteParcel(
  area: AreaKey,
  domElement: HTMLElement,
  props: RemoteParcelProps,
  timeoutMs = REMOTE_TIMEOUT_MS,
): Promise<MountedRemoteParcel> {
  const [singleSpa, parcel] = await Promise.all([
    import('single-spa'),
    loadRemoteExposed(area, 'Parcel', timeoutMs),
  ]);
  if (!started) {
    singleSpa.start({ urlRerouteOnly: true });
    started = true;
  }
  const mounted = singleSpa.mountRootParcel(parcel as unknown as SingleSpaParcelConfig, {
    ...props,
    domElement,
  });
  await mounted.mountPromise;
  return {
    unmount: () => mounted.unmount(),
    update: (next) => (mounted.update ? mounted.update({ ...next, domElement }) : Promise.resolve()),
  };
}

type SingleSpaParcelConfig = import('single-spa').ParcelConfig;
