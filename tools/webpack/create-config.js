// One webpack factory for the shell and the five remotes (plain webpack; Nx runs it through nx:run-commands).
// Usage in apps/<app>/webpack.config.js:  module.exports = createConfig({ app: 'hotels' });
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadFirstScreenPlugin } = require('./preload-first-screen');
const {
  REMOTES,
  SHELL_PORT,
  WORKSPACE_LIBS,
  WORKSPACE_ENTRIES,
  buildInfo,
  containerName,
  routerImplAlias,
  sharedConfig,
  root,
} = require('./federation');

const API_TARGET = process.env.API_URL || 'http://localhost:3000';

function defaultManifest() {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, { port }]) => [name, `http://localhost:${port}/remoteEntry.js`]),
  );
}

/**
 * @param {{ app: string }} options  the app's folder name under apps/
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ app }) {
  const isShell = app === 'shell';
  if (!isShell && !REMOTES[app]) throw new Error(`Unknown app ${app}`);
  const appRoot = path.join(root, 'apps', app);
  const port = isShell ? SHELL_PORT : REMOTES[app].port;

  // webpack calls the exported function with (env, argv); only argv.mode matters here.
  return (...args) => {
    const argv = args[1] ?? {};
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const template = fs.existsSync(path.join(appRoot, 'src/index.html'))
      ? path.join(appRoot, 'src/index.html')
      : path.join(__dirname, 'index.html');

    /** @type {import('webpack').Configuration} */
    const config = {
      name: app,
      mode,
      context: appRoot,
      entry: { main: './src/main.ts' },
      target: 'web',
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist/apps', app),
        // 'auto' lets a remote's chunks load from wherever its remoteEntry.js was fetched.
        publicPath: 'auto',
        filename: prod ? '[name].[contenthash:10].js' : '[name].js',
        // A hash in dev too: a shared lib's provide chunk and its consume fallback would otherwise share a name.
        chunkFilename: prod ? '[name].[contenthash:10].js' : '[name].[contenthash:8].js',
        uniqueName: containerName(app),
        // Keep the manifest the start script wrote next to the shell's index.html.
        clean: { keep: /module-federation\.manifest\.json$/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        alias: {
          ...Object.fromEntries(
            // remote-kit and rich-text are bundled into each remote that uses them, not shared: rich-text is
            // heavy (Tiptap, DOMPurify) and must stay off the shell's login page.
            [...WORKSPACE_LIBS, 'remote-kit', 'rich-text'].map((lib) => [
              `@backoffice/${lib}$`,
              path.join(root, 'libs', lib, 'src', 'index.ts'),
            ]),
          ),
          // Second entries of shared libs (`@backoffice/ui/forms`), shared as singletons of their own.
          ...Object.fromEntries(
            Object.entries(WORKSPACE_ENTRIES).map(([request, file]) => [`${request}$`, path.join(root, file)]),
          ),
          // api-client's area entries: bundled into the remotes that import them (not shared, off the login page).
          '@backoffice/api-client/hotels$': path.join(root, 'libs', 'api-client', 'src', 'hotels.ts'),
          '@backoffice/api-client/bookings$': path.join(root, 'libs', 'api-client', 'src', 'bookings.ts'),
          '@backoffice/api-client/admin$': path.join(root, 'libs', 'api-client', 'src', 'admin.ts'),
          '@backoffice/api-client/work$': path.join(root, 'libs', 'api-client', 'src', 'work.ts'),
          '@backoffice/api-client/helpdesk$': path.join(root, 'libs', 'api-client', 'src', 'helpdesk.ts'),
          '@backoffice/api-client/cms$': path.join(root, 'libs', 'api-client', 'src', 'cms.ts'),
          // The JWT reader alone (no axios): the shell's session store reads the token on the login page.
          '@backoffice/api-client/token$': path.join(root, 'libs', 'api-client', 'src', 'token.ts'),
          // contracts' TypeBox-free entry, bundled into whatever imports it (not shared: a few KB of constants,
          // tree-shaken per chunk, instead of one more request on the login page).
          '@backoffice/contracts/constants$': path.join(root, 'libs', 'contracts', 'src', 'constants', 'index.ts'),
          ...routerImplAlias(prod),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            // Lets a trimmed Chakra system in libs/ui drop the unused default recipes (see the loader).
            test: /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](theme[\\/]index|preset)\.js$/,
            use: path.join(__dirname, 'pure-calls-loader.js'),
          },
          {
            // rich-text's modules only export: a page that imports `excerpt` from its barrel must not pull in the
            // editor (Tiptap, ~170 KB gzip), so unused re-exports are dropped.
            test: /[\\/]libs[\\/]rich-text[\\/]src[\\/]/,
            sideEffects: false,
          },
          {
            // contracts' modules only declare constants and schemas: a chunk that imports one message from
            // @backoffice/contracts/constants must not carry the route table or the rich-HTML allowlist too.
            test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
          { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: {
        // A single runtime per container: a separate runtime chunk would give each app two federation runtimes.
        runtimeChunk: false,
        moduleIds: prod ? 'deterministic' : 'named',
        // SWC's minifier, not webpack's default Terser: a third of the build time, and the login page's JS a
        // little smaller (docs/toolchain.md, "Minifier: SWC").
        minimizer: [
          new MinimizerPlugin({
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 } } },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'minimal',
      plugins: [
        new ModuleFederationPlugin({
          name: containerName(app),
          ...(isShell
            ? { remotes: {} } // remotes are registered at run time from /module-federation.manifest.json
            : {
                filename: 'remoteEntry.js',
                exposes: { './Module': './src/remote-entry.tsx', './Parcel': './src/parcel.tsx' },
              }),
          shared: sharedConfig(),
          // One remote down must not stop the host from starting (docs/toolchain.md,
          // "Module federation: what is shared and how").
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // Remotes are plain remoteEntry.js files (no mf-manifest snapshots): drop that code from the runtime.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        }),
        // The app's own build (its host contract, release, commit): a remote exports it from ./Module through
        // remote-kit, and the shell refuses a remote whose contract it does not serve (apps/shell federation/contract.ts).
        new webpack.DefinePlugin({ __BACKOFFICE_BUILD__: JSON.stringify(buildInfo(app)) }),
        new HtmlWebpackPlugin({
          template,
          title: isShell ? 'Back Office' : `Back Office – ${app}`,
          chunks: ['main'],
          scriptLoading: 'defer',
          // index.html is served for every route (SPA fallback; a remote's standalone page too): a relative script
          // src would load /users/main.js on a reload of /users/change-password. Chunks keep publicPath 'auto'.
          publicPath: '/',
        }),
        // The shell's first screen: its chunks start loading with the page, not after main.js has run.
        ...(isShell ? [new PreloadFirstScreenPlugin({ request: './bootstrap' })] : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // The shell and a remote's standalone page both reach the API through their own origin.
        proxy: [{ context: ['/api', '/socket.io'], target: API_TARGET, ws: true, changeOrigin: true }],
        ...(isShell
          ? {
              setupMiddlewares: (middlewares) => {
                // In development the manifest points at the remotes' dev servers (override with REMOTE_<NAME>_URL).
                middlewares.unshift({
                  name: 'module-federation-manifest',
                  path: '/module-federation.manifest.json',
                  middleware: (_req, res) => {
                    const manifest = defaultManifest();
                    for (const name of Object.keys(manifest)) {
                      const fromEnv = process.env[`REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL`];
                      if (fromEnv) manifest[name] = fromEnv;
                    }
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-cache');
                    res.end(JSON.stringify(manifest));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
    };
    return config;
  };
}

module.exports = { createConfig, defaultManifest };
