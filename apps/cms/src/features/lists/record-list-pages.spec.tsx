import { listContactEnquiries, listSubscriptions } from '@backoffice/api-client/cms';
import { CommonMessages } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ContactListPage } from './contact-list-page';
import { SubscriptionListPage } from './subscription-list-page';

jest.mock('@backoffice/api-client/cms', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/cms', [
    'listSubscriptions', 'listContactEnquiries',
  ]),
);

const subs = jest.mocked(listSubscriptions);
const contacts = jest.mocked(listContactEnquiries);

const page = <T,>(data: T[], total = data.length, p = 1) => ({ data, total, page: p, limit: 10 });

beforeEach(() => {
  subs.mockReset();
  contacts.mockReset();
});

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const rowCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Subscription List', () => {
  it("shows SUBCRIPTION EMAIL (a known user's a link) and SUBCRIPTION DATE in the console's date style (the viewer's zone, Asia/Kolkata by default), with the pager", async () => {
    subs.mockResolvedValue(
      page(
        [
          { _id: 's1', email: 'asha@example.com', createdAt: '2026-03-04T10:00:00.000Z', user: { type: 'user', id: 'u1', name: 'Asha Rao' } },
          // 20:00 UTC is already the next day in India.
          { _id: 's2', email: 'ravi@example.com', createdAt: '2026-12-31T20:00:00.000Z', user: null },
        ],
        12,
      ),
    );
    renderWithProviders(<SubscriptionListPage />, { route: '/contactUs/subscription', shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The kit's page frame: the h1, and the browser tab named after the page.
    expect(screen.getByRole('heading', { name: 'Subscription List', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Subscription List · Back Office');
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(columnHeaders(table)).toEqual(['SUBCRIPTION EMAIL', 'SUBCRIPTION DATE']);
    expect(rowCells(table)).toEqual([
      ['asha@example.com', '04/03/2026'],
      ['ravi@example.com', '01/01/2027'],
    ]);
    expect(within(table).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', '/users-all/u1');
    expect(within(table).queryByRole('link', { name: 'ravi@example.com' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(subs).toHaveBeenCalledWith({ page: 1, limit: 10, search: '' });
  });

  it('pages through the URL query: page 2 is asked for and kept in ?page=2', async () => {
    subs.mockResolvedValue(
      page([{ _id: 's1', email: 'a@example.com', createdAt: '2026-03-04T10:00:00.000Z', user: null }], 12),
    );
    const { user } = renderWithProviders(<SubscriptionListPage />, { route: '/contactUs/subscription' });
    await screen.findByRole('table', { name: 'Subscriptions' });
    subs.mockResolvedValue(
      page([{ _id: 's9', email: 'z@example.com', createdAt: '2026-03-04T10:00:00.000Z', user: null }], 12, 2),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('z@example.com');
    expect(subs).toHaveBeenLastCalledWith({ page: 2, limit: 10, search: '' });
    expect(currentLocation()).toBe('/contactUs/subscription?page=2');
  });

  it('opens on the page and search of the URL (a reload keeps them)', async () => {
    subs.mockResolvedValue(page([], 0));
    renderWithProviders(<SubscriptionListPage />, { route: '/contactUs/subscription?page=3&search=asha' });
    await screen.findByText(CommonMessages.lists.empty);
    expect(subs).toHaveBeenCalledWith({ page: 3, limit: 10, search: 'asha' });
    expect(screen.getByLabelText('Search by email')).toHaveValue('asha');
  });

  it('searches after typing, from page 1', async () => {
    subs.mockResolvedValue(page([], 0));
    const { user } = renderWithProviders(<SubscriptionListPage />, {
      route: '/contactUs/subscription?page=2',
    });
    await screen.findByText(CommonMessages.lists.empty);
    await user.type(screen.getByLabelText('Search by email'), 'ravi');
    await waitFor(() => expect(subs).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: 'ravi' }));
    expect(currentLocation()).toBe('/contactUs/subscription?search=ravi');
  });

  it("says 'Sorry, no records found.' when empty", async () => {
    subs.mockResolvedValue(page([], 0));
    renderWithProviders(<SubscriptionListPage />);
    expect(await screen.findByText('Sorry, no records found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a load failure with Retry, which loads again', async () => {
    subs.mockRejectedValueOnce(new Error('The server could not be reached.'));
    subs.mockResolvedValue(
      page([{ _id: 's1', email: 'back@example.com', createdAt: '2026-03-04T10:00:00.000Z', user: null }]),
    );
    const { user } = renderWithProviders(<SubscriptionListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The subscriptions could not be loaded.');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('back@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Contact Us List', () => {
  it("shows CONTACT NAME, CONTACT EMAIL (a known user's a link) and CONTACT HELP (the comment), read-only", async () => {
    contacts.mockResolvedValue(
      page([
        {
          _id: 'c1',
          name: 'Ravi Kumar',
          email: 'ravi@example.com',
          comment: 'Late check-out?',
          createdAt: '2026-03-04T10:00:00.000Z',
          user: { type: 'customer', id: 'c9', name: 'Ravi Kumar' },
        },
      ]),
    );
    renderWithProviders(<ContactListPage />, { route: '/contactUs/list', shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
    const table = await screen.findByRole('table', { name: 'Contact enquiries' });
    expect(columnHeaders(table)).toEqual(['CONTACT NAME', 'CONTACT EMAIL', 'CONTACT HELP']);
    expect(rowCells(table)).toEqual([['Ravi Kumar', 'ravi@example.com', 'Late check-out?']]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute('href', '/customerRecords/c9');
    expect(contacts).toHaveBeenCalledWith({ page: 1, limit: 10, search: '' });
  });

  it('ignores an answer that arrives after a newer request', async () => {
    let resolveFirst: (v: ReturnType<typeof page>) => void = () => undefined;
    contacts.mockReturnValueOnce(new Promise((r) => (resolveFirst = r as typeof resolveFirst)));
    contacts.mockResolvedValue(
      page([
        {
          _id: 'c2',
          name: 'New',
          email: 'n@example.com',
          comment: 'x',
          createdAt: '2026-03-04T10:00:00.000Z',
          user: null,
        },
      ]),
    );
    const { user } = renderWithProviders(<ContactListPage />, { route: '/contactUs/list' });
    await user.type(screen.getByLabelText('Search by name, email or message'), 'New');
    await screen.findByText('n@example.com');
    await act(async () =>
      resolveFirst(
        page([
          {
            _id: 'c1',
            name: 'Old',
            email: 'o@example.com',
            comment: 'y',
            createdAt: '2026-03-04T10:00:00.000Z',
            user: null,
          },
        ]),
      ),
    );
    expect(screen.queryByText('o@example.com')).not.toBeInTheDocument();
  });
});
