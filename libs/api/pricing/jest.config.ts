// The API projects' Jest setup (jest.api.preset.js) on this project's files; its areas: src/test/areas.ts.
export default {
  displayName: 'api-pricing',
  preset: '../../../jest.api.preset.js',
  rootDir: '.',
};
