/**
 * One area released, promoted and rolled back while the console runs (docs/releases.md, "Promotion and rollback"):
 * the project "promotion and rollback of one area" (playwright.skew.config.ts), whose API serves RELEASES_DIR.
 * The two releases of hotels are real builds of two commits: the previous release's (tmp/skew/previous/hotels) as r1
 * and today's (dist/apps/hotels) as r2, each stored as the release command stores a build; the promotions and the
 * rollback go through the release command itself. Prints how long each took and when the console had it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '@backoffice/contracts';
import type { Page } from '@playwright/test';
import { signInAdmin } from '../support/auth';
import { ROOT } from '../support/env';
import { openEntry } from '../support/nav';
import { expect, expectAreaPage, test } from './fixtures';
import { MAIN_PAGES, PREVIOUS_DIR, SCENARIOS, SKEW_DIR } from './scenarios';

const AREA = 'hotels';
const RELEASES_DIR = SCENARIOS.find((s) => s.id === 'releases')?.set.env?.RELEASES_DIR as string;
const TITLE = AREAS.find((a) => a.key === AREA)?.title as string;
const { label } = MAIN_PAGES.find((p) => p.area === AREA) as (typeof MAIN_PAGES)[number];
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** Stores the build in `from` as release `version` of the area at `commit`, as `npm run release` leaves one. */
function store(version: string, from: string, commit: string): string {
  const short = commit.slice(0, 12);
  const folder = `${version}-${short}`;
  const contract = JSON.parse(git('show', `${commit}:libs/shell-sdk/contract.json`)).version as string;
  const out = path.join(RELEASES_DIR, AREA, folder);
  fs.cpSync(from, out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'release.json'),
    JSON.stringify({ area: AREA, version, commit: short, contract, builtAt: new Date().toISOString(), builtBy: 'e2e' }),
  );
  return folder;
}

/** `npm run release -- <args>` on the scenario's RELEASES_DIR; answers its wall time in ms. */
function release(...args: string[]): number {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['tools/release/release.mjs', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, RELEASES_DIR, RELEASE_BY: 'release-manager@e2e' },
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return Date.now() - started;
}

/** Resolves with the remoteEntry.js request of release `folder` (served from the browser's cache or not). */
const entryRequested = (page: Page, folder: string) =>
  page.waitForRequest((req) => req.url().endsWith(`/releases/${AREA}/${folder}/remoteEntry.js`), { timeout: 20_000 });

test('a promotion reaches the console at its next load, a rollback brings back the version before, and the Releases page shows both', async ({
  page,
}) => {
  const previousCommit = JSON.parse(fs.readFileSync(path.join(SKEW_DIR, 'skew.json'), 'utf8')).previous.commit as string;
  const r1 = store('r1', path.join(PREVIOUS_DIR, AREA), previousCommit);
  const r2 = store('r2', path.join(ROOT, 'dist/apps', AREA), git('rev-parse', 'HEAD'));
  const times: Record<string, number> = {};

  times['promote r1'] = release('promote', AREA, 'r1');
  await signInAdmin(page);
  const first = entryRequested(page, r1);
  await openEntry(page, label);
  await first;
  await expectAreaPage(page, AREA);
  const served = await page.request.get(`/releases/${AREA}/${r1}/remoteEntry.js`);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  times['promote r2'] = release('promote', AREA, 'r2');
  let shown = Date.now();
  const second = entryRequested(page, r2);
  await page.reload();
  await second;
  await expectAreaPage(page, AREA);
  times['r2 in the console after a reload'] = Date.now() - shown;

  await openEntry(page, 'Releases');
  const live = page.getByRole('table', { name: 'Live versions' });
  const row = live.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('r2');
  await expect(row).toContainText('release-manager@e2e');

  times['rollback'] = release('rollback', AREA);
  await page.reload();
  await expect(row).toContainText('r1');
  const history = page.getByRole('table', { name: 'Release history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Rolled back');
  await expect(history.getByRole('row').nth(1)).toContainText('r1');

  shown = Date.now();
  const third = entryRequested(page, r1);
  await openEntry(page, label);
  await third;
  await expectAreaPage(page, AREA);
  times['r1 in the console after the rollback'] = Date.now() - shown;

  console.log(`[skew] release times (ms): ${JSON.stringify(times)}`);
});
