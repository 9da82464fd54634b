/**
 * Hotels end to end (issue 9; docs/areas/hotels.md, "Add flow", "Edit save", "Rooms", "Photos", "Deleting a
 * hotel", "Property listing", "Redirect to Hotel Admin"): as SuperAdmin, add a hotel through the whole add flow
 * (address search, photo, hotel manager, revenue manager 'Same as Owner'), find it in the Property Listing,
 * set its status (taking it off sale asks first) and open its score there, open it, add a 3-hour room and a 12-hour room with two windows
 * (kept after a reload), edit a room, change the commission rate, open the owner's hotel admin sign-in, then delete the hotel after the confirmation, which leads back to the filtered listing. The test makes its own hotel
 * (unique name and property ID) and assumes nothing about the demo hotels.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, unique } from './support/auth';
import { openEntry } from './support/nav';

const main = (page: Page) => page.getByRole('main');
/** A real PNG (the ticket tests' fixture). */
const PHOTO = path.join(__dirname, 'fixtures', 'ticket-image.png');

/** Adds a room on Edit Hotel with one slot and its windows ([earliest, latest]). */
async function addRoom(page: Page, name: string, rate: string, slot: '3' | '6' | '12', windows: [string, string][], checkRules = false) {
  await main(page).getByRole('button', { name: 'Add room' }).click();
  const room = main(page).getByRole('form', { name: 'Room New room' });
  await room.getByRole('textbox', { name: 'Room name' }).fill(name);
  await room.getByRole('spinbutton', { name: 'Available rooms' }).fill('3');
  await room.getByRole('spinbutton', { name: /Overnight rate/ }).fill(rate);
  if (checkRules) {
    await room.getByRole('button', { name: 'Add room' }).click();
    await expect(room.getByRole('alert')).toHaveText(`Please select at least one slot for ${name}. Room not updated.`);
  }
  await room.getByRole('checkbox', { name: `${slot}h` }).check();
  for (const [i, [earliest, latest]] of windows.entries()) {
    if (i > 0) await room.getByRole('button', { name: `Add a ${slot}h window` }).click();
    await room.getByLabel(`${slot}h window ${i + 1} earliest check-in`).fill(earliest);
    await room.getByLabel(`${slot}h window ${i + 1} latest check-in`).fill(latest);
  }
  await room.getByRole('button', { name: 'Add room' }).click();
  await expect(main(page).getByRole('form', { name: `Room ${name}` })).toBeVisible();
}

/** Opens a tab of the hotel record (/editHotel/{id}?tab=…, docs/areas/hotels.md). */
async function openTab(page: Page, label: string) {
  await main(page).getByRole('tab', { name: label, exact: true }).click();
  await expect(main(page).getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
}

async function filterListing(page: Page, text: string) {
  await main(page).getByLabel('Filter By ID, Name').fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test('add a hotel, find it, set its status, score it, add and edit rooms, edit it, open its hotel admin, delete it', async ({ page, context }) => {
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
  await expect(row).toContainText('In Complete');

  // Status from the row's dropdown.
  await row.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Live');
  await expect(page.getByText('Hotel Status Changed Successfully')).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('Live');
  // Taking a Live hotel off sale from the grid asks first; Cancel keeps it Live.
  await row.getByRole('combobox', { name: `Status of ${name}` }).selectOption('Inactive');
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`${name} is Live. Set it to Inactive?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByRole('combobox', { name: `Status of ${name}` })).toHaveValue('Live');

  // Score: a location near the hotel gives its rank and the table of categories.
  await row.getByRole('button', { name: `Score of ${name}` }).click();
  const score = page.getByRole('dialog', { name: `Score: ${name}` });
  await score.getByRole('combobox', { name: 'Location' }).fill('Sydney');
  await score.getByRole('option', { name: /^Sydney/ }).first().click();
  await expect(score.getByText(/Rank \d+ of \d+/)).toBeVisible({ timeout: 15_000 });
  await expect(score.getByRole('table', { name: 'Score by category' })).toContainText('Reviews');
  await page.keyboard.press('Escape');
  await expect(score).toBeHidden();

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/editHotel\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('textbox', { name: 'Hotel name' })).toHaveValue(name, { timeout: 15_000 });
  // The hotel record's tabs: the photo, the people, then the rooms.
  await openTab(page, 'Photos');
  await expect(main(page).getByRole('img', { name: 'Hotel photo 1' })).toBeVisible();
  await openTab(page, 'People');
  await expect(main(page).getByRole('region', { name: 'Revenue managers' }).getByRole('switch', { name: 'Same as Owner' })).toBeChecked();
  await openTab(page, 'Rooms');

  // Two rooms: a 3-hour one (the rules speak first), and a 12-hour one with two windows.
  await addRoom(page, 'Deluxe King', '149.50', '3', [['09:00', '13:00']], true);
  await addRoom(page, 'Night Twin', '99', '12', [['18:00', '20:00'], ['21:00', '23:00']]);

  // A reload keeps both rooms, their rates in dollars and their windows.
  await page.reload();
  const king = main(page).getByRole('form', { name: 'Room Deluxe King' });
  const twin = main(page).getByRole('form', { name: 'Room Night Twin' });
  await expect(king.getByRole('spinbutton', { name: /Overnight rate/ })).toHaveValue('149.5', { timeout: 15_000 });
  await expect(king.getByLabel('3h window 1 latest check-in')).toHaveValue('13:00');
  await expect(twin.getByLabel('12h window 2 earliest check-in')).toHaveValue('21:00');

  // Edit a room: a new rate.
  await twin.getByRole('spinbutton', { name: /Overnight rate/ }).fill('105');
  await twin.getByRole('button', { name: 'Save room' }).click();
  await expect(page.getByText('Room Updated Successfully').first()).toBeVisible();
  await page.reload();
  await expect(twin.getByRole('spinbutton', { name: /Overnight rate/ })).toHaveValue('105', { timeout: 15_000 });

  // Edit save: a new commission rate; the History tab records it.
  await openTab(page, 'Details');
  await main(page).getByRole('spinbutton', { name: /Commission rate/ }).fill('14');
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Hotel Details Updated Successfully')).toBeVisible();
  await openTab(page, 'History');
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
  // Back to the list the hotel was opened from, its filter kept.
  await expect(page).toHaveURL(new RegExp(`/property/all\\?search=${encodeURIComponent(propertyId)}$`));
  await filterListing(page, propertyId);
  await expect(main(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
