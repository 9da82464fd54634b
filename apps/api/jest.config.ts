// eslint-disable-next-line @typescript-eslint/no-require-imports
const preset = require('../../jest.preset.js');
const swc = Object.values(preset.transform as Record<string, unknown>)[0];

export default {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: '.',
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  // jose and typebox ship ESM only (.js/.mjs); Node 20 loads them with require(esm), Jest's runtime does not:
  // let SWC transpile them to CommonJS.
  transform: { '^.+\\.([cm]?js|tsx?)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|typebox|content-disposition|cookie|@electric-sql/pglite)/)'],
  testTimeout: 30_000,
};
