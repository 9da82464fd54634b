import '../support/skew-env';
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, REMOTE_NAMES, ROOT, RUN_DIR } from '../support/env';
import { PREVIOUS_DIR, REFUSED_DIR } from './scenarios';

const BUILDS = [
  ...['shell', ...REMOTE_NAMES].map((app) => path.join(DIST_DIR, app)),
  ...['shell', ...REMOTE_NAMES].map((app) => path.join(PREVIOUS_DIR, app)),
  REFUSED_DIR,
];

/**
 * Checks that every build the scenarios serve is there (the current ones in dist/apps, the previous release and the
 * refused remote from `node tools/release/skew.mjs prepare`) and empties the run folder. Each scenario starts and
 * stops its own servers (./fixtures.ts).
 */
export default async function skewGlobalSetup() {
  const missing = BUILDS.filter((dir) => !fs.existsSync(path.join(dir, path.basename(dir) === 'shell' ? 'index.html' : 'remoteEntry.js')));
  if (missing.length) {
    throw new Error(
      `missing builds: ${missing.map((d) => path.relative(ROOT, d)).join(', ')}: run the production build ` +
        '(npm run build) and `node tools/release/skew.mjs prepare` (`npx nx run e2e:e2e-skew` runs both the latter and the suite)',
    );
  }
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
}
