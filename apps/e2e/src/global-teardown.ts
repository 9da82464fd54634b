import fs from 'node:fs';
import { STATE_FILE } from './support/env';
import { readState, stopAll } from './support/servers';

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  await stopAll(readState());
}
