// The API's Jest setup (see apps/api/jest.config.ts for why the transform is widened), on this project's files.
import { availableParallelism } from 'node:os';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  displayName: 'api-helpdesk',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: '.',
  globalSetup: '<rootDir>/../server/src/testing/global-setup.ts',
  // Fails a test file whose test apps logged a secret (libs/api/server/src/testing/log-capture.ts).
  setupFilesAfterEnv: ['<rootDir>/../server/src/testing/log-scan.setup.ts'],
  // The areas the test database is seeded with (global setup) and the test apps are built with.
  globals: { apiTestAreas: 'src/test/areas.ts' },
  transform: { '^.+\\.([cm]?js|tsx?)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|typebox|content-disposition|cookie|@electric-sql/pglite)/)'],
  // A hook builds a test app (load the dump, register every plugin): 10-15 s when other builds load the machine.
  testTimeout: 60_000,
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
