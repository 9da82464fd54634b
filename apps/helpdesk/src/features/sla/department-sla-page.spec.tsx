import { getDepartmentById } from '@backoffice/api-client';
import { getDepartmentSla, saveDepartmentSla } from '@backoffice/api-client/helpdesk';
import { DEFAULT_SLA_WEEK, HelpdeskMessages, type SlaPolicy } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { DepartmentSlaPage, SLA_PAGE_TITLE } from './department-sla-page';
import { formValuesOf, parseDayHours, policyBodyOf } from './sla-form';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), getDepartmentById: jest.fn() }));
jest.mock('@backoffice/api-client/helpdesk', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/helpdesk', [
    'getDepartmentSla', 'saveDepartmentSla', 'removeDepartmentSla',
  ]),
);
jest.mock('../history', () => ({ RecordHistory: () => <section aria-label="History" /> }));

const getMock = jest.mocked(getDepartmentSla);
const saveMock = jest.mocked(saveDepartmentSla);
const DEPT = '11111111-1111-4111-8111-111111111111';
const admin = fakeUser({ role: 'SuperAdmin', firstName: 'Admin', displayName: 'Admin' });
const agent = fakeUser({ role: 'Department', firstName: 'Anita', displayName: 'Anita', departmentId: DEPT });
const stored: SlaPolicy = {
  departmentId: DEPT,
  firstReplyMinutes: 90,
  resolutionMinutes: 960,
  timeZone: 'Europe/London',
  week: { ...DEFAULT_SLA_WEEK, '6': [[600, 720]] } as SlaPolicy['week'],
  holidays: [{ day: '2026-12-25', name: 'Christmas Day' }],
  updatedAt: '2026-12-01T10:00:00.000Z',
};

const renderPage = (user = admin) =>
  renderWithProviders(
    <Routes>
      <Route path="/department-sla/:departmentId" element={<DepartmentSlaPage />} />
    </Routes>,
    { route: `/department-sla/${DEPT}`, shell: { user } },
  );

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getDepartmentById).mockResolvedValue({ _id: DEPT, name: 'Customer Support' } as never);
});

describe('the SLA form values', () => {
  it('reads business hours typed as text, several spans, 24:00, empty for closed', () => {
    expect(parseDayHours('09:00-17:00')).toEqual([[540, 1020]]);
    expect(parseDayHours('09:00-12:00, 13:00-24:00')).toEqual([[540, 720], [780, 1440]]);
    expect(parseDayHours('  ')).toEqual([]);
    for (const bad of ['17:00-09:00', '09:00-12:00, 11:00-13:00', 'nine to five', '09:60-10:00', '24:30-25:00']) expect(parseDayHours(bad)).toBeNull();
  });

  it('turns a stored policy into hours and minutes and back, unchanged', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ firstReplyHours: 1, firstReplyMinutes: 30, resolutionHours: 16, resolutionMinutes: 0 });
    expect(values.week['6']).toBe('10:00-12:00');
    expect(policyBodyOf(values)).toEqual({
      firstReplyMinutes: stored.firstReplyMinutes,
      resolutionMinutes: stored.resolutionMinutes,
      timeZone: stored.timeZone,
      week: stored.week,
      holidays: stored.holidays,
    });
  });
});

describe('DepartmentSlaPage', () => {
  it("offers a new policy's defaults to a SuperAdmin and saves them", async () => {
    getMock.mockResolvedValue(null);
    saveMock.mockResolvedValue({ message: HelpdeskMessages.sla.saved, data: stored });
    const { user, shell } = renderPage();
    expect(await screen.findByRole('textbox', { name: 'Monday' })).toHaveValue('09:00-17:00');
    expect(screen.getByRole('heading', { level: 1, name: SLA_PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sunday' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: /First reply hours/ })).toHaveValue(4);
    await user.clear(screen.getByRole('textbox', { name: 'Saturday' }));
    await user.type(screen.getByRole('textbox', { name: 'Saturday' }), '10:00-14:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(1));
    expect(saveMock.mock.calls[0][0]).toBe(DEPT);
    expect(saveMock.mock.calls[0][1]).toMatchObject({
      firstReplyMinutes: 240,
      resolutionMinutes: 1440,
      week: { '1': [[540, 1020]], '6': [[600, 840]], '0': [] },
      holidays: [],
    });
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ title: HelpdeskMessages.sla.saved })));
  });

  it('refuses business hours it cannot read, beside the day, without a call', async () => {
    getMock.mockResolvedValue(stored);
    const { user } = renderPage();
    const monday = await screen.findByRole('textbox', { name: 'Monday' });
    await user.clear(monday);
    await user.type(monday, 'nine to five');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HelpdeskMessages.sla.weekInvalid)).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('removes a holiday and saves the others', async () => {
    getMock.mockResolvedValue(stored);
    saveMock.mockResolvedValue({ message: HelpdeskMessages.sla.saved, data: stored });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove holiday 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalledTimes(1));
    expect(saveMock.mock.calls[0][1]).toMatchObject({ firstReplyMinutes: 90, timeZone: 'Europe/London', holidays: [] });
  });

  it("shows a Department user its department's policy, read only", async () => {
    getMock.mockResolvedValue(stored);
    renderPage(agent);
    expect(await screen.findByText('First reply within 1 h 30 min of business time')).toBeInTheDocument();
    expect(screen.getByText('Saturday: 10:00-12:00')).toBeInTheDocument();
    expect(screen.getByText('Sunday: Closed')).toBeInTheDocument();
    expect(screen.getByText(/Christmas Day/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
