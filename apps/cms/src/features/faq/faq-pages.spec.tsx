import { ApiError } from '@backoffice/api-client';
import { addFaq, deleteFaq, getFaq, listFaqs, updateFaq } from '@backoffice/api-client/cms';
import { CmsMessages, CommonMessages, type Faq } from '@backoffice/contracts';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FaqDetailPage } from './faq-detail-page';
import { FaqListPage } from './faq-list-page';

jest.mock('@backoffice/api-client/cms', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/cms', [
    'listFaqs', 'getFaq', 'addFaq', 'updateFaq', 'deleteFaq',
  ]),
);

const mocks = {
  list: jest.mocked(listFaqs),
  get: jest.mocked(getFaq),
  add: jest.mocked(addFaq),
  update: jest.mocked(updateFaq),
  remove: jest.mocked(deleteFaq),
};

const faq = (id: string, q: string, a = `<p>Answer to ${q}</p>`): Faq => ({
  _id: id,
  q,
  a,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const early = faq('f1', 'Can I check in early?');
const pets = faq('f2', 'Are pets allowed?');

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
});

/** Types into the real rich-text editor (ProseMirror reads keys asynchronously: a small delay between keys). */
async function typeRichText(editable: HTMLElement, text: string) {
  const slow = userEvent.setup({ delay: 10 });
  await slow.click(editable);
  await slow.keyboard(text);
}

/** The CSS heights of an editable element's ancestors (the editor's writing area is one of them). */
function ancestorHeights(editable: HTMLElement): string[] {
  const heights: string[] = [];
  for (let el = editable.parentElement; el; el = el.parentElement) heights.push(getComputedStyle(el).height);
  return heights;
}

const answerBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Answer' });

const renderList = () => renderWithProviders(<FaqListPage />, { route: '/faq' });
/** On an empty list: opens 'Add new FAQ', types a question and an answer, and submits; the dialog. */
async function submitNewFaq(q: string, a: string) {
  mocks.list.mockResolvedValue([]);
  const view = renderList();
  await screen.findByText(CommonMessages.lists.empty);
  await view.user.click(screen.getByRole('button', { name: 'Add new FAQ' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add new FAQ' });
  await view.user.type(within(dialog).getByLabelText(/Question/), q);
  await typeRichText(answerBox(dialog), a);
  await view.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return { ...view, dialog };
}

const renderDetail = (id = 'f1') =>
  renderWithProviders(
    <Routes>
      <Route path="/faq" element={<p>FAQ list</p>} />
      <Route path="/faq/:fqaID" element={<FaqDetailPage />} />
    </Routes>,
    { route: `/faq/${id}` },
  );

describe('/faq', () => {
  it('lists the questions (links to their detail) with their answers in a table', async () => {
    mocks.list.mockResolvedValue([early, pets]);
    renderList();
    const list = await screen.findByRole('table', { name: 'FAQs' });
    const items = within(list).getAllByRole('row').slice(1);
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Can I check in early?' })).toHaveAttribute(
      'href',
      '/faq/f1',
    );
    expect(within(items[0]).getByText('Answer to Can I check in early?')).toBeInTheDocument();
  });

  it('links to the FAQ SEO page', async () => {
    mocks.list.mockResolvedValue([]);
    renderList();
    expect(await screen.findByRole('link', { name: 'FAQ SEO' })).toHaveAttribute('href', '/faq/seo');
  });

  it("says 'Sorry, no records found.' when there is none, and a load failure has Retry", async () => {
    mocks.list.mockRejectedValueOnce(new Error('Request failed (500).'));
    mocks.list.mockResolvedValue([]);
    const { user } = renderList();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(CommonMessages.lists.empty)).toBeInTheDocument();
  });

  it("'Add new FAQ' requires both fields, then adds, appends the entry and closes the modal", async () => {
    mocks.list.mockResolvedValue([early]);
    mocks.add.mockResolvedValue(pets);
    const { user, shell } = renderList();
    await screen.findByRole('table', { name: 'FAQs' });
    await user.click(screen.getByRole('button', { name: 'Add new FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new FAQ' });
    expect(ancestorHeights(answerBox(dialog))).toContain('300px');

    // Both missing: each says so beside it, at once, and the question (the first) is focused.
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findAllByText('Your question and answer is required')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Question/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Question/)).toHaveAccessibleDescription('Your question and answer is required');

    await user.type(within(dialog).getByLabelText(/Question/), 'Are pets allowed?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getAllByText('Your question and answer is required')).toHaveLength(1);
    await waitFor(() => expect(answerBox(dialog)).toHaveFocus());
    expect(mocks.add).not.toHaveBeenCalled();

    await typeRichText(answerBox(dialog), 'Answer to Are pets allowed?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(mocks.add).toHaveBeenCalledWith({
      q: 'Are pets allowed?',
      a: '<p>Answer to Are pets allowed?</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: CmsMessages.faq.added });
    const items = within(screen.getByRole('table', { name: 'FAQs' })).getAllByRole('row').slice(1);
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      'Can I check in early?',
      'Are pets allowed?',
    ]);
  });

  it('an answer of empty markup counts as missing', async () => {
    const { dialog } = await submitNewFaq('Q?', '   ');
    expect(await within(dialog).findByText(CmsMessages.faq.required)).toBeInTheDocument();
    expect(mocks.add).not.toHaveBeenCalled();
  });

  it("a failed add says 'Failed to add FAQ' and keeps the modal with its input", async () => {
    mocks.add.mockRejectedValue(new Error('Request failed (500).'));
    const { shell, dialog } = await submitNewFaq('Q?', 'A.');
    // A 500 says no more than the failure: the server's text is not for people.
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to add FAQ' });
    expect(screen.getByRole('dialog', { name: 'Add new FAQ' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Question/)).toHaveValue('Q?');
    expect(screen.getByText(CommonMessages.lists.empty)).toBeInTheDocument();
  });

  it("a question the API finds too long is told beside the field, not in a toast", async () => {
    mocks.add.mockRejectedValue(new ApiError(400, CmsMessages.faq.questionTooLong));
    const { shell, dialog } = await submitNewFaq('Q?', 'A.');
    expect(await within(dialog).findByText(CmsMessages.faq.questionTooLong)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Question/)).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('Delete on the list asks first and removes the entry only when the API deleted it', async () => {
    mocks.list.mockResolvedValue([early, pets]);
    mocks.remove.mockRejectedValueOnce(new Error('Request failed (500).'));
    mocks.remove.mockResolvedValue('Deleted successfully');
    const { user, shell } = renderList();
    await screen.findByRole('table', { name: 'FAQs' });

    await user.click(screen.getByRole('button', { name: 'Delete FAQ: Are pets allowed?' }));
    let confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to delete FAQ' });
    expect(screen.getByRole('link', { name: 'Are pets allowed?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete FAQ: Are pets allowed?' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Are pets allowed?' })).not.toBeInTheDocument(),
    );
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Deleted successfully', durationMs: 2000 });
    expect(mocks.remove).toHaveBeenLastCalledWith('f2');
    expect(screen.getByRole('link', { name: 'Can I check in early?' })).toBeInTheDocument();
  });
});

describe('/faq/:fqaID', () => {
  it('shows the FAQ of the URL: the question as the title, the answer in its panel', async () => {
    mocks.get.mockResolvedValue(early);
    renderDetail('f1');
    expect(await screen.findByRole('heading', { name: 'Can I check in early?', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('Answer to Can I check in early?');
    expect(screen.getByRole('link', { name: 'Back to FAQ list' })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('Answer to Can I check in early?')).toBeInTheDocument();
    expect(mocks.get).toHaveBeenCalledWith('f1');
  });

  it('Edit opens the modal with the FAQ, requires both fields and shows the update', async () => {
    mocks.get.mockResolvedValue(early);
    mocks.update.mockResolvedValue(faq('f1', 'Can I check in at 6 am?', '<p>Yes, from 6 am.</p>'));
    const { user, shell } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    const question = within(dialog).getByLabelText(/Question/);
    expect(question).toHaveValue('Can I check in early?');
    await user.clear(question);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(CmsMessages.faq.required)).toBeInTheDocument();

    await user.type(question, 'Can I check in at 6 am?');
    expect(answerBox(dialog)).toHaveTextContent('Answer to Can I check in early?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // The answer was not touched: it is sent as it came.
    expect(mocks.update).toHaveBeenCalledWith({
      _id: 'f1',
      q: 'Can I check in at 6 am?',
      a: '<p>Answer to Can I check in early?</p>',
    });
    expect(await screen.findByRole('heading', { name: 'Can I check in at 6 am?', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Yes, from 6 am.')).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: CmsMessages.faq.updated });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a failed edit says 'Failed to update FAQ' and the page keeps the old text", async () => {
    mocks.get.mockResolvedValue(early);
    mocks.update.mockRejectedValue(new ApiError(404, 'FAQ not found'));
    const { user, shell } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ' });
    await user.type(within(dialog).getByLabelText(/Question/), ' Really?');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // A 4xx names its reason (the API's message), under what failed.
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'FAQ not found', description: 'Failed to update FAQ' });
    expect(screen.getByRole('dialog', { name: 'Edit FAQ' })).toBeInTheDocument();
    // The page behind the modal is aria-hidden while it is open.
    expect(
      screen.getByRole('heading', { name: 'Can I check in early?', level: 1, hidden: true }),
    ).toBeInTheDocument();
  });

  it("Delete asks first, then says 'Deleted successfully' for 2000 ms and goes back to the list", async () => {
    mocks.get.mockResolvedValue(early);
    mocks.remove.mockResolvedValue('Deleted successfully');
    const { user, shell } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Please confirm you wish to delete this FAQ ?');
    expect(mocks.remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(mocks.remove).toHaveBeenCalledWith('f1');
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Deleted successfully', durationMs: 2000 }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/faq'));
  });

  it('a cancelled delete calls nothing', async () => {
    mocks.get.mockResolvedValue(early);
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(mocks.remove).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/faq/f1');
  });

  it('a failed delete is an error toast and the FAQ stays (docs/areas/cms.md, Rulings)', async () => {
    mocks.get.mockResolvedValue(early);
    mocks.remove.mockRejectedValue(new Error('Request failed (500).'));
    const { user, shell } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Failed to delete FAQ' });
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(currentLocation()).toBe('/faq/f1');
    expect(screen.getByRole('heading', { name: 'Can I check in early?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('an unknown FAQ (404) says so with the way back, not a Retry', async () => {
    mocks.get.mockRejectedValue(new ApiError(404, 'FAQ not found'));
    renderDetail('nope');
    expect(await screen.findByText(CmsMessages.faq.notFound)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'FAQ Detail', level: 1 })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to FAQ list' })) expect(link).toHaveAttribute('href', '/faq');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('another load failure shows the error with Retry', async () => {
    mocks.get.mockRejectedValueOnce(new ApiError(0, 'The server could not be reached.'));
    mocks.get.mockResolvedValue(early);
    const { user } = renderDetail('f1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Can I check in early?', level: 1 })).toBeInTheDocument();
  });
});
