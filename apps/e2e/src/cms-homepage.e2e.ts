/**
 * Website content, homepage (docs/areas/cms.md, "Homepage editor (`/content-home`)"): the SuperAdmin edits
 * the homepage editor (/content-home) with a real image, saves with Update, sees the change and the image
 * after a reload, and deletes the image; on Manage Images (/all-images) a photo is added to one section.
 * Stored images are public addresses (`/api/media/…`) that load without a token.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unique } from './support/auth';
import { account } from './support/accounts';
import { openSignedIn } from './support/signed-in';

const FIXTURES = path.join(__dirname, 'fixtures');
const PNG = path.join(FIXTURES, 'cms-homepage-banner.png');
const JPEG = path.join(FIXTURES, 'cms-banner-horizontal.jpg');

/** Whether an <img> finished loading real pixels. */
async function loaded(img: Locator): Promise<boolean> {
  return img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

test('homepage editor: a title and a banner image are saved by Update, survive a reload, and the image can be deleted', async ({
  page,
  request,
}) => {
  await openSignedIn(page, account('SuperAdmin'), '/content-home');
  await expect(page.getByRole('heading', { name: 'Homepage', level: 1 })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Search bar title' });
  await expect(title).toBeVisible();

  const stored = page.getByRole('img', { name: /^Search bar banner \d+$/ });
  const before = await stored.count();

  const newTitle = unique('Short stays ');
  await title.fill(newTitle);
  await page.getByLabel('Add Search bar banner image').setInputFiles(PNG);
  await expect(page.getByRole('img', { name: 'New Search bar banner 1' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(page, 'Contents Updated Successfully')).toBeVisible();
  await expect(stored).toHaveCount(before + 1);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  await page.reload();
  await expect(title).toHaveValue(newTitle);
  await expect(stored).toHaveCount(before + 1);
  const added = page.getByRole('img', { name: `Search bar banner ${before + 1}` });
  await expect.poll(() => loaded(added)).toBe(true);

  // The image is a public, stable address: it loads without a token.
  const src = (await added.getAttribute('src')) ?? '';
  expect(src).toMatch(/\/api\/media\/[0-9a-f]{64}\.png$/);
  const image = await request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');

  // Validation shows the message beside the field, focuses it and sends nothing.
  await title.fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(title).toBeFocused();
  await expect(page.getByRole('region', { name: 'Search bar' }).getByText('Please Enter Title', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(title).toHaveValue(newTitle);

  await page.getByRole('button', { name: `Delete Search bar banner ${before + 1}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please confirm you wish to delete this image ?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Image deleted Successfully')).toBeVisible();
  await expect(stored).toHaveCount(before);

  await page.reload();
  await expect(title).toHaveValue(newTitle);
  await expect(stored).toHaveCount(before);
});

test('homepage editor: a keyboard user reaches a drop zone and a benefit description', async ({ page }) => {
  await openSignedIn(page, account('SuperAdmin'), '/content-home');
  // The image input's drop zone is reached through its "Choose a file" button.
  const zone = page.getByRole('region', { name: 'Search bar' }).getByRole('button', { name: 'Choose a file' });
  await zone.focus();
  await expect(zone).toBeFocused();
  const description = page.getByRole('textbox', { name: 'Benefit 1 description' });
  await description.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and more');
  await expect(description).toContainText('and more');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(description).not.toContainText('and more');
});

test('Manage Images: a photo added to the horizontal section is stored after Submit', async ({ page }) => {
  await openSignedIn(page, account('SuperAdmin'), '/all-images');
  await expect(page.getByRole('heading', { name: 'Manage Images', level: 1 })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Horizontal title' });
  await expect(title).toBeVisible();
  await expect(page.getByText(/472x192/)).toBeVisible();

  const photos = page.getByRole('img', { name: /^Horizontal photo \d+$/ });
  const before = await photos.count();
  const newTitle = unique('Wide ');
  await title.fill(newTitle);
  await page.getByLabel('Horizontal image', { exact: true }).setInputFiles(JPEG);
  await expect(page.getByRole('img', { name: 'Horizontal image preview' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(toast(page, 'Data Updated Successfully')).toBeVisible();
  await expect(toast(page, 'Horizontal Image Added Successfully')).toBeVisible();
  await expect(photos).toHaveCount(before + 1);

  await page.reload();
  await expect(title).toHaveValue(newTitle);
  await expect(photos).toHaveCount(before + 1);
  const added = page.getByRole('img', { name: `Horizontal photo ${before + 1}` });
  await expect.poll(() => loaded(added)).toBe(true);
  expect(await added.getAttribute('src')).toMatch(/\/api\/media\/[0-9a-f]{64}\.jpg$/);

  await page.getByRole('button', { name: `Delete horizontal photo ${before + 1}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Image deleted Successfully')).toBeVisible();
  await expect(photos).toHaveCount(before);
});
