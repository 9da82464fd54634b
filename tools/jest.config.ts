export default {
  displayName: 'workspace-tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  rootDir: '.',
  // ESLint on the whole workspace's project graph takes a while on two cores.
  testTimeout: 120_000,
};
