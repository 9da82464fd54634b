export default {
  displayName: 'rich-text',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
