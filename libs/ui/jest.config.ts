export default {
  displayName: 'ui',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
