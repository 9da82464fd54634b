export default {
  displayName: 'shell-sdk',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
