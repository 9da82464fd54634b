import type { BackofficeBuild } from '@backoffice/shell-sdk';

/**
 * This remote's own build: its app, the host contract it was built against, its release and commit
 * (docs/releases.md, "The host contract"). Each remote's `./Module` exports it as `build`, and the shell refuses a
 * remote whose contract it does not serve before rendering it.
 *
 * It is this remote's and not the host's because remote-kit is not a shared module: webpack compiles this file
 * into each remote's own bundle, where `__BACKOFFICE_BUILD__` is replaced with that remote's constant
 * (tools/webpack/create-config.js). Were it read from a shared singleton (shell-sdk), every remote would report
 * the host's build. Null when the constant is absent (not a webpack build or a Jest run).
 */
export const REMOTE_BUILD: BackofficeBuild | null =
  typeof __BACKOFFICE_BUILD__ !== 'undefined' && __BACKOFFICE_BUILD__ ? __BACKOFFICE_BUILD__ : null;
