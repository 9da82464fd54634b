/**
 * The API tests' log: every test app logs (level `debug`, request lines included) into memory instead of nowhere,
 * and every line is scanned for secrets as it is written. A test file fails when a line held one: the test apps'
 * `close()` throws (helper.ts) and so does the `afterAll` of log-scan.setup.ts, which every API project's
 * jest.config.ts lists in `setupFilesAfterEnv`. Secrets are a demo account's password, an argon2 hash, a JWT and
 * an unmasked `token=` (or `password=`, `otp=`, `secret=`) query parameter, and the test apps' JWT signing secret (a
 * line that dumps the configuration).
 */
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/seed';

/** The demo accounts' passwords (libs/api/server/src/seed/demo-accounts.json), each once. */
export const DEMO_PASSWORDS: readonly string[] = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];

/** The signing secret of the test apps' tokens (testConfig's: the development secret). */
const JWT_SECRET = loadConfig({ NODE_ENV: 'test' }).jwtSecret;

const ARGON2 = /\$argon2(?:id|i|d)\$/;
const JWT = /eyJ[\w-]{2,}\.eyJ[\w-]{2,}\.[\w-]+/;
const QUERY_PARAM = /[?&]([^=&\s"#?]+)=([^&\s"#]*)/g;
const SECRET_PARAM = /token|password|secret|^otp$|^pin$/i;
/** What the API's logger writes instead of a masked value (libs/api/server/src/logging.ts). */
const MASK = '[redacted]';

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The secrets one log line holds, described without repeating them (empty when none).
 * @param passwords the passwords that must never appear (the demo accounts' by default), as typed or URL-encoded.
 */
export function scanLogLine(line: string, passwords: readonly string[] = DEMO_PASSWORDS): string[] {
  const found: string[] = [];
  if (ARGON2.test(line)) found.push('an argon2 hash');
  if (JWT.test(line)) found.push('a JWT');
  if (line.includes(JWT_SECRET)) found.push('the JWT secret');
  for (const password of passwords) {
    if (line.includes(password) || line.includes(encodeURIComponent(password)))
      found.push(`the demo password ${password.slice(0, 2)}…`);
  }
  for (const [, name, value] of line.matchAll(QUERY_PARAM)) {
    if (SECRET_PARAM.test(decode(name)) && value !== '' && value !== MASK)
      found.push(`an unmasked ${name}= query parameter`);
  }
  return found;
}

/** `line` with what {@link scanLogLine} finds replaced, for a failure message that does not leak it again. */
function masked(line: string, passwords: readonly string[]): string {
  let text = line
    .replace(/\$argon2(?:id|i|d)\$[\w$=,+/.-]*/g, MASK)
    .replace(new RegExp(JWT.source, 'g'), MASK)
    .replace(QUERY_PARAM, (all, name: string) =>
      SECRET_PARAM.test(decode(name)) ? `${all[0]}${name}=${MASK}` : all,
    );
  text = text.split(JWT_SECRET).join(MASK);
  for (const password of passwords)
    text = text.split(password).join(MASK).split(encodeURIComponent(password)).join(MASK);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** One line that held secrets. */
export interface LogLeak {
  /** The line with its secrets masked. */
  line: string;
  /** What it held, e.g. `a JWT`. */
  reasons: string[];
}

interface CaptureState {
  lines: string[];
  leaks: LogLeak[];
}

/** The most recent lines kept for {@link capturedLogLines}; the scan sees every line. */
const KEPT_LINES = 5_000;

// One per test file: Jest gives each file its own global, shared by the setup file and the helpers it loads.
const STATE_KEY = Symbol.for('backoffice.apiTestLog');

function state(): CaptureState {
  const holder = globalThis as unknown as Record<symbol, CaptureState | undefined>;
  return (holder[STATE_KEY] ??= { lines: [], leaks: [] });
}

/** Records one line written by a test app's logger: kept, scanned, and remembered as a leak if it holds a secret. */
export function recordLogLine(line: string): void {
  const s = state();
  s.lines.push(line);
  if (s.lines.length > KEPT_LINES) s.lines.splice(0, s.lines.length - KEPT_LINES);
  const reasons = scanLogLine(line);
  if (reasons.length) s.leaks.push({ line: masked(line.trimEnd(), DEMO_PASSWORDS), reasons });
}

/**
 * Fastify `logger` options that write into the capture (not printed).
 * @param level the lowest level captured; `debug` so that request lines (info) and debug lines are scanned.
 */
export function captureLogger(level = 'debug') {
  return { level, stream: { write: recordLogLine } };
}

/** The test file's most recent captured lines (JSON, one per entry), oldest first. */
export function capturedLogLines(): readonly string[] {
  return state().lines;
}

/** The leaks found since the last call, which forgets them. */
export function takeLogLeaks(): LogLeak[] {
  const s = state();
  return s.leaks.splice(0, s.leaks.length);
}

/**
 * Fails when a captured line held a secret since the last check.
 * @throws Error listing each such line (masked) and what it held.
 */
export function assertNoSecretsLogged(): void {
  const leaks = takeLogLeaks();
  if (!leaks.length) return;
  const list = leaks.slice(0, 10).map((l) => `- ${l.reasons.join(', ')}: ${l.line}`);
  if (leaks.length > 10) list.push(`- and ${leaks.length - 10} more`);
  throw new Error(
    `${leaks.length} API log line(s) held secrets (libs/api/server/src/logging.ts masks them):\n${list.join('\n')}`,
  );
}
