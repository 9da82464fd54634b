/**
 * Reads RELEASES_DIR as the release command leaves it: `manifest.json` (the live release of each area, rewritten
 * atomically), `history.jsonl` (one record a line, appended) and `<area>/<folder>/release.json` (one stored build).
 * Read on every call: the files are small and the release command changes them while the API runs.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AREA_KEYS,
  LiveManifestSchema,
  ReleaseHistoryRecordSchema,
  ReleaseRecordSchema,
  type LiveManifest,
  type ReleaseHistoryRecord,
  type ReleasesArea,
  type ReleasesEntry,
} from '@backoffice/contracts';
import { Value } from 'typebox/value';

/** An area's folder name (`admin-users`); anything else in RELEASES_DIR is not an area. */
const AREA_NAME = /^[a-z][a-z0-9-]*$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** A file's text, or undefined when it (or its folder) does not exist; other read errors are thrown. */
async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * The live manifest, RELEASES_DIR/manifest.json: `{ "<area>": { entry, version, commit, contract, folder,
 * promotedAt, promotedBy } }`.
 * @returns the manifest, or null when the file does not exist (nothing promoted yet).
 * @throws Error naming the file when it is not JSON or not of that shape (the callers log it and carry on as if
 *   nothing were live), or when it cannot be read.
 */
export async function readLiveManifest(releasesDir: string): Promise<LiveManifest | null> {
  const file = path.join(releasesDir, 'manifest.json');
  const text = await readText(file);
  if (text === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (!Value.Check(LiveManifestSchema, parsed)) {
    throw new Error(`${file} is not a live manifest ({ "<area>": { entry, version, commit, contract, folder, promotedAt, promotedBy } })`);
  }
  return parsed;
}

/**
 * The last `limit` records of RELEASES_DIR/history.jsonl, newest (last written) first; lines that are not a
 * record (not JSON, a field missing) are skipped. No file: `[]`.
 */
export async function readReleaseHistory(releasesDir: string, limit: number): Promise<ReleaseHistoryRecord[]> {
  const text = await readText(path.join(releasesDir, 'history.jsonl'));
  if (!text) return [];
  const records: ReleaseHistoryRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const record: unknown = JSON.parse(line);
      if (Value.Check(ReleaseHistoryRecordSchema, record)) records.push(record);
    } catch {
      // a torn or hand-edited line: skipped
    }
  }
  return records.slice(-limit).reverse();
}

/** Folders of `dir` (names), or [] when it does not exist. */
async function folders(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** `r12` → 12 (versions are `r<n>`); anything else sorts last. */
const versionNumber = (version: string) => Number(/^r(\d+)$/.exec(version)?.[1] ?? -1);

/** An area's stored builds (folders with a well-formed release.json), newest version first. */
async function areaReleases(releasesDir: string, area: string, liveFolder: string | undefined): Promise<ReleasesEntry[]> {
  const entries: ReleasesEntry[] = [];
  for (const folder of await folders(path.join(releasesDir, area))) {
    const text = await readText(path.join(releasesDir, area, folder, 'release.json'));
    if (text === undefined) continue;
    try {
      const record: unknown = JSON.parse(text);
      if (Value.Check(ReleaseRecordSchema, record)) entries.push({ ...record, folder, live: folder === liveFolder });
    } catch {
      // not a release (a build being copied, a stray folder): left out
    }
  }
  return entries.sort((a, b) => versionNumber(b.version) - versionNumber(a.version) || b.builtAt.localeCompare(a.builtAt));
}

/**
 * Every area with a stored build or a live release, in the console's area order (others after, by name), each
 * with its live release (null when none) and its builds, newest first, marked live or not. `live` is the
 * manifest already read (null: nothing live).
 */
export async function readReleasedAreas(releasesDir: string, live: LiveManifest | null): Promise<ReleasesArea[]> {
  const names = new Set([...(await folders(releasesDir)).filter((n) => AREA_NAME.test(n)), ...Object.keys(live ?? {})]);
  const rank = (name: string) => {
    const i = (AREA_KEYS as readonly string[]).indexOf(name);
    return i < 0 ? AREA_KEYS.length : i;
  };
  const ordered = [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Promise.all(
    ordered.map(async (area) => {
      const current = live?.[area];
      return {
        area,
        live: current
          ? {
              version: current.version,
              commit: current.commit,
              contract: current.contract,
              folder: current.folder,
              promotedAt: current.promotedAt,
              promotedBy: current.promotedBy,
            }
          : null,
        releases: await areaReleases(releasesDir, area, current?.folder),
      };
    }),
  );
}
