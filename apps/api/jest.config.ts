// Same SWC transform as jest.preset.js, widened to .mjs/.cjs: jose, typebox, cookie and content-disposition
// ship ESM only, and PGlite's CJS build calls import(). Node 20 loads them natively (require(esm)); Jest's
// module runtime does not, so SWC turns them into CommonJS here.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

import { availableParallelism } from 'node:os';

export default {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: '.',
  // The API projects' one global setup (the cached test database), with every area (src/test/areas.ts).
  globalSetup: '<rootDir>/../../libs/api/server/src/testing/global-setup.ts',
  // Fails a test file whose test apps logged a secret (libs/api/server/src/testing/log-capture.ts).
  setupFilesAfterEnv: ['<rootDir>/../../libs/api/server/src/testing/log-scan.setup.ts'],
  globals: { apiTestAreas: 'src/test/areas.ts' },
  transform: { '^.+\\.([cm]?js|tsx?)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|typebox|content-disposition|cookie|@electric-sql/pglite)/)'],
  // A hook builds a test app (load the dump, register every plugin): 10-15 s when other builds load the machine.
  testTimeout: 60_000,
  // Much of a test file's time is PGlite starting up and child processes waiting; on a 2-core machine two
  // workers finish sooner than Jest's default of one (cores - 1).
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
