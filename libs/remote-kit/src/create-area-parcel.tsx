import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import type { Area } from '@backoffice/contracts';
import { ShellProvider, type AuthUser, type RemoteProps, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider, loadSystemRecipes } from '@backoffice/ui';

/**
 * Custom props of an area's parcel. A parcel is its own React root and sees none of the host's context, so auth
 * comes in props: `auth` (token and user) or a whole `shell` context value (which also carries notify/logout).
 */
export interface ParcelProps {
  auth?: { token: string | null; user: AuthUser | null };
  shell?: ShellContextValue;
  basePath?: string;
}

function shellValue(area: Area, props: ParcelProps): ShellContextValue {
  if (props.shell) return props.shell;
  return {
    token: props.auth?.token ?? null,
    user: props.auth?.user ?? null,
    logout: () => undefined,
    notify: (opts) => console.warn(`[${area.key} parcel] notify without a host:`, opts.title),
  };
}

/**
 * single-spa-react lifecycles (`bootstrap`, `mount`, `unmount`, `update`) of an area, exposed by each remote as
 * `./Parcel` so that a host which is not the shell can mount the area with auth in props.
 *
 * The parcel brings its own providers and router; its router follows the host's URL when the host ran
 * single-spa's `start({ urlRerouteOnly: true })` (docs/toolchain.md,
 * "Module federation: what is shared and how", Parcels). It has no toast region of its own: notify goes to
 * the host (`shell` prop) or to the console. Its `bootstrap` first adds the ui system's other recipes
 * (`loadSystemRecipes`), so that the area's pieces are styled in a host that has not loaded them.
 */
export function createAreaParcel(area: Area, Module: ComponentType<RemoteProps>) {
  function ParcelRoot(props: ParcelProps) {
    return (
      <ShellProvider value={shellValue(area, props)}>
        <UiProvider withToaster={false}>
          <BrowserRouter>
            <Module basePath={props.basePath ?? '/'} />
          </BrowserRouter>
        </UiProvider>
      </ShellProvider>
    );
  }
  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <div role="alert">The {area.title} area could not be loaded.</div>,
  });
  return {
    ...lifecycles,
    // A failed recipes chunk leaves some pieces unstyled, which beats no area.
    bootstrap: (props: Parameters<typeof lifecycles.bootstrap>[0]) =>
      loadSystemRecipes().then(
        () => lifecycles.bootstrap(props),
        () => lifecycles.bootstrap(props),
      ),
  };
}
