/** The areas the API's own tests run with: every area of the route registry (jest.config.ts `globals.apiTestAreas`). */
export { API_AREAS as testAreas } from '../areas';
