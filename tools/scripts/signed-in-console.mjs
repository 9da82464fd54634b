// The console as the README's pictures see it: the production servers on spare ports (from dist/apps, or `dirs`),
// Chromium, and the SuperAdmin signed in (the PIN read from the API log, as a person reads the SMS).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startAll } from './servers.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * Starts the servers and signs in.
 * @param {{ ports: Record<string, number>, name: string, dirs?: Record<string, string>, viewport: { width: number, height: number } }} options
 *   `name` keeps the servers' state file and snapshot apart from another script's.
 * @returns {Promise<{ servers: object, browser: import('playwright-core').Browser, page: import('playwright-core').Page, close: () => Promise<void> }>}
 */
export async function signedInConsole({ ports, name, dirs = {}, viewport }) {
  const accounts = JSON.parse(fs.readFileSync(path.join(ROOT, 'libs/api/server/src/seed/demo-accounts.json'), 'utf8'));
  const admin = accounts.find((a) => a.role === 'SuperAdmin');
  let pin;
  const servers = await startAll({
    ports,
    dirs,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-shot-')),
    stateFile: path.join(ROOT, `tmp/${name}-servers.json`),
    snapshotDir: path.join(ROOT, 'tmp/serve', name),
    log: (line) => {
      const m = /PIN is (\d{4,6})/.exec(line);
      if (m) pin = m[1];
    },
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const close = async () => {
    await browser.close();
    await servers.stop();
  };
  try {
    const page = await browser.newPage({ viewport });
    await page.goto(`${servers.urls.app}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/otpVerify');
    for (let i = 0; i < 50 && !pin; i++) await new Promise((r) => setTimeout(r, 200));
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    return { servers, browser, page, close };
  } catch (e) {
    await close();
    throw e;
  }
}
