/** @backoffice/test-utils — rendering with the Back Office providers, token and data factories for Jest. */
export {
  createTestQueryClient,
  currentLocation,
  fakeUser,
  renderWithProviders,
  type RenderWithProvidersOptions,
} from './lib/render-with-providers';
export { makeToken } from './lib/tokens';
export { describeAreaModule } from './lib/area-module';
export { fakeChain } from './lib/fixtures';
export { mockedCalls } from './lib/mocked-calls';
export { renderRoutes } from './lib/render-routes';
