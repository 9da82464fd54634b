import { ApiError, listDepartments } from '@backoffice/api-client';
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from '@backoffice/api-client/helpdesk';
import { HelpdeskMessages, type CannedReply } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CannedReplyListPage } from './canned-reply-list-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listDepartments',
  ]),
);
jest.mock('@backoffice/api-client/helpdesk', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/helpdesk', [
    'listCannedReplies', 'createCannedReply', 'updateCannedReply', 'deleteCannedReply',
  ]),
);

const listMock = jest.mocked(listCannedReplies);
const createMock = jest.mocked(createCannedReply);
const updateMock = jest.mocked(updateCannedReply);
const deleteMock = jest.mocked(deleteCannedReply);
const admin = fakeUser({ role: 'SuperAdmin' });
const agent = fakeUser({ role: 'Department', departmentId: 'd1' });

const REPLIES: CannedReply[] = [
  {
    _id: 'r1',
    kind: 'department',
    department: { _id: 'd1', name: 'Customer Support' },
    ownerId: null,
    title: 'Greeting',
    body: '<p>Hello {{raiser.firstName}}</p>',
    updatedAt: '2026-12-01T10:00:00.000Z',
  },
  { _id: 'r2', kind: 'personal', department: null, ownerId: 'u1', title: 'My sign-off', body: '<p>Bye</p>', updatedAt: '2026-12-02T10:00:00.000Z' },
];

function renderPage(user = admin, route = '/canned-replies') {
  const view = renderWithProviders(<CannedReplyListPage />, { route, shell: { user } });
  return { ...view, user: userEvent.setup({ delay: 10 }) };
}

const table = () => screen.getByRole('table', { name: 'Canned replies' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  listMock.mockResolvedValue(REPLIES);
  jest.mocked(listDepartments).mockResolvedValue([
    { _id: 'd1', name: 'Customer Support' },
    { _id: 'd2', name: 'Sales' },
  ]);
});

describe('CannedReplyListPage', () => {
  it('lists the replies with whose they are; a SuperAdmin filters by kind and department in the URL', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Canned Replies' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(cellsOf(bodyRows()[0]).slice(0, 2)).toEqual(['Greeting', 'Customer Support']);
    expect(cellsOf(bodyRows()[1]).slice(0, 2)).toEqual(['My sign-off', 'Personal']);
    expect(listMock).toHaveBeenLastCalledWith({}, expect.anything());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'personal');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ kind: 'personal' }, expect.anything()));
    expect(currentLocation()).toBe('/canned-replies?kind=personal');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sales' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'd2');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ departmentId: 'd2', kind: 'personal' }, expect.anything()));
  });

  it('a Department user has no department filter', async () => {
    renderPage(agent);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('combobox', { name: 'Department' })).not.toBeInTheDocument();
    expect(listDepartments).not.toHaveBeenCalled();
  });

  it('adds a department reply with the rich-text body; the API message shows', async () => {
    createMock.mockResolvedValue({ message: HelpdeskMessages.cannedReplies.added, data: REPLIES[0] });
    const { user, shell } = renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add canned reply' });
    expect(dialog).toHaveTextContent('{{ticket.number}}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'department');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'd2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Welcome');
    await user.click(within(dialog).getByRole('textbox', { name: 'Reply' }));
    await user.keyboard('Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(createMock).toHaveBeenCalledWith({ kind: 'department', departmentId: 'd2', title: 'Welcome', body: '<p>Hi</p>' }),
    );
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HelpdeskMessages.cannedReplies.added });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the form errors beside their fields and sends nothing', async () => {
    const { user } = renderPage(agent);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Add canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add canned reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(HelpdeskMessages.cannedReplies.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(HelpdeskMessages.cannedReplies.bodyRequired)).toBeInTheDocument();
    expect(createMock).not.toHaveBeenCalled();
  });

  it('edits a reply: the API refusal of the title shows under the field', async () => {
    updateMock.mockRejectedValueOnce(new ApiError(400, HelpdeskMessages.cannedReplies.titleRequired));
    updateMock.mockResolvedValueOnce({ message: HelpdeskMessages.cannedReplies.updated, data: REPLIES[1] });
    const { user } = renderPage(agent);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Edit My sign-off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit canned reply' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('My sign-off');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(HelpdeskMessages.cannedReplies.titleRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMock).toHaveBeenLastCalledWith('r2', { title: 'My sign-off', body: '<p>Bye</p>' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirmation', async () => {
    deleteMock.mockResolvedValue({ message: HelpdeskMessages.cannedReplies.deleted });
    const { user, shell } = renderPage(agent);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Delete Greeting' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(HelpdeskMessages.cannedReplies.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('r1'));
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HelpdeskMessages.cannedReplies.deleted });
  });
});
