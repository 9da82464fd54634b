// Module federation settings shared by the shell and every remote. Kept in one file (listed in nx.json
// sharedGlobals through tools/webpack/**) so that a change rebuilds every app.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const rootPkg = require(path.join(root, 'package.json'));

/**
 * The remote apps in order, with their dev/static ports: the one list, tools/webpack/remotes.json (JSON, so that
 * TypeScript reads its names as a union: RemoteName of apps/e2e/src/support/env.ts).
 */
const REMOTES = require('./remotes.json');
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

/** The host contract's file (written by tools/release/contract.mjs), relative to the root. */
const CONTRACT_FILE = 'libs/shell-sdk/contract.json';

/**
 * What a build says about itself, defined as `__BACKOFFICE_BUILD__` in each app
 * (docs/releases.md, "The host contract"). Environment: RELEASE_VERSION (default `dev`), RELEASE_COMMIT
 * (default `git rev-parse --short=12 HEAD`, else `unknown`), CONTRACT_VERSION_OVERRIDE (default the version of
 * libs/shell-sdk/contract.json; set it to build a remote the shell must refuse). Each is an Nx input of the
 * apps' build targets.
 * @param {string} app  the app's folder under apps/
 * @returns {{ app: string, contract: string, version: string, commit: string }}
 * @throws when contract.json is missing or unreadable
 */
function buildInfo(app) {
  const env = process.env;
  let commit = env.RELEASE_COMMIT;
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      commit = 'unknown'; // not a git checkout (a source archive)
    }
  }
  const contract =
    env.CONTRACT_VERSION_OVERRIDE ||
    JSON.parse(fs.readFileSync(path.join(root, CONTRACT_FILE), 'utf8')).version;
  return { app, contract, version: env.RELEASE_VERSION || 'dev', commit: commit || 'unknown' };
}

module.exports = {
  CONTRACT_FILE,
  buildInfo,
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
