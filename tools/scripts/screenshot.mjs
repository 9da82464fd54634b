// Takes the README's pictures: starts the production servers on spare ports, signs in as the SuperAdmin (PIN read
// from the API log, as a person reads the SMS), and saves docs/images/shell.png (the ticket list, the landing
// page), ticket.png (a ticket with its discussion), history.png (that ticket's History panel after a reply that
// changes its status) and content-home.png (the homepage editor).
// Usage: node tools/scripts/screenshot.mjs   (after `npx nx run-many -t build`)
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, ROOT } from './servers.mjs';
import { signedInConsole } from './signed-in-console.mjs';

const { page, close } = await signedInConsole({
  ports: { api: 3990, ...Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, 4991 + i])) },
  name: 'screenshot',
  viewport: { width: 1280, height: 760 },
});
try {
  fs.mkdirSync(path.join(ROOT, 'docs/images'), { recursive: true });
  const shot = async (name) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(ROOT, 'docs/images', name) });
    console.log(`saved docs/images/${name}`);
  };
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Ticket Management' }).click();
  await page.getByRole('table', { name: 'Tickets' }).getByRole('link', { name: 'View' }).first().waitFor();
  await shot('shell.png');
  // The oldest seeded ticket on the page has a discussion.
  await page.getByRole('table', { name: 'Tickets' }).getByRole('link', { name: 'View' }).last().click();
  await page.getByRole('button', { name: 'Send' }).waitFor();
  await shot('ticket.png');
  // The History panel (docs/areas/platform.md, "Audit trail"): a reply that changes the status, then the
  // ticket again, whose timeline now shows both events.
  const ticketUrl = page.url();
  await page.getByRole('textbox', { name: 'Reply' }).fill('Checked with the hotel: the room is ready.');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'In Progress' });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('table', { name: 'Tickets' }).waitFor();
  await page.goto(ticketUrl);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('list', { name: 'Changed fields' }).first().waitFor();
  await history.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await history.screenshot({ path: path.join(ROOT, 'docs/images', 'history.png') });
  console.log('saved docs/images/history.png');
  await nav.getByRole('button', { name: 'Website Content' }).click();
  await nav.getByRole('link', { name: 'Homepage' }).click();
  await page.getByRole('button', { name: 'Update' }).waitFor();
  await shot('content-home.png');
} finally {
  await close();
}
