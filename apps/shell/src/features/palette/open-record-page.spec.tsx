import { search } from '@backoffice/api-client';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import OpenRecordPage from './open-record-page';
import { PaletteHost } from './palette-host';
import { closePalette } from './palette-store';
import { readRecent } from './recent-records';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), search: jest.fn() }));

const renderOpen = (path: string) =>
  renderWithProviders(
    <>
      <PaletteHost role="SuperAdmin" userId="u1" />
      <Routes>
        <Route path="/open/:type/:reference" element={<OpenRecordPage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
    </>,
    { route: path, shell: { user: { id: 'u1', role: 'SuperAdmin', firstName: 'A', displayName: 'Admin' } } },
  );

beforeEach(() => {
  jest.mocked(search).mockReset();
  localStorage.clear();
});
afterEach(() => act(() => closePalette()));

describe('/open/:type/:reference', () => {
  it("finds the record by its exact reference and replaces itself by the record's page", async () => {
    jest.mocked(search).mockResolvedValue({
      hits: [{ type: 'user', id: 'u7', title: 'Ops Team', context: 'ops@example.com', route: '/users-all/u7', score: 1 }],
    });
    renderOpen('/open/user/ops%40example.com');
    await waitFor(() => expect(currentLocation()).toBe('/users-all/u7'));
    expect(search).toHaveBeenCalledWith({ q: 'ops@example.com', types: 'user', exact: true, limit: 1 }, expect.any(AbortSignal));
    expect(readRecent('u1')[0]).toMatchObject({ type: 'user', id: 'u7', title: 'Ops Team' });
  });

  it('says when no such record was found, tries again, and searches for the text', async () => {
    jest.mocked(search).mockResolvedValue({ hits: [] });
    const { user } = renderOpen('/open/reservation/TF100707');
    expect(await screen.findByRole('heading', { name: 'No reservation TF100707 was found' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/open/reservation/TF100707');
    jest.mocked(search).mockResolvedValue({
      hits: [{ type: 'reservation', id: 'r1', title: 'TF100707', context: '', route: '/reservationDetails/r1', score: 1 }],
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentLocation()).toBe('/reservationDetails/r1'));
  });

  it('offers a search for the text that was not found', async () => {
    jest.mocked(search).mockResolvedValue({ hits: [] });
    const { user } = renderOpen('/open/invoice/INV-000099');
    await user.click(await screen.findByRole('button', { name: 'Search for “INV-000099”' }));
    expect(await screen.findByRole('combobox', { name: 'Search records or run a command' })).toHaveValue('INV-000099');
  });
});
