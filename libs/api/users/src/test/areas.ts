/** The areas this project's tests run with: its own only (its jest.config.ts `globals.apiTestAreas`). */
import { usersArea } from '../index';

export const testAreas = [usersArea];
