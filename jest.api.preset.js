// Preset for the API projects (apps/api and every libs/api/* project): Node, the API tests' one global setup and
// log scan, and the SWC transform widened to .mjs/.cjs. jose, typebox, cookie and content-disposition ship ESM
// only, and PGlite's CJS build calls import(): Node 20 loads them natively (require(esm)), Jest's module runtime
// does not, so SWC turns them into CommonJS here (docs/toolchain.md, "Node versions").
// Each project's jest.config.ts names this preset and adds its displayName (and, for libs/api/server, no areas).
const path = require('node:path');
const { availableParallelism } = require('node:os');
const base = require('./jest.preset.js');

const testing = path.join(__dirname, 'libs', 'api', 'server', 'src', 'testing');

module.exports = {
  ...base,
  testEnvironment: 'node',
  // The API projects' one global setup (the cached test database of the project's areas, or the PostgreSQL run).
  globalSetup: path.join(testing, 'global-setup.ts'),
  // Fails a test file whose test apps logged a secret (libs/api/server/src/testing/log-capture.ts).
  setupFilesAfterEnv: [path.join(testing, 'log-scan.setup.ts')],
  // The module exporting the areas the test database is seeded with (global setup) and the test apps are built
  // with, relative to the project's rootDir.
  globals: { apiTestAreas: 'src/test/areas.ts' },
  transform: {
    '^.+\\.([cm]?js|tsx?)$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|typebox|content-disposition|cookie|@electric-sql/pglite)/)'],
  // A hook builds a test app (load the dump, register every plugin): 10-15 s when other builds load the machine.
  testTimeout: 60_000,
  // Much of a test file's time is PGlite starting up and child processes waiting; on a 2-core machine two
  // workers finish sooner than Jest's default of one (cores - 1).
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
