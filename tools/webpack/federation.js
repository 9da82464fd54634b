// Module federation settings shared by the shell and every remote. Kept in one file (listed in nx.json
// sharedGlobals through tools/webpack/**) so that a change rebuilds every app.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

/** Remote apps, their dev/static ports and their federation container names (valid JS identifiers). */
const REMOTES = {
  helpdesk: { port: 4201 },
  cms: { port: 4202 },
  hotels: { port: 4203 },
  bookings: { port: 4204 },
  'admin-users': { port: 4205 },
};
const SHELL_PORT = 4200;

/** `admin-users` → `admin_users`: the container is a global variable, so its name must be an identifier. */
const containerName = (app) => app.replace(/-/g, '_');

const WORKSPACE_LIBS = ['ui', 'shell-sdk', 'api-client', 'contracts'];
/**
 * Second entries of workspace libs, each shared as a singleton of its own (import path → source file).
 * `@backoffice/ui/forms` holds the ui pieces the login page does not use: `@backoffice/ui` is loaded whole there.
 * Its pieces reach Chakra only through `@backoffice/ui`, so whichever copy of either entry is chosen, there is one
 * Chakra context (libs/ui/src/forms/main-entry.ts).
 */
const WORKSPACE_ENTRIES = { '@backoffice/ui/forms': 'libs/ui/src/forms.ts' };

const ROUTER_FACADE = path.join(__dirname, 'react-router-facade.mjs');
/** The real React Router the facade re-exports from (its package exports only name the development build). */
const routerImplAlias = (prod) => ({
  'backoffice-react-router-impl$': path.join(
    root,
    'node_modules/react-router/dist',
    prod ? 'production' : 'development',
    'index.mjs',
  ),
});

function depVersion(name) {
  return require(path.join(root, 'node_modules', name, 'package.json')).version;
}

/**
 * The shared allow-list (docs/micro-frontends.md "Shared modules"): singletons, never eager (an eager share inlines React into
 * every entry), not strict (a strict mismatch on one package blanked the shell in the trial).
 * Chakra and Emotion are deliberately absent: only libs/ui imports them, and libs/ui is the shared singleton.
 * Subpath entries (react/jsx-runtime, react-dom/client) must be listed: they are separate requests, and an
 * unshared react-dom/client would give a remote's parcel a second React DOM.
 */
function sharedConfig() {
  const npm = {};
  const pkgShare = (request, pkg) => {
    const version = depVersion(pkg);
    npm[request] = {
      singleton: true,
      eager: false,
      strictVersion: false,
      requiredVersion: `^${version}`,
      version,
    };
  };
  pkgShare('react', 'react');
  pkgShare('react/jsx-runtime', 'react');
  pkgShare('react-dom', 'react-dom');
  pkgShare('react-dom/client', 'react-dom');
  pkgShare('react-router', 'react-router');
  pkgShare('react-router-dom', 'react-router-dom');
  // One QueryClient for host and remotes (docs/micro-frontends.md "Shared modules"): the shell provides it, and
  // the remotes must read the very QueryClientContext it fills. Imported only after sign-in, so it stays off
  // the login page.
  pkgShare('@tanstack/react-query', '@tanstack/react-query');
  // Both router keys share one facade module with an explicit export list (see react-router-facade.mjs).
  npm['react-router'].import = ROUTER_FACADE;
  npm['react-router-dom'].import = ROUTER_FACADE;
  for (const lib of WORKSPACE_LIBS) {
    // Workspace libs have no package.json of their own: provide their source and an explicit version.
    npm[`@backoffice/${lib}`] = {
      singleton: true,
      eager: false,
      strictVersion: false,
      import: path.join(root, 'libs', lib, 'src', 'index.ts'),
      version: rootPkg.version,
      requiredVersion: `^${rootPkg.version}`,
    };
  }
  for (const [request, file] of Object.entries(WORKSPACE_ENTRIES)) {
    npm[request] = {
      singleton: true,
      eager: false,
      strictVersion: false,
      import: path.join(root, file),
      version: rootPkg.version,
      requiredVersion: `^${rootPkg.version}`,
    };
  }
  return npm;
}

module.exports = {
  REMOTES,
  SHELL_PORT,
  WORKSPACE_LIBS,
  WORKSPACE_ENTRIES,
  ROUTER_FACADE,
  containerName,
  routerImplAlias,
  sharedConfig,
  root,
};
