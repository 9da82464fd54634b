export default {
  displayName: 'remote-kit',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
