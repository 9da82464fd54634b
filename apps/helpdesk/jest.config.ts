export default {
  displayName: 'helpdesk',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
