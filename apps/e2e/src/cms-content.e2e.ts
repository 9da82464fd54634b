/**
 * Website content (issue 4; docs/areas/cms.md, "Content and SEO pages" and "FAQ (`/faq`, `/faq/{fqaID}`)"):
 * as SuperAdmin, add, edit and delete a FAQ; update the Press Room SEO block and read it back through the
 * website's public read (POST /api/cms/list without a token); edit a content page and see the change after a
 * reload. The tests make their own data (unique texts) and assume nothing about what other tests store.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAdmin, unique } from './support/auth';
import { openEntry } from './support/nav';
import { account } from './support/accounts';
import { openSignedIn } from './support/signed-in';

const main = (page: Page) => page.getByRole('main');

/** Replaces the text of a rich-text editor (a contenteditable textbox) by typing, as a user does. */
async function typeRichText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

test('FAQ: add in the modal, open its detail, edit it (kept after a reload), delete it', async ({ page }) => {
  const question = unique('Can I check in at ') + '?';
  const answer = unique('Yes, from 6 am ');
  await signInAdmin(page);
  await openEntry(page, 'FAQ');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(main(page).getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Add new FAQ' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add new FAQ' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // The missing answer is told beside it, in the modal.
  await expect(dialog.getByText('Your question and answer is required')).toHaveCount(1);
  await typeRichText(page, dialog.getByRole('textbox', { name: 'Answer' }), answer);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const link = main(page).getByRole('link', { name: question });
  await expect(link).toBeVisible();
  await expect(main(page).getByText(answer)).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(/\/faq\/[^/]+$/);
  await expect(main(page).getByRole('heading', { name: question })).toBeVisible();

  const edited = `${question} (edited)`;
  await page.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit FAQ' });
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  await dialog.getByLabel('Question').fill(edited);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('heading', { name: edited })).toBeVisible();
  await page.reload();
  await expect(main(page).getByRole('heading', { name: edited })).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText(answer)).toBeVisible();

  await main(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Please confirm you wish to delete this FAQ ?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(main(page).getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('link', { name: edited })).toHaveCount(0);
});

test('Press Room SEO: Update shows in the search preview and in the public read without a token', async ({
  page,
  request,
}) => {
  const title = unique('Press Room news ');
  const description = unique('Announcements and media kits of the short-stay hotel marketplace ');
  await openSignedIn(page, account('SuperAdmin'), '/pressRoom/seo');
  await expect(main(page).getByRole('heading', { name: 'Press Room SEO', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const titleField = main(page).getByLabel('Title', { exact: true });
  await expect(titleField).toBeEditable();
  await titleField.fill(title);
  await main(page).getByLabel('Meta-Description').fill(description);
  const preview = main(page).getByRole('region', { name: 'Search result preview' });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText(description);
  await expect(main(page).getByText(`${title.length} / 60 characters`)).toBeVisible();
  await main(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Contents Updated Successfully')).toBeVisible();

  // The public website's read: no Authorization header (the `request` fixture has no session).
  const res = await request.post('/api/cms/list', { data: { tag: 'Press Room SEO' } });
  expect(res.status(), await res.text()).toBe(200);
  const blocks = (await res.json()) as { title: string; description: string }[];
  expect(blocks[0]).toMatchObject({ title, description });
});

test('a content page keeps its edit after a reload', async ({ page }) => {
  const title = unique('About us ');
  const body = unique('We sell hotel stays of 3, 6 and 12 hours ');
  await signInAdmin(page);
  await openEntry(page, 'About');
  await expect(page).toHaveURL(/\/about$/);
  await expect(main(page).getByRole('heading', { name: 'About', level: 1 })).toBeVisible({ timeout: 15_000 });
  const titleField = main(page).getByLabel('Title', { exact: true });
  await expect(titleField).toBeEditable();
  await titleField.fill(title);
  await typeRichText(page, main(page).getByRole('textbox', { name: 'Description' }), body);
  await main(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Contents Updated Successfully')).toBeVisible();

  await page.reload();
  await expect(main(page).getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 15_000 });
  await expect(main(page).getByRole('textbox', { name: 'Description' })).toContainText(body);

  // Cancel goes back to the saved text.
  await main(page).getByLabel('Title', { exact: true }).fill('not saved');
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(main(page).getByLabel('Title', { exact: true })).toHaveValue(title);
});
