export default {
  displayName: 'hotels',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
