// One picture per area page (issue 32's before/after): starts the production servers on spare ports from a build
// (dist/apps by default), signs in as the SuperAdmin (the PIN read from the API log) and saves one PNG per page of
// AREA_PAGES at 1366x860, plus the reservations list at 800 px and, with --dark, each page in the dark theme.
// Usage: node tools/scripts/screenshot-areas.mjs --out docs/images/after [--dist dist/apps] [--dark]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, ROOT } from './servers.mjs';
import { signedInConsole } from './signed-in-console.mjs';

const { values: args } = parseArgs({ options: { out: { type: 'string' }, dist: { type: 'string' }, dark: { type: 'boolean' } } });
if (!args.out) throw new Error('--out <folder> is required');
const out = path.resolve(ROOT, args.out);
fs.mkdirSync(out, { recursive: true });

/** The pages: file name, path, and what shows once the page has its data. */
const AREA_PAGES = [
  { name: 'tickets', path: '/all-tickets', ready: (page) => page.getByRole('main').getByRole('table').locator('tbody tr').first() },
  { name: 'website-content', path: '/contactUs/subscription', ready: (page) => page.getByRole('main').getByRole('table').first() },
  { name: 'properties', path: '/property/all', ready: (page) => page.getByRole('main').getByRole('table').locator('tbody tr').first() },
  { name: 'reservations', path: '/reservations', ready: (page) => page.getByRole('main').getByRole('table').locator('tbody tr').first() },
  { name: 'users', path: '/users-all', ready: (page) => page.getByRole('main').getByRole('table').locator('tbody tr').first() },
  { name: 'billing', path: '/billing', ready: (page) => page.getByRole('main').getByRole('heading', { level: 1 }) },
];

const dist = args.dist ? path.resolve(ROOT, args.dist) : null;
const dirs = dist ? Object.fromEntries(['shell', ...REMOTE_NAMES].map((a) => [a, path.join(dist, a)])) : {};
const { servers, page, close } = await signedInConsole({
  ports: { api: 3980, ...Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, 4981 + i])) },
  name: 'screenshot-areas',
  dirs,
  viewport: { width: 1366, height: 860 },
});
try {
  const shoot = async (name, pagePath, ready) => {
    await page.goto(`${servers.urls.app}${pagePath}`);
    await ready(page).waitFor({ timeout: 30_000 }).catch(() => console.log(`${pagePath}: not ready after 30 s, taken as it is`));
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    console.log(`saved ${path.relative(ROOT, path.join(out, `${name}.png`))}`);
  };
  for (const p of AREA_PAGES) await shoot(p.name, p.path, p.ready);
  await page.setViewportSize({ width: 800, height: 860 });
  await shoot('reservations-800', AREA_PAGES[3].path, AREA_PAGES[3].ready);
  await page.setViewportSize({ width: 1366, height: 860 });
  if (args.dark) {
    await page.evaluate(() => localStorage.setItem('backoffice.colorMode', 'dark'));
    for (const p of AREA_PAGES) await shoot(`${p.name}-dark`, p.path, p.ready);
    await page.evaluate(() => localStorage.removeItem('backoffice.colorMode'));
  }
} finally {
  await close();
}
