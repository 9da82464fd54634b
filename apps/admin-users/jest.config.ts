export default {
  displayName: 'admin-users',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
