// The API projects' Jest setup (jest.api.preset.js) on this project's files: the database layer and the test kit,
// with no area (the test database holds the shared tables and data only).
export default {
  displayName: 'api-server',
  preset: '../../../jest.api.preset.js',
  rootDir: '.',
  globals: { apiTestAreas: '' },
};
