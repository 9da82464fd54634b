export default {
  displayName: 'shell',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
