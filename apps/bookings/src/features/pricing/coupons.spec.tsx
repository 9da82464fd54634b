import * as api from '@backoffice/api-client/bookings';
import * as client from '@backoffice/api-client';
import * as hotels from '@backoffice/api-client/hotels';
import { ApiError } from '@backoffice/api-client';
import { AUDIT_HISTORY_PAGE, PricingMessages, utcDay, type AuditEvent } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderRoutes } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CouponFormPage } from './coupon-form-page';
import { CouponsPage } from './coupons-page';
import { chain, coupon, hotelPricing } from './test-fixtures';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listCoupons', 'getCoupon', 'createCoupon', 'updateCoupon', 'deleteCoupon', 'endCoupon',
    'queryByProperty',
  ]),
);
jest.mock('@backoffice/api-client/hotels', () => ({ ...jest.requireActual('@backoffice/api-client/hotels'), listChains: jest.fn() }));
jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getAuditHistoryPage: jest.fn() }));
const mocked = jest.mocked(api);
const m = PricingMessages.coupon;

const couponUpdate: AuditEvent = {
  _id: 'e1',
  at: '2026-02-01T00:00:00.000Z',
  actorId: 'u1',
  actorRole: 'SuperAdmin',
  actorName: 'Asha Admin',
  action: 'coupon.update',
  entityType: 'coupon',
  entityId: 'k1',
  before: { value: 15, endDate: '2026-12-31', appliedTo: 'hotel', scopeChain: ['c1'] },
  after: { value: 20, endDate: '2027-01-31', appliedTo: 'total', scopeChain: ['c1', 'c2'] },
  requestId: null,
  ip: null,
};

const render = (path: string, route: string, element: ReactElement) =>
  // The list the form leads back to first: where `path` is the list itself, the page takes its place.
  renderRoutes({ '/coupons': <p>Coupons list</p>, [path]: element }, route, {
    shell: { user: fakeUser({ role: 'SuperAdmin' }) },
  });
const renderCreate = () => render('/coupons/create', '/coupons/create', <CouponFormPage />);

const dayFromToday = (days: number) => utcDay(new Date(Date.now() + days * 86_400_000));
/** Types a day ('YYYY-MM-DD') into a date field as people do, dd/MM/yyyy, and leaves the box. */
async function typeDay(user: ReturnType<typeof render>['user'], label: RegExp, day: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, day.split('-').reverse().join('/'));
  await user.tab();
}
/** Fills Create Coupon's code, value, days (start and end, in days from today) and what it applies to. */
async function fillCoupon(user: ReturnType<typeof render>['user'], code: string, value: string, appliedTo: string, [start, end] = [1, 30]) {
  await user.type(screen.getByRole('textbox', { name: /Coupon Code/ }), code);
  await user.type(screen.getByRole('spinbutton', { name: /Value/ }), value);
  await typeDay(user, /Start Date/, dayFromToday(start));
  await typeDay(user, /End Date/, dayFromToday(end));
  await user.selectOptions(screen.getByRole('combobox', { name: /Applied To/ }), appliedTo);
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(hotels).listChains.mockResolvedValue([chain(), chain({ _id: 'c2', clientTypeName: 'Hilton' })]);
  jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [], next: null });
});

describe('CouponsPage', () => {
  it('lists coupons with their applied-to label, scope names, days, status and use, each reference a link', async () => {
    mocked.listCoupons.mockResolvedValue({ data: [coupon(), coupon({ _id: 'k2', code: 'NOBODY26', used: 0, scope: 'hotel', scopeChain: [], scopeHotel: [{ _id: 'h1', name: 'Harbour View' }] })], total: 2 });
    render('/coupons', '/coupons?status=active', <CouponsPage />);
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = within(table).getByText('SUMMER26').closest('tr') as HTMLElement;
    for (const text of ['15%', 'Total', '01/01/2026', '31/12/2026', 'Active']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText(/Property chains:/)).toHaveTextContent('Property chains: Accor');
    expect(within(row).getByRole('link', { name: 'SUMMER26' })).toHaveAttribute('href', '/coupons/k1');
    expect(within(row).getByRole('link', { name: 'Accor' })).toHaveAttribute('href', '/property/all?commissionID=c1');
    // "Used 2" → the reservations that used it.
    expect(within(row).getByRole('link', { name: 'Reservations that used SUMMER26' })).toHaveAttribute('href', '/reservations?couponId=k1');
    expect(within(row).getByRole('link', { name: 'Asha Admin' })).toHaveAttribute('href', '/all-useradmins?search=Asha%20Admin');
    const unused = within(table).getByText('NOBODY26').closest('tr') as HTMLElement;
    expect(within(unused).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', '/editHotel/h1');
    expect(within(unused).queryByRole('link', { name: /Reservations that used/ })).not.toBeInTheDocument();
    expect(mocked.listCoupons).toHaveBeenCalledWith({ page: 1, limit: 10, status: 'active' });
  });

  it('remove: asks first; a 409 shows the server message and the row stays', async () => {
    mocked.listCoupons.mockResolvedValue({ data: [coupon()], total: 1 });
    mocked.deleteCoupon.mockRejectedValueOnce(new ApiError(409, m.used(2)));
    const { user, shell } = render('/coupons', '/coupons', <CouponsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove SUMMER26' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to remove this coupon ?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mocked.deleteCoupon).toHaveBeenCalledWith('k1'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: m.used(2) })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Coupons' })).getByText('SUMMER26')).toBeInTheDocument();
  });

  it('end: offered only before the coupon has ended, confirmed, then the list is asked again', async () => {
    mocked.listCoupons.mockResolvedValue({ data: [coupon(), coupon({ _id: 'k2', code: 'WINTER25', status: 'ended' })], total: 2 });
    mocked.endCoupon.mockResolvedValueOnce({ message: m.ended, data: coupon({ status: 'ended' }) });
    const { user, shell } = render('/coupons', '/coupons', <CouponsPage />);
    await screen.findByRole('table', { name: 'Coupons' });
    expect(screen.queryByRole('button', { name: 'End WINTER25' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End SUMMER26' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(m.endConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(mocked.endCoupon).toHaveBeenCalledWith('k1'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: m.ended })));
    await waitFor(() => expect(mocked.listCoupons).toHaveBeenCalledTimes(2));
  });
});

describe('CouponFormPage', () => {
  it('refuses a 7-character code with its message beside it, every other failing field at once, no toast, and sends nothing', async () => {
    const { user, shell } = renderCreate();
    await user.type(screen.getByRole('textbox', { name: /Coupon Code/ }), 'SUMMER2');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon code must be exactly 8 characters')).toBeInTheDocument();
    for (const message of [m.valueRequired, m.startRequired, m.endRequired, m.invalidType]) expect(screen.getByText(message)).toBeInTheDocument();
    // The first invalid field has the focus; no toast repeats a field's message.
    expect(screen.getByRole('textbox', { name: /Coupon Code/ })).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
    expect(mocked.createCoupon).not.toHaveBeenCalled();
  });

  it('a code the API says is taken (its error body names the code) shows beside the code, not as a toast', async () => {
    mocked.createCoupon.mockRejectedValueOnce(Object.assign(new ApiError(409, m.codeTaken), { field: 'code' }));
    const { user, shell } = renderCreate();
    await fillCoupon(user, 'SUMMER26', '10', 'Total');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText(m.codeTaken)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Coupon Code/ })).toHaveAccessibleDescription(expect.stringContaining(m.codeTaken));
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/coupons/create');
  });

  it('creates: the code upper-case, days as typed; the toast, then back to the list', async () => {
    mocked.createCoupon.mockResolvedValueOnce({ message: m.created, data: coupon() });
    const { user, shell } = renderCreate();
    await fillCoupon(user, 'summer26', '12.5', 'Commission');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() =>
      expect(mocked.createCoupon).toHaveBeenCalledWith({
        code: 'SUMMER26',
        value: 12.5,
        startDate: dayFromToday(1),
        endDate: dayFromToday(30),
        appliedTo: 'timeflyz',
        scope: 'all',
        scopeChain: [],
        scopeHotel: [],
      }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Coupon created successfully' })));
    await waitFor(() => expect(currentLocation()).toBe('/coupons'));
  });

  it('a hotel scope needs hotels, picked by a search', async () => {
    mocked.queryByProperty.mockResolvedValue([hotelPricing()]);
    mocked.createCoupon.mockResolvedValueOnce({ message: m.created, data: coupon() });
    const { user } = renderCreate();
    await fillCoupon(user, 'HOTEL001', '10', 'Hotel Cost', [2, 3]);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Scope/ }), 'Hotels');
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText(m.hotelsRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Add a Hotel/ }), 'Harb');
    await user.click(await screen.findByRole('option', { name: /Harbour View/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen hotels' })).getByText('Harbour View')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Coupon' }));
    await waitFor(() => expect(mocked.createCoupon).toHaveBeenCalledWith(expect.objectContaining({ scope: 'hotel', scopeHotel: ['h1'], scopeChain: [] })));
  });

  it("edit: shows the coupon's status, use and history; saves and stays", async () => {
    mocked.getCoupon.mockResolvedValue(coupon());
    mocked.updateCoupon.mockResolvedValueOnce({ message: m.updated, data: coupon({ value: 20, updatedAt: '2026-02-01T00:00:00.000Z' }) });
    const { user, shell } = render('/coupons/:id', '/coupons/k1', <CouponFormPage />);
    const status = await screen.findByRole('region', { name: 'Coupon status' });
    expect(within(status).getByText('Active')).toBeInTheDocument();
    expect(status).toHaveTextContent('Used 2 times');
    expect(within(status).getByRole('link', { name: 'Reservations that used SUMMER26' })).toHaveAttribute('href', '/reservations?couponId=k1');
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
    expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenCalledWith({ entityType: 'coupon', entityId: 'k1', limit: AUDIT_HISTORY_PAGE });
    expect(screen.getByRole('checkbox', { name: 'Accor' })).toBeChecked();
    const value = screen.getByRole('spinbutton', { name: /Value/ });
    await user.clear(value);
    await user.type(value, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The start day has passed, but it is the coupon's own: kept, not refused.
    await waitFor(() => expect(mocked.updateCoupon).toHaveBeenCalledWith('k1', expect.objectContaining({ value: 20, startDate: '2026-01-01', scopeChain: ['c1'] })));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Coupon updated successfully' })));
    expect(currentLocation()).toBe('/coupons/k1');
    // The history is asked again after the save (its event), from its newest page.
    await waitFor(() => expect(jest.mocked(client).getAuditHistoryPage).toHaveBeenCalledTimes(2));
  });

  it("edit: the history writes the coupon's changes in words (percent, days, the chains by name)", async () => {
    mocked.getCoupon.mockResolvedValue(coupon());
    jest.mocked(client).getAuditHistoryPage.mockResolvedValue({ data: [couponUpdate], next: null });
    render('/coupons/:id', '/coupons/k1', <CouponFormPage />);
    const fields = await screen.findByRole('list', { name: 'Changed fields' });
    expect(fields).toHaveTextContent('Value: 15% → changed to 20%');
    expect(fields).toHaveTextContent('End date: 31/12/2026 → changed to 31/01/2027');
    expect(fields).toHaveTextContent('Applied to: Hotel Cost → changed to Total');
    await waitFor(() => expect(fields).toHaveTextContent('Property chains: Accor → changed to Accor, Hilton'));
  });

  it('edit: the history shows its newest page and loads the older events on "Show older"', async () => {
    mocked.getCoupon.mockResolvedValue(coupon());
    const created: AuditEvent = { ...couponUpdate, _id: 'e0', action: 'coupon.create', before: null, after: { value: 15 } };
    const history = jest.mocked(client).getAuditHistoryPage;
    history.mockReset();
    history.mockResolvedValueOnce({ data: [couponUpdate], next: 'c1' }).mockResolvedValueOnce({ data: [created], next: null });
    const { user } = render('/coupons/:id', '/coupons/k1', <CouponFormPage />);
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByRole('list', { name: 'Changed fields' })).toHaveTextContent('Value: 15% → changed to 20%');
    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    expect(await within(panel).findByText('created')).toBeInTheDocument();
    expect(within(panel).getAllByRole('list', { name: 'Changed fields' })).toHaveLength(2);
    expect(history).toHaveBeenLastCalledWith({ entityType: 'coupon', entityId: 'k1', limit: AUDIT_HISTORY_PAGE, before: 'c1' });
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('an ended coupon is shown, not edited: what it was, its status and history, and no Save', async () => {
    mocked.getCoupon.mockResolvedValue(coupon({ status: 'ended', endedAt: '2026-06-30T10:00:00.000Z' }));
    render('/coupons/:id', '/coupons/k1', <CouponFormPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon SUMMER26' })).toBeInTheDocument();
    expect(screen.getByText(m.endedLocked)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Coupon status' })).toHaveTextContent('Ended 30/06/2026');
    expect(screen.getByRole('region', { name: 'Coupon' })).toHaveTextContent('Value15%');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(await screen.findByText('No history yet')).toBeInTheDocument();
  });

  it('edit: a missing coupon says so', async () => {
    mocked.getCoupon.mockRejectedValueOnce(new ApiError(404, m.notFound));
    render('/coupons/:id', '/coupons/gone', <CouponFormPage />);
    expect(await screen.findByText('This coupon does not exist or was removed.')).toBeInTheDocument();
  });

  it('edit: a load failure offers Retry, which loads again', async () => {
    mocked.getCoupon.mockRejectedValueOnce(new ApiError(500, 'Something went wrong')).mockResolvedValueOnce(coupon());
    const { user } = render('/coupons/:id', '/coupons/k1', <CouponFormPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupon could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Coupon status' })).toBeInTheDocument();
  });
});
