// Preset for browser code (shell, remotes, ui, shell-sdk): jsdom plus the Chakra/router polyfills.
const base = require('./jest.preset.js');
const { buildInfo } = require('./tools/webpack/federation.js');
module.exports = {
  ...base,
  // What webpack defines in a build (tools/webpack/create-config.js): the shell and remote-kit read it.
  globals: { __BACKOFFICE_BUILD__: buildInfo('jest') },
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require('node:path').join(__dirname, 'libs/test-utils/src/setup-jest.ts')],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '\\.(css|png|jpe?g|svg|gif)$': require('node:path').join(__dirname, 'libs/test-utils/src/file-stub.js'),
  },
};
