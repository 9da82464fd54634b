/**
 * Jest `setupFilesAfterEnv` of every API project (apps/api and libs/api/*: their jest.config.ts list it): the test
 * file fails when a line its test apps logged held a secret (log-capture.ts). This `afterAll` runs before the
 * file's own top-level ones; what an app logs while it closes is checked by the app's `close()` (helper.ts).
 */
import { assertNoSecretsLogged } from './log-capture';

afterAll(() => {
  assertNoSecretsLogged();
});
