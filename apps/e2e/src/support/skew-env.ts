/**
 * Where the version-skew suite's servers keep their scratch files (docs/releases.md, "Version skew"). Imported first
 * by the skew config, its global setup and its tests: it points the shared helpers (./env.ts) at tmp/e2e/skew, so
 * that API_LOG is the log every scenario's servers append to (the SuperAdmin's PIN line is read from there).
 * Override with E2E_SKEW_RUN_DIR.
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

process.env.E2E_RUN_DIR = process.env.E2E_SKEW_RUN_DIR || path.join(ROOT, 'tmp/e2e/skew');
delete process.env.E2E_BASE_URL;
