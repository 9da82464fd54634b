import * as api from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { ChainsMessages, type ExpediaReport, type HotelListItem, type Manager } from '@backoffice/contracts';
import { PageFrame } from '@backoffice/remote-kit';
import { currentLocation, fakeChain, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChainsPage } from './chains-page';
import { ExpediaErrorsPage } from './expedia-errors-page';
import { ManagersPage } from './managers-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'listChains', 'createChain', 'updateChain', 'deleteChain', 'listManagers', 'createManager',
    'updateManager', 'deleteManager', 'listExpediaReports', 'setExpediaReportStatus', 'listHotels',
  ]),
);
const mocked = jest.mocked(api);

const chain = fakeChain;
const hotel = (id: string, name: string, chainId: string | null): HotelListItem =>
  ({ _id: id, name, commission: chainId ? { _id: chainId, clientTypeName: chainId } : null }) as unknown as HotelListItem;
const manager = (over: Partial<Manager> = {}): Manager => ({
  _id: 'm1',
  firstName: 'Ann',
  lastName: 'Lee',
  fullName: 'Ann Lee',
  email: 'ann@example.test',
  mobile: '0400000000',
  accessLevel: 'GROUPMANAGER',
  commission: { _id: 'c1', clientTypeName: 'Accor' },
  hotel: [],
  ...over,
});
const report = (over: Partial<ExpediaReport> = {}): ExpediaReport => ({
  _id: 'r1',
  createdAt: '2026-11-03T10:00:00.000Z',
  user: { fullName: 'Bob Ray', email: 'bob@example.test', contactNo: '0411111111' },
  status: 'ERROR',
  url: 'https://expedia.example/h1',
  hotel: null,
  ...over,
});

const render = (element: ReactElement, route = '/') => renderWithProviders(element, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listChains.mockResolvedValue([chain(), chain({ _id: 'c2', clientTypeName: 'Hilton' }), chain({ _id: 'c0', clientTypeName: 'Other', hotelCount: 0 })]);
  mocked.listHotels.mockResolvedValue({
    data: [hotel('h1', 'Harbour View', 'c1'), hotel('h2', 'Airport Rooms', 'c1'), hotel('h3', 'Hilton Park', 'c2')],
  } as Awaited<ReturnType<typeof api.listHotels>>);
});

describe('ChainsPage', () => {
  it('lists chains with their rates, filters by name (kept in the URL) and opens their hotels, which lead back here', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/propertyType" element={<ChainsPage />} />
        <Route path="/property/all" element={<PageFrame title="Property Listing">The chain's hotels</PageFrame>} />
      </Routes>,
      { route: '/propertyType', shell: { user: fakeUser({ role: 'SuperAdmin' }) } },
    );
    const table = await screen.findByRole('table', { name: 'Property chains' });
    expect(within(table).getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    expect(within(table).getByRole('row', { name: /Accor/ })).toHaveTextContent('11%10%1%2');
    // The hotel count links to the chain's hotels it counts.
    expect(within(table).getByRole('link', { name: '2 hotels of Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    await user.type(screen.getByLabelText('Filter by name'), 'hil');
    expect(within(table).queryByRole('link', { name: 'Accor' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Hilton' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/propertyType?name=hil'));
    await user.click(within(table).getByRole('link', { name: 'Hilton' }));
    expect(await screen.findByText("The chain's hotels")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to property chains' })).toHaveAttribute('href', '/propertyType?name=hil');
  });

  it("shows the form's messages in order, then adds with the right body", async () => {
    mocked.createChain.mockResolvedValue({ message: ChainsMessages.chain.added, data: chain({ _id: 'c9', clientTypeName: 'Mantra' }) });
    const { user, shell } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Property Chain' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await within(dialog).findByText(ChainsMessages.chain.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Property Chain Name/), 'Mantra');
    await user.type(within(dialog).getByLabelText(/Commission Rate \(incl\. GST\)/), '0');
    await user.click(save);
    await waitFor(() => expect(within(dialog).queryByText(ChainsMessages.chain.nameRequired)).not.toBeInTheDocument());
    expect(within(dialog).getAllByText(ChainsMessages.chain.rateRequired).length).toBeGreaterThan(0);
    const incl = within(dialog).getByLabelText(/Commission Rate \(incl\. GST\)/);
    await user.clear(incl);
    await user.type(incl, '12.5');
    await user.type(within(dialog).getByLabelText(/Commission Rate \(excl\. GST\)/), '10');
    await user.type(within(dialog).getByLabelText(/^GST/), '2');
    await user.click(save);
    expect(await within(dialog).findByText(ChainsMessages.chain.rateSum)).toBeInTheDocument();
    expect(within(dialog).queryByText(ChainsMessages.chain.rateRequired)).not.toBeInTheDocument();
    expect(mocked.createChain).not.toHaveBeenCalled();
    const gst = within(dialog).getByLabelText(/^GST/);
    await user.clear(gst);
    await user.type(gst, '2.5');
    await user.click(save);
    await waitFor(() =>
      expect(mocked.createChain).toHaveBeenCalledWith({ clientTypeName: 'Mantra', commissionRate: 12.5, commissionRateNotGST: 10, commissionRateGST: 2.5 }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Added Successfully' })));
  });

  it("shows a refused name beside the name field, not as a toast", async () => {
    mocked.createChain.mockRejectedValue(new ApiError(409, ChainsMessages.chain.nameTaken));
    const { user, shell } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Property Chain' });
    await user.type(within(dialog).getByLabelText(/Property Chain Name/), 'Accor');
    await user.type(within(dialog).getByLabelText(/Commission Rate \(incl\. GST\)/), '11');
    await user.type(within(dialog).getByLabelText(/Commission Rate \(excl\. GST\)/), '10');
    await user.type(within(dialog).getByLabelText(/^GST/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ChainsMessages.chain.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Property Chain Name/)).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it("keeps Other's name read-only and lists a chain's properties", async () => {
    const { user } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Edit Other' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Property Chain' });
    expect(within(dialog).getByLabelText(/Property Chain Name/)).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit Accor' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Property Chain' });
    expect(within(dialog).getByLabelText(/Property Chain Name/)).not.toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'View Properties' }));
    expect(await within(dialog).findByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(dialog).queryByRole('link', { name: 'Hilton Park' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Hide Properties' })).toBeInTheDocument();
  });

  it("names the Update modal's button 'Update' (the spec's label) and saves the chain with it", async () => {
    mocked.updateChain.mockResolvedValue({ message: ChainsMessages.chain.updated, data: chain({ commissionRate: 12.1, commissionRateGST: 2.1 }) });
    const { user, shell } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Edit Accor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Property Chain' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const gst = within(dialog).getByLabelText(/^GST/);
    await user.clear(gst);
    await user.type(gst, '2.1');
    const incl = within(dialog).getByLabelText(/Commission Rate \(incl\. GST\)/);
    await user.clear(incl);
    await user.type(incl, '12.1');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(mocked.updateChain).toHaveBeenCalledWith({ id: 'c1', clientTypeName: 'Accor', commissionRate: 12.1, commissionRateNotGST: 10, commissionRateGST: 2.1 }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Updated Successfully' })));
  });

  it("opens Add Manager from a chain with the chain preset and read-only", async () => {
    const { user } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Edit Accor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Property Chain' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Manager' }));
    const add = await screen.findByRole('dialog', { name: 'Add Manager' });
    const select = within(add).getByLabelText(/Property Chain/);
    expect(select).toBeDisabled();
    expect(select).toHaveValue('c1');
  });

  it('deletes after the confirmation', async () => {
    mocked.deleteChain.mockResolvedValue({ message: ChainsMessages.chain.deleted });
    const { user, shell } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Delete Hilton' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(ChainsMessages.chain.deleteConfirm);
    expect(mocked.deleteChain).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteChain).toHaveBeenCalledWith('Hilton'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Deleted successfully' })));
  });

  it("shows a 409's message", async () => {
    mocked.deleteChain.mockRejectedValue(new ApiError(409, ChainsMessages.chain.hasHotels(2)));
    const { user, shell } = render(<ChainsPage />);
    await screen.findByRole('table', { name: 'Property chains' });
    await user.click(screen.getByRole('button', { name: 'Delete Accor' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: ChainsMessages.chain.hasHotels(2) })));
  });
});

describe('Add Manager modal', () => {
  it("shows the messages in order and offers only the chosen chain's hotels", async () => {
    mocked.listManagers.mockResolvedValue([]);
    mocked.createManager.mockResolvedValue({ message: ChainsMessages.manager.added, data: manager() });
    const { user, shell } = render(<ManagersPage />);
    await screen.findByText('No managers yet.');
    await user.click(screen.getByRole('button', { name: 'Add Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Manager' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const expectOnly = async (message: string) => {
      await user.click(save);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    };
    await expectOnly(ChainsMessages.manager.firstNameRequired);
    await user.type(within(dialog).getByLabelText(/First Name/), 'Cara');
    await expectOnly(ChainsMessages.manager.lastNameRequired);
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Moss');
    await expectOnly(ChainsMessages.manager.emailRequired);
    await user.type(within(dialog).getByLabelText(/Email/), 'cara');
    await expectOnly(ChainsMessages.manager.emailInvalid);
    await user.type(within(dialog).getByLabelText(/Email/), '@example.test');
    await user.click(save);
    await waitFor(() => expect(within(dialog).queryByText(ChainsMessages.manager.emailInvalid)).not.toBeInTheDocument());
    expect(within(dialog).getByText(ChainsMessages.manager.typeRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Manager Type/), 'Hotel Manager');
    await user.click(save);
    expect(await within(dialog).findByText(ChainsMessages.manager.chainRequired)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Property Chain/), 'Hilton');
    await user.click(save);
    expect(await within(dialog).findByText(ChainsMessages.manager.hotelsRequired)).toBeInTheDocument();
    expect(mocked.createManager).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Select hotels' }));
    const picker = await screen.findByRole('dialog', { name: 'Select hotels' });
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: 'Hilton Park' })).toBeInTheDocument());
    expect(within(picker).queryByRole('checkbox', { name: 'Harbour View' })).not.toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: 'Hilton Park' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select hotels' })).not.toBeInTheDocument());
    await user.click(save);
    await waitFor(() =>
      expect(mocked.createManager).toHaveBeenCalledWith({
        firstName: 'Cara',
        lastName: 'Moss',
        email: 'cara@example.test',
        mobile: '',
        accessLevel: 'REGIONALMANAGER',
        commission: 'c2',
        hotelId: ['h3'],
      }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Manager Added Successfully' })));
  });
});

describe('ManagersPage', () => {
  it('shows the type labels and deletes after the confirmation', async () => {
    mocked.listManagers.mockResolvedValue([
      manager(),
      manager({ _id: 'm2', fullName: 'Dan Poe', accessLevel: 'REGIONALMANAGER', hotel: [{ _id: 'h1', name: 'Harbour View' }] }),
    ]);
    mocked.deleteManager.mockResolvedValue({ message: ChainsMessages.manager.deleted });
    const { user, shell } = render(<ManagersPage />);
    const table = await screen.findByRole('table', { name: 'Managers' });
    expect(within(table).getByRole('row', { name: /Ann Lee/ })).toHaveTextContent('Revenue Manager');
    expect(within(table).getByRole('row', { name: /Dan Poe/ })).toHaveTextContent('Hotel Manager');
    // The manager, the chain and each hotel are links.
    expect(within(table).getByRole('link', { name: 'Dan Poe' })).toHaveAttribute('href', '/users-all/m2');
    expect(within(table).getAllByRole('link', { name: 'Accor' })[0]).toHaveAttribute('href', '/property/all?commissionID=c1');
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    await user.click(within(table).getByRole('button', { name: 'Delete Dan Poe' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Please confirm you wish to delete this manager ?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocked.deleteManager).toHaveBeenCalledWith('m2'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Manager Deleted Successfully' })));
  });
});

describe('ExpediaErrorsPage', () => {
  it('toggles to the opposite status', async () => {
    mocked.listExpediaReports.mockResolvedValue([
      report({ hotel: { _id: 'h1', name: 'Harbour View' } }),
      report({ _id: 'r2', status: 'SOLVED', user: { fullName: 'Eve Kim', email: 'eve@x.test', contactNo: '' } }),
    ]);
    mocked.setExpediaReportStatus.mockResolvedValue({ message: ChainsMessages.report.statusChanged, data: report({ status: 'SOLVED' }) });
    const { user, shell } = render(<ExpediaErrorsPage />);
    const table = await screen.findByRole('table', { name: 'Expedia errors' });
    expect(within(table).getByRole('row', { name: /Bob Ray/ })).toHaveTextContent('03/11/2026');
    // The hotel whose Expedia URL was reported is a link; a URL no hotel has names none.
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(within(table).getByRole('row', { name: /Eve Kim/ })).getAllByRole('link').map((a) => a.textContent)).toEqual(['https://expedia.example/h1']);
    const link = within(table).getAllByRole('link', { name: 'https://expedia.example/h1' })[0];
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(table).getByRole('button', { name: 'Mark Solved: Bob Ray' }));
    await waitFor(() => expect(mocked.setExpediaReportStatus).toHaveBeenCalledWith('r1', 'SOLVED'));
    await user.click(within(table).getByRole('button', { name: 'Mark Error: Eve Kim' }));
    await waitFor(() => expect(mocked.setExpediaReportStatus).toHaveBeenCalledWith('r2', 'ERROR'));
    expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Status Changed Successfully' }));
  });

  it('narrows the rows by the filters kept in the URL', async () => {
    mocked.listExpediaReports.mockResolvedValue([
      report(),
      report({ _id: 'r2', status: 'SOLVED', user: { fullName: 'Eve Kim', email: 'eve@x.test', contactNo: '0422' } }),
      report({ _id: 'r3', user: { fullName: 'Bea Fox', email: 'bea@x.test', contactNo: '0433' } }),
    ]);
    const { user } = render(<ExpediaErrorsPage />, '/expediaURLError?status=ERROR');
    const table = await screen.findByRole('table', { name: 'Expedia errors' });
    expect(within(table).queryByText('Eve Kim')).not.toBeInTheDocument();
    expect(within(table).getByText('Bea Fox')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bob@');
    await waitFor(() => expect(within(table).queryByText('Bea Fox')).not.toBeInTheDocument());
    expect(within(table).getByText('Bob Ray')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('email=bob%40');
    await user.selectOptions(screen.getByLabelText('Status'), 'SOLVED');
    expect(await screen.findByText('No Expedia errors.')).toBeInTheDocument();
  });
});
