// Takes the README's picture of the shell: starts the production servers on spare ports, signs in as the
// SuperAdmin (PIN read from the API log, as a person reads the SMS), and saves docs/images/shell.png.
// Usage: node tools/scripts/screenshot.mjs   (after `npx nx run-many -t build`)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startAll } from './servers.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const accounts = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/api/src/seed/demo-accounts.json'), 'utf8'));
const admin = accounts.find((a) => a.role === 'SuperAdmin');
const ports = { api: 3990, helpdesk: 4991, cms: 4992, hotels: 4993, bookings: 4994, 'admin-users': 4995 };
let pin;
const servers = await startAll({
  ports,
  dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-shot-')),
  stateFile: path.join(ROOT, 'tmp/screenshot-servers.json'),
  log: (line) => {
    const m = /PIN is (\d{4,6})/.exec(line);
    if (m) pin = m[1];
  },
});
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await page.goto(`${servers.urls.app}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/otpVerify');
  for (let i = 0; i < 50 && !pin; i++) await new Promise((r) => setTimeout(r, 200));
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: /Website Content/ }).click().catch(() => undefined);
  await page.getByRole('link', { name: 'Manage Images' }).first().click().catch(() => undefined);
  await page.waitForTimeout(2500);
  fs.mkdirSync(path.join(ROOT, 'docs/images'), { recursive: true });
  await page.screenshot({ path: path.join(ROOT, 'docs/images/shell.png') });
  console.log('saved docs/images/shell.png');
} finally {
  await browser.close();
  await servers.stop();
}
