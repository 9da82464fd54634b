import type { ComponentType } from 'react';
import type { AreaKey } from '@backoffice/contracts';
import type { BackofficeBuild, RemoteProps } from '@backoffice/shell-sdk';

/** What every remote exposes as `./Module`: a default-exported component that renders its area's routes. */
export interface RemoteModule {
  default: ComponentType<RemoteProps>;
  /**
   * Optional: fetches the code of the page at `pathname` ahead of its route (remote-kit `pagePreloader`); its
   * promise (remotes built before it returned one give undefined) settles when the code has arrived or failed.
   */
  preloadPage?: (pathname: string) => void | Promise<void>;
  /**
   * The remote's build (remote-kit `REMOTE_BUILD`): the shell refuses the remote when its `contract` is not one
   * it serves, or when it is absent (a remote built before the check).
   */
  build?: BackofficeBuild | null;
}

/** A single-spa lifecycle function (kept local: the shell does not depend on single-spa's types for this). */
export type ParcelLifecycle<P = Record<string, unknown>> = (props: P) => Promise<unknown>;

/** What every remote exposes as `./Parcel`: single-spa-react lifecycles; auth comes in the custom props. */
export interface RemoteParcelModule {
  bootstrap: ParcelLifecycle | ParcelLifecycle[];
  mount: ParcelLifecycle | ParcelLifecycle[];
  unmount: ParcelLifecycle | ParcelLifecycle[];
  update?: ParcelLifecycle | ParcelLifecycle[];
}

/** The typed surface of each remote (instead of a bare `declare module 'hotels/Module'`). */
export type RemoteModules = { [K in AreaKey]: { Module: RemoteModule; Parcel: RemoteParcelModule } };

/** Each listed area's remoteEntry URL, read from `/module-federation.manifest.json` (plain URLs or live entries). */
export type FederationManifest = Partial<Record<AreaKey, string>>;

/** `admin-users` → `admin_users`: a container is a global variable, so its name is an identifier. */
export function containerName(area: AreaKey): string {
  return area.replace(/-/g, '_');
}
