export default {
  displayName: 'bookings',
  preset: '../../jest.web.preset.js',
  rootDir: '.',
};
