import * as api from '@backoffice/api-client/admin';
import { ApiError } from '@backoffice/api-client';
import { USER_UPLOAD_MAX_BYTES, UsersMessages } from '@backoffice/contracts/constants';
import type { UserUploadReport } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from './users-page';
import { employeeRow, page } from '../shared/test-fixtures';
import { uploadReport } from './test-fixtures';

jest.mock('@backoffice/api-client/admin', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/admin', [
    'listUsers', 'uploadUsers',
  ]),
);

const mocked = jest.mocked(api);

const render = (route = '/users') => renderWithProviders(<UsersPage />, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

const sheet = (name = 'users.xlsx', size?: number) => {
  const file = new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listUsers.mockResolvedValue(
    page([
      employeeRow(),
      employeeRow({
        _id: 'u2',
        email: 'sales@staff.example.com',
        fullName: 'Sam Sales',
        role: 'Department',
        kind: 'Department',
        accessLabel: 'Sales',
        status: 'Not Active',
        createdAt: '2026-02-10T05:00:00.000Z',
      }),
    ]),
  );
});

describe('UsersPage (/users)', () => {
  it('lists the users without Admins: name (a link), e-mail, access level, status and creation day', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Access Level', 'Status', 'Created']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Asha Rao',
      'asha@staff.example.com',
      'Employee',
      'Active',
      '01/03/2026',
    ]);
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Sam Sales',
      'sales@staff.example.com',
      'Sales',
      'Not Active',
      '10/02/2026',
    ]);
    // Each name opens the user (docs/areas/users.md, "Links").
    expect(within(first).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/users-all/u1');
    expect(within(second).getByRole('link', { name: 'Sam Sales' })).toHaveAttribute('href', '/users-all/u2');
    expect(mocked.listUsers).toHaveBeenCalledWith({ hideAdmins: true, page: 1, limit: 10 });
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/create');
    // No sidebar entry of its own: its way back is Users Management, the sidebar's list.
    expect(screen.getByRole('link', { name: 'Back to Users Management' })).toHaveAttribute('href', '/users-all');
  });

  it('pages through the list with the page in the URL', async () => {
    mocked.listUsers.mockResolvedValue(page([employeeRow()], 25));
    const { user } = render();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(mocked.listUsers).toHaveBeenLastCalledWith({ hideAdmins: true, page: 3, limit: 10 }));
    expect(currentLocation()).toBe('/users?page=3');
  });

  it('opens the page of the URL', async () => {
    mocked.listUsers.mockResolvedValue(page([employeeRow()], 25, 2));
    render('/users?page=2');
    await screen.findByRole('table', { name: 'Users' });
    expect(mocked.listUsers).toHaveBeenCalledWith({ hideAdmins: true, page: 2, limit: 10 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers .xlsx only in the picker (a .xls is refused, so it is not offered)', async () => {
    render();
    const input = screen.getByLabelText('Upload Excel');
    expect(input).toHaveAttribute('type', 'file');
    const accept = input.getAttribute('accept')?.split(',') ?? [];
    expect(accept).toEqual(expect.arrayContaining(['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']));
    expect(accept).not.toContain('.xls');
    expect(accept).not.toContain('application/vnd.ms-excel');
    // The limits through the format module.
    expect(input).toHaveAccessibleDescription(/up to 5\.0 MB and 5,000 rows\./);
  });

  it('uploads a sheet with its progress, reads it, shows the report and reloads the list', async () => {
    let progress: ((f: number) => void) | undefined;
    let answer: (r: UserUploadReport) => void = () => undefined;
    mocked.uploadUsers.mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (answer = resolve));
    });
    const { user, shell } = render();
    await screen.findByRole('table', { name: 'Users' });
    expect(mocked.listUsers).toHaveBeenCalledTimes(1);
    const file = sheet();
    await user.upload(screen.getByLabelText('Upload Excel'), file);
    await waitFor(() => expect(mocked.uploadUsers).toHaveBeenCalledWith(file, expect.any(Function)));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
    act(() => progress?.(0.4));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByLabelText('Upload Excel')).toBeDisabled();
    act(() => progress?.(1));
    expect(await screen.findByRole('status')).toHaveTextContent('Reading the sheet…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(async () => answer(uploadReport()));
    const report = await screen.findByRole('region', { name: 'Upload report' });
    expect(screen.queryByText('Reading the sheet…')).not.toBeInTheDocument();
    expect(within(report).getByText('users.xlsx')).toBeInTheDocument();
    const totals = within(report).getAllByRole('definition').map((d) => d.textContent);
    expect(within(report).getAllByRole('term').map((t) => t.textContent)).toEqual(['Rows read', 'Created', 'Refused']);
    expect(totals).toEqual(['3', '1', '2']);
    expect(within(within(report).getByRole('list', { name: 'Created users' })).getByRole('listitem')).toHaveTextContent(
      'Row 2new.one@staff.example.com',
    );
    const refused = within(report).getByRole('table', { name: 'Refused rows' });
    const rows = within(refused).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['3', 'asha@staff.example.com', 'An account with this Email Address already exists'],
      ['4', 'not-an-email', 'Please enter a valid Email Address'],
    ]);
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: UsersMessages.upload.success }));
    await waitFor(() => expect(mocked.listUsers).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Upload Excel')).toBeEnabled();

    await user.click(within(report).getByRole('button', { name: 'Dismiss report' }));
    expect(screen.queryByRole('region', { name: 'Upload report' })).not.toBeInTheDocument();
  });

  it('says when nothing was created or refused', async () => {
    mocked.uploadUsers.mockResolvedValue(uploadReport({ rows: 0, created: [], refused: [] }));
    const { user } = render();
    await user.upload(screen.getByLabelText('Upload Excel'), sheet());
    const report = await screen.findByRole('region', { name: 'Upload report' });
    expect(within(report).getByText('No user was created.')).toBeInTheDocument();
    expect(within(report).getByText('No row was refused.')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const { user, shell } = render();
    await user.upload(screen.getByLabelText('Upload Excel'), sheet('big.xlsx', USER_UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByText(UsersMessages.upload.tooLarge)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload Excel')).toHaveAttribute('aria-invalid', 'true');
    // Told once, beside the input: no toast as well.
    expect(shell.notify).not.toHaveBeenCalled();
    expect(mocked.uploadUsers).not.toHaveBeenCalled();

    // Exactly 5 MB is accepted.
    mocked.uploadUsers.mockResolvedValue(uploadReport());
    await user.upload(screen.getByLabelText('Upload Excel'), sheet('fits.xlsx', USER_UPLOAD_MAX_BYTES));
    await waitFor(() => expect(mocked.uploadUsers).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('region', { name: 'Upload report' })).toBeInTheDocument();
    expect(screen.queryByText(UsersMessages.upload.tooLarge)).not.toBeInTheDocument();
  });

  it("shows the server's refusal (a .xls answered 415) beside the input, and the generic text when the server says nothing useful", async () => {
    mocked.uploadUsers.mockRejectedValueOnce(new ApiError(415, UsersMessages.upload.xlsRefused));
    const { user, shell } = render();
    await user.upload(screen.getByLabelText('Upload Excel'), sheet('old.xls'));
    expect(await screen.findByText(UsersMessages.upload.xlsRefused)).toBeInTheDocument();
    expect(screen.getByLabelText('Upload Excel')).toHaveAttribute('aria-invalid', 'true');
    expect(shell.notify).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Upload report' })).not.toBeInTheDocument();
    await waitFor(() => expect(mocked.listUsers).toHaveBeenCalledTimes(2));

    mocked.uploadUsers.mockRejectedValueOnce(new ApiError(413, UsersMessages.upload.tooManyRows));
    await user.upload(screen.getByLabelText('Upload Excel'), sheet());
    expect(await screen.findByText(UsersMessages.upload.tooManyRows)).toBeInTheDocument();

    mocked.uploadUsers.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    await user.upload(screen.getByLabelText('Upload Excel'), sheet());
    expect(await screen.findByText(UsersMessages.upload.failed)).toBeInTheDocument();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
  });
});
