export default {
  displayName: 'contracts',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  rootDir: '.',
};
