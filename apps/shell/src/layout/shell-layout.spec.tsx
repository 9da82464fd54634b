import { DEFAULT_FORMAT_PREFERENCES, formatDate, setFormatPreferences } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { SIDEBAR_DOCKED_MIN_WIDTH_PX, ShellLayout } from './shell-layout';

jest.mock('../federation/remote-area', () => ({ preloadPath: jest.fn() }));

const notifications: NotificationsState = {
  status: 'ready',
  items: [],
  unread: 0,
  reload: () => Promise.resolve(),
  markAllRead: () => Promise.resolve(),
} as NotificationsState;

/** A window whose width the test sets, as `matchMedia('(min-width: …px)')` answers it, firing `change` on a resize. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; matches: boolean; handlers: Set<() => void> }[] = [];
  const evaluate = (query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const entry = { query, matches: evaluate(query), handlers: new Set<() => void>() };
    lists.push(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_: string, h: () => void) => entry.handlers.add(h),
      removeEventListener: (_: string, h: () => void) => entry.handlers.delete(h),
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(to: number) {
      width = to;
      act(() => {
        for (const l of lists) {
          const now = evaluate(l.query);
          if (now !== l.matches) {
            l.matches = now;
            l.handlers.forEach((h) => h());
          }
        }
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let viewport: ReturnType<typeof mockViewport> | undefined;
afterEach(() => {
  viewport?.restore();
  viewport = undefined;
});

function renderLayout(children: React.ReactNode = <p>Page content</p>) {
  return renderWithProviders(
    <ShellLayout user={fakeUser()} notifications={notifications} onLogout={jest.fn()}>
      {children}
    </ShellLayout>,
    { route: '/dashboard' },
  );
}

const nav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('ShellLayout: the sidebar by width', () => {
  it(`is docked and open from ${SIDEBAR_DOCKED_MIN_WIDTH_PX} px, and the toggle hides it`, async () => {
    viewport = mockViewport(1366);
    const { user } = renderLayout();
    expect(nav()).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(nav()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a closed drawer at 800 px: the toggle opens it over the page, following a link closes it', async () => {
    viewport = mockViewport(800);
    const { user } = renderLayout();
    expect(nav()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(nav());
    await user.click(screen.getByRole('link', { name: 'Ticket Management' }));
    await waitFor(() => expect(nav()).not.toBeInTheDocument());
  });

  it('collapses when the window narrows below 1,024 px and docks again when it widens', () => {
    viewport = mockViewport(1280);
    renderLayout();
    expect(nav()).toBeInTheDocument();
    viewport.resize(1000);
    expect(nav()).not.toBeInTheDocument();
    viewport.resize(1100);
    expect(nav()).toBeInTheDocument();
  });
});

describe('ShellLayout: skip link and main region', () => {
  it('offers "Skip to main content" first, and it moves the focus to the main region', async () => {
    viewport = mockViewport(1366);
    const { user } = renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveFocus();
    expect(main).toHaveTextContent('Page content');
  });
});

describe('ShellLayout: a change of locale or time zone', () => {
  afterEach(() => act(() => setFormatPreferences(DEFAULT_FORMAT_PREFERENCES)));

  it('mounts the content afresh, so its dates are written again', () => {
    viewport = mockViewport(1366);
    const mounts = jest.fn();
    function Page() {
      useEffect(() => mounts(), []);
      return <p>Created {formatDate('2026-03-04T20:00:00.000Z')}</p>;
    }
    renderLayout(<Page />);
    expect(screen.getByText('Created 05/03/2026')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);

    act(() => setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' }));
    expect(screen.getByText('Created 03/04/2026')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(2);
  });
});
