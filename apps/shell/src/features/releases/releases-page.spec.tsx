import { ApiError, getReleases } from '@backoffice/api-client';
import { DEFAULT_FORMAT_PREFERENCES, setFormatPreferences, type ReleasesResponse } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { screen, within } from '@testing-library/react';
import { SHELL_BUILD } from '../../federation/contract';
import ReleasesPage, { NOTHING_RELEASED } from './releases-page';

/** The console's own row: its build as webpack (here the Jest preset) defines it. */
const consoleRow = () => {
  if (!SHELL_BUILD) throw new Error('the Jest preset defines __BACKOFFICE_BUILD__');
  return ['Console (shell)', SHELL_BUILD.version, SHELL_BUILD.commit.slice(0, 7), SHELL_BUILD.contract, '—', '—', '—'];
};

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'getReleases',
  ]),
);

const answer: ReleasesResponse = {
  areas: [
    {
      area: 'helpdesk',
      live: {
        version: 'r2',
        commit: 'abcdef0123456789',
        contract: '1.0',
        folder: 'r2-abcdef012345',
        promotedAt: '2026-05-02T10:00:00.000Z',
        promotedBy: 'ana',
      },
      releases: [
        { area: 'helpdesk', version: 'r2', commit: 'abcdef012345', contract: '1.0', builtAt: '2026-05-02T09:50:00.000Z', builtBy: 'ana', folder: 'r2-abcdef012345', live: true },
        { area: 'helpdesk', version: 'r1', commit: '0123456789ab', contract: '1.0', builtAt: '2026-05-01T09:00:00.000Z', builtBy: 'ana', folder: 'r1-0123456789ab', live: false },
      ],
    },
    {
      area: 'cms',
      live: null,
      releases: [
        { area: 'cms', version: 'r1', commit: 'fedcba987654', contract: '1.0', builtAt: '2026-05-03T08:00:00.000Z', builtBy: 'bo', folder: 'r1-fedcba987654', live: false },
      ],
    },
  ],
  history: [
    { at: '2026-05-03T08:00:00.000Z', by: 'bo', action: 'release', area: 'cms', version: 'r1', commit: 'fedcba987654', contract: '1.0', folder: 'r1-fedcba987654', durationMs: 41_000 },
    { at: '2026-05-02T11:00:00.000Z', by: 'ana', action: 'rollback', area: 'helpdesk', version: 'r1', commit: '0123456789ab', contract: '1.0', folder: 'r1-0123456789ab', durationMs: 8, from: 'r2' },
  ],
};

/** The text of each cell of a table's body rows. */
function cellsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  jest.mocked(getReleases).mockReset();
});

describe('ReleasesPage', () => {
  it("shows each area's live version, short commit, contract, promotion time and author, then the history", async () => {
    jest.mocked(getReleases).mockResolvedValue(answer);
    renderWithProviders(<ReleasesPage />, { route: '/releases' });
    expect(screen.getByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();

    const live = await screen.findByRole('table', { name: 'Live versions' });
    expect(cellsOf(live)).toEqual([
      consoleRow(),
      ['Help Desk', 'r2', 'abcdef0', '1.0', '02/05/2026, 3:30 pm', 'ana', '2'],
      ['Website Content', "The console's build", '—', '—', '—', '—', '1'],
    ]);
    expect(within(live).getByText('abcdef0')).toHaveAttribute('title', 'abcdef0123456789');

    const history = screen.getByRole('table', { name: 'Release history' });
    expect(cellsOf(history)).toEqual([
      ['03/05/2026, 1:30 pm', 'bo', 'Released', 'Website Content', 'r1', '—'],
      ['02/05/2026, 4:30 pm', 'ana', 'Rolled back', 'Help Desk', 'r1', 'r2'],
    ]);
    expect(screen.queryByText(NOTHING_RELEASED)).not.toBeInTheDocument();
  });

  it("writes instants through the format module, in the viewer's locale and time zone, and names the tab", async () => {
    jest.mocked(getReleases).mockResolvedValue(answer);
    setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' });
    try {
      renderWithProviders(<ReleasesPage />, { route: '/releases' });
      const live = await screen.findByRole('table', { name: 'Live versions' });
      expect(within(live).getByText('05/02/2026, 10:00 AM')).toBeInTheDocument();
      expect(document.title).toBe('Releases · Back Office');
    } finally {
      setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
    }
  });

  it('shows a loading state while the releases are on their way', async () => {
    jest.mocked(getReleases).mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<ReleasesPage />, { route: '/releases' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading releases…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says that the console loads its own remotes when no area was released', async () => {
    jest.mocked(getReleases).mockResolvedValue({ areas: [], history: [] });
    renderWithProviders(<ReleasesPage />, { route: '/releases' });
    expect(await screen.findByText(NOTHING_RELEASED)).toBeInTheDocument();
    // The grid shows its first rows at transition priority, a render after the rest of the page.
    expect(cellsOf(await screen.findByRole('table', { name: 'Live versions' }))).toEqual([consoleRow()]);
    expect(screen.queryByRole('table', { name: 'Release history' })).not.toBeInTheDocument();
  });

  it("shows the server's error with a Retry that loads again", async () => {
    jest.mocked(getReleases).mockRejectedValueOnce(new ApiError(403, 'You do not have access to this resource.')).mockResolvedValueOnce(answer);
    const { user } = renderWithProviders(<ReleasesPage />, { route: '/releases' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The releases could not be loaded.');
    expect(alert).toHaveTextContent('You do not have access to this resource.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Live versions' })).toBeInTheDocument();
    expect(getReleases).toHaveBeenCalledTimes(2);
  });
});
