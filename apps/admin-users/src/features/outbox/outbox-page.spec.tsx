import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { MailMessages } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { OutboxPage } from './outbox-page';
import { message } from './test-fixtures';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'listOutbox', 'fetchOutboxAttachment', 'retryOutboxMessage', 'getOutboxMessage',
  ]),
);

const mocked = jest.mocked(api);

const render = (route = '/outbox') => renderWithProviders(<OutboxPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

const failed = message({
  _id: 'm2',
  recipient: 'bounce@example.com',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 5,
  lastError: '550 Mailbox unavailable',
  sentAt: null,
  attachments: [],
});

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  mocked.listOutbox.mockResolvedValue({ data: [message(), failed], total: 2, page: 1, limit: 20 });
});

describe('OutboxPage (Sent Mail)', () => {
  it('lists the messages with their status, attempts, error and attachments', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Sent Mail' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sent Mail' });
    const [, sentRow, failedRow] = within(table).getAllByRole('row');
    expect(within(sentRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['01/03/2026, 5:30 am', 'E-mail', 'guest@example.com', 'Your invoice', 'Sent', '1', '01/03/2026, 5:30 am']),
    );
    // Sizes through the format module; the recipient on one line, the whole address on hover.
    expect(within(sentRow).getByRole('button', { name: 'Open INV-0001.pdf' })).toHaveTextContent('INV-0001.pdf (2.0 KB)');
    expect(within(sentRow).getByText('guest@example.com')).toHaveAttribute('title', 'guest@example.com');
    expect(within(sentRow).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    expect(within(failedRow).getByRole('button', { name: 'Retry Reset your password' })).toBeInTheDocument();
    expect(mocked.listOutbox).toHaveBeenCalledWith({ page: 1, limit: 20 });
  });

  it("links the recipient to the user it is and the invoice number a subject names; a stranger's address stays text", async () => {
    mocked.listOutbox.mockResolvedValue({
      data: [message({ subject: 'Timeflyz invoice INV-000012', recipientRecord: { type: 'customer', id: 'c1', name: 'Ivy Quokkason' } }), failed],
      total: 2,
      page: 1,
      limit: 20,
    });
    render();
    const table = await screen.findByRole('table', { name: 'Sent Mail' });
    const [, sentRow, failedRow] = within(table).getAllByRole('row');
    expect(within(sentRow).getByRole('link', { name: 'guest@example.com' })).toHaveAttribute('href', '/customerRecords/c1');
    expect(within(sentRow).getByRole('link', { name: 'INV-000012' })).toHaveAttribute('href', '/open/invoice/INV-000012');
    expect(within(failedRow).queryByRole('link', { name: 'bounce@example.com' })).not.toBeInTheDocument();
  });

  it('?mail=<id> (a mail\'s link) opens that message above the list and marks its row; Open sets it, × closes it', async () => {
    mocked.getOutboxMessage.mockImplementation(async (id) => ({
      ...(id === 'm2' ? failed : message()),
      text: id === 'm2' ? 'Reset it: see TF100001' : 'Your invoice is attached.',
      nextAttemptAt: null,
    }));
    const { user } = render('/outbox?mail=m1&status=sent');
    const panel = await screen.findByRole('region', { name: 'Opened message' });
    expect(await within(panel).findByText('Your invoice is attached.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Your invoice' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sent Mail' });
    expect(within(table).getByText('Your invoice').closest('[aria-current]')).toHaveAttribute('aria-current', 'true');
    await user.click(within(table).getByRole('button', { name: 'Open Reset your password' }));
    await waitFor(() => expect(currentLocation()).toBe('/outbox?mail=m2&status=sent'));
    expect(await within(panel).findByRole('link', { name: 'TF100001' })).toHaveAttribute('href', '/open/reservation/TF100001');
    await user.click(within(screen.getByRole('region', { name: 'Opened message' })).getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(currentLocation()).toBe('/outbox?status=sent'));
    expect(screen.queryByRole('region', { name: 'Opened message' })).not.toBeInTheDocument();
  });

  it('filters by status and channel and searches on the server, keeping them in the URL', async () => {
    const { user } = render('/outbox?status=failed');
    await screen.findByRole('table', { name: 'Sent Mail' });
    expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'failed' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'sms');
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'failed', channel: 'sms' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'sent');
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'sent', channel: 'sms' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'guest');
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'sent', channel: 'sms', search: 'guest' }));
    expect(currentLocation()).toBe('/outbox?status=sent&channel=sms&search=guest');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentLocation()).toBe('/outbox'));
  });

  it("?status=attention (the dashboard's failed or stuck e-mails) asks for the messages that need someone, kept in the URL", async () => {
    const { user } = render('/outbox?channel=email&status=attention');
    await screen.findByRole('table', { name: 'Sent Mail' });
    expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, attention: true, channel: 'email' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('attention');
    expect(within(status).getByRole('option', { name: 'Failed or stuck' })).toBeInTheDocument();
    await user.selectOptions(status, 'failed');
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: 'failed', channel: 'email' }));
    expect(currentLocation()).toBe('/outbox?channel=email&status=failed');
  });

  it('writes a larger attachment in MB, and a message not sent yet without a time', async () => {
    const big = message({ _id: 'm3', status: 'queued', sentAt: null, attachments: [{ index: 0, filename: 'Statement.pdf', contentType: 'application/pdf', size: 1_572_864 }] });
    mocked.listOutbox.mockResolvedValue({ data: [big], total: 1, page: 1, limit: 20 });
    render();
    const [, row] = within(await screen.findByRole('table', { name: 'Sent Mail' })).getAllByRole('row');
    expect(within(row).getByRole('button', { name: 'Open Statement.pdf' })).toHaveTextContent('Statement.pdf (1.5 MB)');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(expect.arrayContaining(['Queued', '—']));
  });

  it('keeps the rows per page across a reload (list outbox)', async () => {
    const first = render();
    await screen.findByRole('table', { name: 'Sent Mail' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 1, limit: 50 }));
    first.unmount();
    mocked.listOutbox.mockClear();
    render();
    await screen.findByRole('table', { name: 'Sent Mail' });
    expect(mocked.listOutbox).toHaveBeenCalledWith({ page: 1, limit: 50 });
    expect(mocked.listOutbox).not.toHaveBeenCalledWith({ page: 1, limit: 20 });
  });

  it('pages through the messages', async () => {
    mocked.listOutbox.mockResolvedValue({ data: [message()], total: 45, page: 1, limit: 20 });
    const { user } = render();
    await screen.findByRole('table', { name: 'Sent Mail' });
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenLastCalledWith({ page: 2, limit: 20 }));
    expect(currentLocation()).toBe('/outbox?page=2');
  });

  it('says so when nothing matches, and offers Retry when the list cannot be loaded', async () => {
    mocked.listOutbox.mockResolvedValueOnce({ data: [], total: 0, page: 1, limit: 20 });
    const first = render();
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    first.unmount();

    mocked.listOutbox.mockRejectedValueOnce(new ApiError(500, 'The server is down'));
    const { user } = render();
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The server is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Sent Mail' })).toBeInTheDocument();
  });

  it('opens an attachment fetched with the token as a Blob of its type', async () => {
    mocked.fetchOutboxAttachment.mockResolvedValue(new Blob(['%PDF-1.4']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const open = jest.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Open INV-0001.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:pdf', '_blank'));
    expect(mocked.fetchOutboxAttachment).toHaveBeenCalledWith('m1', 0);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('saves the attachment under its name when the browser blocks the new tab; a failure is told', async () => {
    mocked.fetchOutboxAttachment.mockResolvedValueOnce(new Blob(['%PDF-1.4']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Open INV-0001.pdf' }));
    await waitFor(() => expect(saved).toEqual(['INV-0001.pdf']));

    mocked.fetchOutboxAttachment.mockRejectedValueOnce(new ApiError(404, MailMessages.attachmentNotFound));
    await user.click(screen.getByRole('button', { name: 'Open INV-0001.pdf' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith({ type: 'error', title: MailMessages.attachmentNotFound, description: 'The attachment could not be opened.' }),
    );
  });

  it('puts a failed message back in the queue and refreshes the list; a refusal is told', async () => {
    mocked.retryOutboxMessage.mockResolvedValueOnce({ message: MailMessages.retried, data: { ...failed, status: 'queued', attempts: 0 } });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Retry Reset your password' }));
    await waitFor(() => expect(mocked.retryOutboxMessage).toHaveBeenCalledWith('m2'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: MailMessages.retried })));
    await waitFor(() => expect(mocked.listOutbox).toHaveBeenCalledTimes(2));

    mocked.retryOutboxMessage.mockRejectedValueOnce(new ApiError(409, MailMessages.retryNotFailed));
    await user.click(screen.getByRole('button', { name: 'Retry Reset your password' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith({ type: 'error', title: MailMessages.retryNotFailed, description: 'The message could not be queued again.' }),
    );
  });
});
