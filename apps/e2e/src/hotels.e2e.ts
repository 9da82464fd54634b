/**
 * Hotels end to end (issue 9; docs/areas/hotels.md, "Add flow", "Edit save", "Rooms", "Photos", "Deleting a
 * hotel", "Property listing", "Redirect to Hotel Admin"): as SuperAdmin, add a hotel through the whole add flow
 * (address search, photo, hotel manager, revenue manager 'Same as Owner'), find it in the Property Listing,
 * open it, add a room with a check-in window (kept after a reload), change the commission rate, open the
 * owner's hotel admin sign-in, then delete the hotel after the confirmation. The test makes its own hotel
 * (unique name and property ID) and assumes nothing about the demo hotels.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, unique } from './support/auth';
import { openEntry } from './support/nav';

const main = (page: Page) => page.getByRole('main');
/** A real PNG (the ticket tests' fixture). */
const PHOTO = path.join(__dirname, 'fixtures', 'ticket-image.png');

async function filterListing(page: Page, text: string) {
  await main(page).getByLabel('Filter By ID, Name').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test('add a hotel, find it, add a room, edit it, open its hotel admin, delete it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = unique('E2E Hotel ');
  const propertyId = unique('E2E-');
  await signInAdmin(page);
  await openEntry(page, 'Property Listing');
  await expect(page).toHaveURL(/\/property\/all$/);
  await main(page).getByRole('link', { name: 'Add Hotel' }).click();
  await expect(page).toHaveURL(/\/addHotel$/);
  await expect(main(page).getByRole('heading', { name: 'Add Hotel', level: 1 })).toBeVisible({ timeout: 15_000 });

  // Nothing filled: the form says what is missing and sends nothing.
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(main(page).getByText('Please enter hotel name')).toBeVisible();

  await main(page).getByRole('textbox', { name: 'Hotel name' }).fill(name);
  await main(page).getByRole('combobox', { name: 'Address search' }).fill('Sydney');
  await main(page).getByRole('option', { name: /^Sydney/ }).first().click();
  await expect(main(page).getByRole('textbox', { name: 'Country' })).toHaveValue('Australia');
  await main(page).getByRole('textbox', { name: 'Property ID' }).fill(propertyId);
  await main(page).getByRole('spinbutton', { name: /Commission rate/ }).fill('12.5');
  await main(page).getByLabel('Add a photo').setInputFiles(PHOTO);
  await expect(main(page).getByText('ticket-image.png', { exact: true })).toBeVisible();
  const contact = main(page).getByRole('region', { name: 'Hotel manager' });
  await contact.getByRole('textbox', { name: 'First name' }).fill('Hana');
  await contact.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await contact.getByRole('textbox', { name: 'Position' }).fill('Hotel manager');
  await contact.getByRole('textbox', { name: 'Number' }).fill('+61 400 000 000');
  await contact.getByRole('textbox', { name: 'Email' }).fill(`${propertyId.toLowerCase()}@hotels.example`);
  await main(page).getByRole('region', { name: 'Revenue managers' }).getByRole('switch', { name: 'Same as Owner' }).check();
  await main(page).getByRole('checkbox', { name: 'Pool' }).check();
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Hotel Added Successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/property\/all$/);

  // The listing finds it by its property ID.
  await filterListing(page, propertyId);
  const row = main(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/editHotel\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('textbox', { name: 'Hotel name' })).toHaveValue(name, { timeout: 15_000 });
  await expect(main(page).getByRole('img', { name: 'Hotel photo 1' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Revenue managers' }).getByRole('switch', { name: 'Same as Owner' })).toBeChecked();

  // A room with a 3-hour window; the rules speak first.
  await main(page).getByRole('button', { name: 'Add room' }).click();
  const room = main(page).getByRole('form', { name: 'Room New room' });
  await room.getByRole('textbox', { name: 'Room name' }).fill('Deluxe King');
  await room.getByRole('spinbutton', { name: 'Available rooms' }).fill('3');
  await room.getByRole('spinbutton', { name: /Overnight rate/ }).fill('149.50');
  await room.getByRole('button', { name: 'Add room' }).click();
  await expect(room.getByRole('alert')).toHaveText('Please select at least one slot for Deluxe King. Room not updated.');
  await room.getByRole('checkbox', { name: '3h' }).check();
  await room.getByLabel('3h window 1 earliest check-in').fill('09:00');
  await room.getByLabel('3h window 1 latest check-in').fill('13:00');
  await room.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByText('Room Updated Successfully')).toBeVisible();
  const saved = main(page).getByRole('form', { name: 'Room Deluxe King' });
  await expect(saved).toBeVisible();

  // A reload keeps the room, its rate in dollars and its window.
  await page.reload();
  await expect(saved.getByRole('spinbutton', { name: /Overnight rate/ })).toHaveValue('149.5', { timeout: 15_000 });
  await expect(saved.getByLabel('3h window 1 latest check-in')).toHaveValue('13:00');

  // Edit save: a new commission rate.
  await main(page).getByRole('spinbutton', { name: /Commission rate/ }).fill('14');
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Hotel Details Updated Successfully')).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'History' }).getByText(/Commission rate/).first()).toBeVisible();

  // Redirect to Hotel Admin: the owner's single-use sign-in opens in a new tab.
  const [admin] = await Promise.all([
    context.waitForEvent('page'),
    main(page).getByRole('button', { name: 'Redirect to Hotel Admin' }).click(),
  ]);
  await expect(admin.getByText(/Signed in as/)).toBeVisible({ timeout: 15_000 });
  await expect(admin.getByText(name)).toBeVisible();
  await admin.close();

  // Delete, after the confirmation.
  await main(page).getByRole('button', { name: 'Delete Hotel' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please confirm you wish to delete this hotel ?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Hotel Deleted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/property\/all$/);
  await filterListing(page, propertyId);
  await expect(main(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
