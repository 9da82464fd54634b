export default {
  displayName: 'cms',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
