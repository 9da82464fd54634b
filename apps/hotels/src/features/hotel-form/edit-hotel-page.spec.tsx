import * as api from '@backoffice/api-client/hotels';
import * as mainApi from '@backoffice/api-client';
import { ApiError } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, HotelsMessages, type AuditEvent, type Hotel, type Room } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { RecordLink } from '@backoffice/remote-kit';
import { Route, Routes } from 'react-router-dom';
import { EditHotelPage } from './edit-hotel-page';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'getHotel', 'updateHotel', 'updateEmployee', 'addRoom', 'updateRoom', 'isReserve', 'deleteHotel',
    'generateHotelAdminToken', 'getHotelCounts', 'listInvoices',
  ]),
);
jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getAuditHistoryPage', 'listTicket',
  ]),
);

const mocked = jest.mocked(api);
const admin = fakeUser({ role: 'SuperAdmin' });

const room: Room = {
  _id: 'r1',
  name: 'Deluxe King',
  bedrooms: 1,
  kingBeds: 1,
  queenBeds: 0,
  doubleBeds: 0,
  singleBeds: 0,
  availableRooms: 4,
  overnightRate: 18_900,
  floorRate: 9_000,
  openingHours: { openingHoursStart: '08:00', openingHoursEnd: '22:00' },
  setOpeningHours: true,
  isSetOpeningHoursThree: true,
  isSetOpeningHoursSix: false,
  isSetOpeningHoursTwelve: false,
  setOpeningHoursThree: [{ earliestCheckin: '09:00', latestCheckin: '12:00' }],
  setOpeningHoursSix: [],
  setOpeningHoursTwelve: [],
  isDeleted: false,
};

const hotel: Hotel = {
  _id: 'h1',
  name: 'Harbour Stay',
  description: '<p>By the harbour</p>',
  type: ['Business'],
  rating: 4,
  streetAddress: '1 George Street',
  city: 'Sydney',
  state: 'New South Wales',
  country: 'Australia',
  postalCode: '2000',
  latitude: -33.8688,
  longitude: 151.2093,
  amenities: ['Bar'],
  propertyId: 'P-100',
  commissionRate: 10,
  expediaUrl: '',
  photos: ['/api/hotel/photos/a.jpg'],
  isActive: 'Live',
  isDeleted: false,
  paymentMethodID: null,
  commission: null,
  owner: { _id: 'u1', fullName: 'Olga Owner', email: 'olga@hotels.example', consoleAccount: false },
  contacts: [
    { _id: 'e1', userId: 'u2', firstName: 'Hana', lastName: 'Lee', fullName: 'Hana Lee', title: 'GM', mobile: '1', email: 'hana@h.example', accessLevel: 'STANDARD', isOwner: false, consoleAccount: false },
  ],
  managers: [
    { _id: 'e2', userId: 'u1', firstName: 'Olga', lastName: 'Owner', fullName: 'Olga Owner', title: '', mobile: '', email: 'olga@hotels.example', accessLevel: 'OWNER', isOwner: true, consoleAccount: false },
  ],
  rooms: [room],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const hotelUpdate: AuditEvent = {
  _id: 'a1',
  at: '2026-01-02T03:04:00.000Z',
  actorId: 'sa',
  actorRole: 'SuperAdmin',
  actorName: 'Root Admin',
  action: 'hotel.update',
  entityType: 'hotel',
  entityId: 'h1',
  before: { commissionRate: 10, commissionId: null, overwrite: true, ownerId: null },
  after: { commissionRate: 12.5, commissionId: 'c1', overwrite: false, ownerId: 'u1' },
  requestId: null,
  ip: null,
};

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getHotel.mockResolvedValue(hotel);
  mocked.getHotelCounts.mockResolvedValue({ reservations: 1250, reviews: 7 });
  mocked.listInvoices.mockResolvedValue({ hotel: { _id: 'h1', name: 'Harbour Stay' }, data: [] });
  jest.mocked(mainApi.getAuditHistoryPage).mockResolvedValue({ data: [], next: null });
  jest.mocked(mainApi.listTicket).mockResolvedValue({ ticket: [], total: 0, page: 1, limit: 5 });
});

const render = (route = '/editHotel/h1') =>
  renderWithProviders(
    <Routes>
      <Route path="/editHotel/:hotelId" element={<EditHotelPage />} />
      <Route path="/property/all" element={<p>Listing</p>} />
    </Routes>,
    { route, shell: { user: admin } },
  );

/** Opens one tab of the hotel's record. */
const openTab = (user: ReturnType<typeof render>['user'], name: string) => user.click(screen.getByRole('tab', { name }));

describe('EditHotelPage', () => {
  it('fills every section from the hotel, with its rooms, photos and history', async () => {
    const { user } = render();
    expect(await screen.findByRole('textbox', { name: /Hotel name/ })).toHaveValue('Harbour Stay');
    expect(screen.getByRole('spinbutton', { name: /Commission rate/ })).toHaveValue(10);
    await openTab(user, 'People');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Olga Owner');
    await openTab(user, 'Rooms');
    expect(screen.getByRole('form', { name: 'Room Deluxe King' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Overnight rate/ })).toHaveValue(189);
    await openTab(user, 'Photos');
    expect(screen.getByRole('img', { name: 'Hotel photo 1' })).toHaveAttribute('src', '/api/hotel/photos/a.jpg');
    expect(mocked.getHotel).toHaveBeenCalledWith('h1');
    // The record's title and key fields; the date through the format module (en-AU).
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Hotel: Harbour Stay' })).toBeInTheDocument();
    expect(screen.getByText('Property ID P-100')).toBeInTheDocument();
    expect(screen.getByText('Added 01/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to properties' })).toHaveAttribute('href', '/property/all');
  });

  it('writes the history in words: the chain and the owner by name, the rate, the overwrite flag', async () => {
    mocked.getHotel.mockResolvedValue({ ...hotel, commission: { _id: 'c1', clientTypeName: 'Accor' } });
    jest.mocked(mainApi.getAuditHistoryPage).mockResolvedValue({ data: [hotelUpdate], next: null });
    render('/editHotel/h1?tab=history');
    const changes = await screen.findByRole('list', { name: 'Changed fields' });
    expect(changes).toHaveTextContent('Commission rate (%): 10 → changed to 12.5');
    expect(changes).toHaveTextContent('Property chain: (empty) → changed to Accor');
    expect(changes).toHaveTextContent('Overwrite: Yes → changed to No');
    expect(changes).toHaveTextContent('Owner: (empty) → changed to Olga Owner');
    expect(changes).not.toHaveTextContent('c1');
    // The chain and the owner named in the history are links to them.
    expect(within(changes).getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    expect(within(changes).getByRole('link', { name: 'Olga Owner' })).toHaveAttribute('href', '/users-all/u1');
  });

  it('shows the newest page of the history and loads the older events on "Show older"', async () => {
    const created: AuditEvent = { ...hotelUpdate, _id: 'a0', action: 'hotel.create', before: null, after: { commissionRate: 10 } };
    const history = jest.mocked(mainApi.getAuditHistoryPage);
    history.mockReset();
    history.mockResolvedValueOnce({ data: [hotelUpdate], next: 'c1' }).mockResolvedValueOnce({ data: [created], next: null });
    const { user } = render('/editHotel/h1?tab=history');
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByRole('list', { name: 'Changed fields' })).toHaveTextContent('Commission rate (%): 10 → changed to 12.5');
    expect(history).toHaveBeenCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE });
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('created')).toBeInTheDocument();
    expect(within(panel).getAllByRole('list', { name: 'Changed fields' })).toHaveLength(2);
    expect(history).toHaveBeenLastCalledWith({ entityType: 'hotel', entityId: 'h1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it("links the hotel's chain, its reservations, invoices and reviews with their counts, and each person's user account", async () => {
    mocked.getHotel.mockResolvedValue({ ...hotel, commission: { _id: 'c1', clientTypeName: 'Accor' } });
    const { user } = render('/editHotel/h1?tab=people');
    await screen.findByRole('heading', { level: 1, name: 'Edit Hotel: Harbour Stay' });
    expect(screen.getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    const records = screen.getByRole('navigation', { name: 'Records of this hotel' });
    expect(await within(records).findByRole('link', { name: 'Reservations (1,250)' })).toHaveAttribute('href', '/reservations?hotelId=h1');
    expect(within(records).getByRole('link', { name: 'Invoices (0)' })).toHaveAttribute('href', '/billing/h1');
    expect(within(records).getByRole('link', { name: 'Reviews (7)' })).toHaveAttribute('href', '/reviews/h1');
    expect(within(screen.getByRole('region', { name: 'Owner details' })).getByRole('link', { name: 'Olga Owner' })).toHaveAttribute('href', '/users-all/u1');
    expect(within(screen.getByRole('region', { name: 'Hotel manager' })).getByRole('link', { name: 'Hana Lee' })).toHaveAttribute('href', '/users-all/u2');
    // The revenue manager is 'Same as Owner': the owner's link above says who it is.
    expect(within(screen.getByRole('region', { name: 'Revenue managers' })).queryByRole('link')).not.toBeInTheDocument();
    // The tickets about the hotel, on the History tab: the panel asks for the hotel's.
    await openTab(user, 'History');
    expect(await screen.findByText('No tickets about this hotel.')).toBeInTheDocument();
    expect(jest.mocked(mainApi.listTicket)).toHaveBeenCalledWith(expect.objectContaining({ about: 'hotel:h1' }));
  });

  it("shows the API's text about one field beside it, focused, and raises no toast", async () => {
    mocked.updateHotel.mockRejectedValue(new ApiError(409, HotelsMessages.hotel.propertyIdTaken));
    const { user, shell } = render();
    const id = await screen.findByRole('textbox', { name: /Property ID/ });
    await user.clear(id);
    await user.type(id, 'P-200');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HotelsMessages.hotel.propertyIdTaken)).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('saves with overwrite true when the commission rate is unchanged, false when it changed', async () => {
    mocked.updateHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.updated, data: hotel });
    const { user, shell } = render();
    const name = await screen.findByRole('textbox', { name: /Hotel name/ });
    await user.clear(name);
    await user.type(name, 'Harbour Stay II');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.updated }));
    expect(mocked.updateHotel).toHaveBeenCalledWith(expect.objectContaining({ id: 'h1', name: 'Harbour Stay II', commissionRate: 10, overwrite: true }));
    expect(mocked.updateEmployee).not.toHaveBeenCalled();

    const rate = screen.getByRole('spinbutton', { name: /Commission rate/ });
    await user.clear(rate);
    await user.type(rate, '11');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.updateHotel).toHaveBeenCalledTimes(2));
    expect(mocked.updateHotel.mock.calls[1][0]).toMatchObject({ commissionRate: 11, overwrite: false });
  });

  it("checks the owner's name and e-mail, and sends a changed owner and contact through employeeUpdate", async () => {
    mocked.updateHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.updated, data: hotel });
    mocked.updateEmployee.mockResolvedValue({ message: HotelsMessages.hotel.updated, data: hotel });
    const { user } = render('/editHotel/h1?tab=people');
    const email = await screen.findByRole('textbox', { name: /Owner email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HotelsMessages.person.emailInvalid)).toBeInTheDocument();
    expect(mocked.updateHotel).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'olga.new@hotels.example');
    const contact = screen.getByRole('region', { name: 'Hotel manager' });
    const title = within(contact).getByRole('textbox', { name: /Position/ });
    await user.clear(title);
    await user.type(title, 'Night manager');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.updateEmployee).toHaveBeenCalledTimes(2));
    expect(mocked.updateEmployee).toHaveBeenCalledWith('h1', 'u1', { contact: { fullName: 'Olga Owner', email: 'olga.new@hotels.example' } });
    expect(mocked.updateEmployee).toHaveBeenCalledWith('h1', 'e1', {
      contact: { firstName: 'Hana', lastName: 'Lee', title: 'Night manager', mobile: '1', email: 'hana@h.example' },
      owner: false,
    });
  });

  it("shows a console account's details read-only, with a hint naming Users and a link there, and never sends them", async () => {
    // The owner is the SuperAdmin who added the hotel; the contact has since been made a console user.
    const withConsoleAccounts: Hotel = {
      ...hotel,
      owner: { _id: 'u1', fullName: 'Olga Owner', email: 'olga@hotels.example', consoleAccount: true },
      contacts: hotel.contacts.map((c) => ({ ...c, consoleAccount: true })),
    };
    mocked.getHotel.mockResolvedValue(withConsoleAccounts);
    mocked.updateHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.updated, data: withConsoleAccounts });
    const { user, shell } = render('/editHotel/h1?tab=people');

    const owner = await screen.findByRole('region', { name: 'Owner details' });
    const ownerEmail = within(owner).getByRole('textbox', { name: /Owner email/ });
    expect(within(owner).getByRole('textbox', { name: /Full name/ })).toHaveAttribute('readonly');
    expect(ownerEmail).toHaveAttribute('readonly');
    expect(within(owner).getByText(HotelsMessages.person.consoleAccount, { exact: false })).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'Olga Owner' })).toHaveAttribute('href', '/users-all/u1');

    const contact = screen.getByRole('region', { name: 'Hotel manager' });
    for (const field of [/First name/, /Last name/, /Position/, /Number/, /Email/]) {
      expect(within(contact).getByRole('textbox', { name: field })).toHaveAttribute('readonly');
    }
    expect(within(contact).getByText(HotelsMessages.person.consoleAccount, { exact: false })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Hana Lee' })).toHaveAttribute('href', '/users-all/u2');
    // The revenue manager is 'Same as Owner': nothing of theirs to show, so no hint there.
    expect(within(screen.getByRole('region', { name: 'Revenue managers' })).queryByRole('link')).not.toBeInTheDocument();

    await user.type(ownerEmail, 'x');
    expect(ownerEmail).toHaveValue('olga@hotels.example');
    await openTab(user, 'Details');
    const name = screen.getByRole('textbox', { name: /Hotel name/ });
    await user.clear(name);
    await user.type(name, 'Harbour Stay II');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.updated }));
    expect(mocked.updateEmployee).not.toHaveBeenCalled();
  });

  it("saves the hotel when a console account's read-only details would fail the form's checks (a blank position)", async () => {
    const blankPosition: Hotel = { ...hotel, contacts: hotel.contacts.map((c) => ({ ...c, title: '', consoleAccount: true })) };
    mocked.getHotel.mockResolvedValue(blankPosition);
    mocked.updateHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.updated, data: blankPosition });
    const { user, shell } = render();
    const name = await screen.findByRole('textbox', { name: /Hotel name/ });
    await user.type(name, ' II');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.updated }));
    expect(screen.queryByText(HotelsMessages.hotel.hotelManagerRequired)).not.toBeInTheDocument();
    expect(mocked.updateEmployee).not.toHaveBeenCalled();
  });

  it('refuses to delete while reservations exist, with the spec warning, and sends no delete', async () => {
    mocked.isReserve.mockResolvedValue(true);
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Hotel' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'info', title: HotelsMessages.hotel.reservationsExist }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mocked.deleteHotel).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and goes to the listing', async () => {
    mocked.isReserve.mockResolvedValue(false);
    mocked.deleteHotel.mockResolvedValue({ data: 'OK', message: HotelsMessages.hotel.deleted });
    const { user, shell } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Hotel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(HotelsMessages.hotel.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: HotelsMessages.hotel.deleted }));
    await waitFor(() => expect(currentLocation()).toBe('/property/all'));
  });

  it('disables Redirect to Hotel Admin with the spec text when the hotel has no owner, and still saves', async () => {
    mocked.getHotel.mockResolvedValue({ ...hotel, owner: null });
    mocked.updateHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.updated, data: hotel });
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Redirect to Hotel Admin' });
    expect(button).toBeDisabled();
    expect(screen.getByText(HotelsMessages.hotel.noAdmin)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Hotel name/ }), ' Annex');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mocked.updateHotel).toHaveBeenCalledWith(expect.objectContaining({ name: 'Harbour Stay Annex' })));
    expect(mocked.updateEmployee).not.toHaveBeenCalled();
  });

  it('shows a deleted hotel as missing, with the way back to the list it came from', async () => {
    mocked.getHotel.mockRejectedValue(new ApiError(404, HotelsMessages.hotel.notFound));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/editHotel/:hotelId" element={<EditHotelPage />} />
        <Route
          path="/hotels"
          element={
            <RecordLink to="/editHotel/h1" backLabel="Back to hotels">
              Harbour Stay
            </RecordLink>
          }
        />
      </Routes>,
      { route: '/hotels?page=2', shell: { user: admin } },
    );
    await user.click(screen.getByRole('link', { name: 'Harbour Stay' }));
    expect(await screen.findByText('This hotel does not exist or was deleted.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to hotels' })) expect(link).toHaveAttribute('href', '/hotels?page=2');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a 404 as a missing hotel and another failure with a retry', async () => {
    mocked.getHotel.mockRejectedValueOnce(new ApiError(500, 'Something went wrong'));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('textbox', { name: /Hotel name/ })).toHaveValue('Harbour Stay');
  });
});

describe('EditHotelPage tabs', () => {
  it('keeps the tab in the URL, so a reload opens it again; Details leaves ?tab= out', async () => {
    const { user, unmount } = render();
    await screen.findByRole('textbox', { name: /Hotel name/ });
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    // The people are on their own tab (the same form, hidden here).
    expect(screen.queryByRole('textbox', { name: /Owner email/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Rooms', 'People', 'Photos', 'Billing', 'Reviews', 'Reservations', 'History']);
    await openTab(user, 'Rooms');
    expect(currentLocation()).toBe('/editHotel/h1?tab=rooms');
    unmount();

    // The reload: the same address opens the Rooms tab.
    const again = render('/editHotel/h1?tab=rooms');
    expect(await screen.findByRole('form', { name: 'Room Deluxe King' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('textbox', { name: /Hotel name/ })).not.toBeInTheDocument();
    // From the keyboard: Right moves to the next tab.
    screen.getByRole('tab', { name: 'Rooms' }).focus();
    await again.user.keyboard('{ArrowRight}');
    expect(currentLocation()).toBe('/editHotel/h1?tab=people');
    await openTab(again.user, 'Details');
    expect(currentLocation()).toBe('/editHotel/h1');
  });

  it("opens the People tab at a failed person's field when Submit is pressed on Details", async () => {
    const { user } = render('/editHotel/h1?tab=people');
    const email = await screen.findByRole('textbox', { name: /Owner email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await openTab(user, 'Details');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(HotelsMessages.person.emailInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Owner email/ })).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(mocked.updateHotel).not.toHaveBeenCalled();
  });

  it("shows the hotel's invoices on Billing and links its reservations and reviews with their counts", async () => {
    mocked.listInvoices.mockResolvedValue({
      hotel: { _id: 'h1', name: 'Harbour Stay' },
      data: [{ id: 'inv1', number: 'INV-000001', created: 1_794_000_000, paid: true, total: 135_802, currency: 'AUD' } as never],
    });
    const { user } = render('/editHotel/h1?tab=billing');
    const invoices = await screen.findByRole('table', { name: 'Invoices of this hotel' });
    expect(within(invoices).getByRole('link', { name: 'INV-000001' })).toHaveAttribute('href', '/billingDetails/h1/inv1');
    expect(within(invoices).getByText('A$1,358.02')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices of Harbour Stay (1)' })).toHaveAttribute('href', '/billing/h1');
    await openTab(user, 'Reservations');
    expect(await screen.findByRole('link', { name: 'Reservations of Harbour Stay (1,250)' })).toHaveAttribute('href', '/reservations?hotelId=h1');
    await openTab(user, 'Reviews');
    expect(screen.getByRole('link', { name: 'Reviews of Harbour Stay (7)' })).toHaveAttribute('href', '/reviews/h1');
  });
});
