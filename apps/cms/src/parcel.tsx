import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { ShellProvider, type AuthUser, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { AreaRoutes } from './area-routes';

/**
 * Custom props of the parcel. A parcel is its own React root and sees none of the host's context, so auth
 * comes in props: `auth` (token and user) or a whole `shell` context value (which also carries notify/logout).
 */
export interface ParcelProps {
  auth?: { token: string | null; user: AuthUser | null };
  shell?: ShellContextValue;
  basePath?: string;
}

function shellValue(props: ParcelProps): ShellContextValue {
  if (props.shell) return props.shell;
  return {
    token: props.auth?.token ?? null,
    user: props.auth?.user ?? null,
    logout: () => undefined,
    notify: (opts) => console.warn('[cms parcel] notify without a host:', opts.title),
  };
}

/**
 * Its own router: single-spa patches history so this router follows the host's URL when the host ran
 * single-spa's start({ urlRerouteOnly: true }) (TOOLCHAIN.md, parcel traps).
 */
function ParcelRoot(props: ParcelProps) {
  return (
    <ShellProvider value={shellValue(props)}>
      {/* No toast region of its own: notify goes to the host (shell prop) or to the console. */}
      <UiProvider withToaster={false}>
        <BrowserRouter>
          <AreaRoutes basePath={props.basePath ?? '/'} />
        </BrowserRouter>
      </UiProvider>
    </ShellProvider>
  );
}

const lifecycles = singleSpaReact<ParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: ParcelRoot,
  errorBoundary: () => <div role="alert">The cms area could not be loaded.</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
