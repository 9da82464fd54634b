export default {
  displayName: 'test-utils',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
