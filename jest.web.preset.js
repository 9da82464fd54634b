// Preset for browser code (shell, remotes, ui, shell-sdk): jsdom plus the Chakra/router polyfills.
const base = require('./jest.preset.js');
module.exports = {
  ...base,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require('node:path').join(__dirname, 'libs/test-utils/src/setup-jest.ts')],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '\\.(css|png|jpe?g|svg|gif)$': require('node:path').join(__dirname, 'libs/test-utils/src/file-stub.js'),
  },
};
