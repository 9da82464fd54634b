import { DEFAULT_FORMAT_PREFERENCES, getFormatPreferences, setFormatPreferences } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { COLOR_MODE_STORAGE_KEY } from '@backoffice/ui/forms';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { PaletteHost } from '../features/palette/palette-host';
import { PREFERENCES_STORAGE_KEY, startConsolePreferences } from '../preferences/console-preferences';
import { UNSAVED_ON_REDRAW } from '../preferences/preferences-dialog';
import { TopBar } from './top-bar';

const notifications = {
  status: 'ready',
  items: [],
  unread: 0,
  reload: () => Promise.resolve(),
  markAllRead: () => Promise.resolve(),
} as unknown as NotificationsState;

/** `prefers-color-scheme: dark` as the test sets it, firing `change` as the browser does. */
function mockSystemDark(initial: boolean) {
  let dark = initial;
  const handlers = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    addEventListener: (_: string, h: () => void) => handlers.add(h),
    removeEventListener: (_: string, h: () => void) => handlers.delete(h),
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      dark = value;
      act(() => handlers.forEach((h) => h()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

let system: ReturnType<typeof mockSystemDark>;
beforeEach(() => {
  system = mockSystemDark(false);
});
afterEach(() => {
  system.restore();
  localStorage.clear();
  setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
  document.documentElement.className = '';
});

const renderTopBar = () =>
  renderWithProviders(
    <TopBar name="Asha" role="Employee" sidebarOpen onToggleSidebar={jest.fn()} onLogout={jest.fn()} notifications={notifications} />,
  );

async function openMenu(user: ReturnType<typeof renderTopBar>['user']) {
  await user.click(screen.getByRole('button', { name: /Hi, Asha/ }));
  return screen.findByRole('menu');
}

/**
 * A click on a menu item, pressed and released in two steps: the menu selects the item it highlighted on
 * pointerdown, which a browser renders before the click arrives but one user-event click (one act()) does not.
 */
async function choose(user: ReturnType<typeof renderTopBar>['user'], item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  // Released once the pressed item shows as highlighted: the menu reads the highlight from its last render, which a
  // busy machine may not have done before the click (the menu then closes without selecting anything).
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

const html = document.documentElement;

describe('the user menu: theme', () => {
  it('sets Dark and Light, stored and applied to <html>, and keeps the choice across a remount', async () => {
    const { user, unmount } = renderTopBar();
    let menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    unmount();

    const again = renderTopBar();
    menu = await openMenu(again.user);
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await again.user.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it("System follows the operating system's theme as it changes", async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const { user } = renderTopBar();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'System' }));
    expect(html).toHaveClass('light');
    system.set(true);
    expect(html).toHaveClass('dark');
    system.set(false);
    expect(html).toHaveClass('light');
  });
});

describe('the user menu: locale and time zone', () => {
  it('offers the four locales and the common zones with the browser’s own; defaults en-AU and Asia/Kolkata', async () => {
    const { user } = renderTopBar();
    const menu = await openMenu(user);
    await choose(user, within(menu).getByRole('menuitem', { name: 'Locale and time zone…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locale and time zone' });
    const locale = within(dialog).getByLabelText('Locale') as HTMLSelectElement;
    const zone = within(dialog).getByLabelText('Time zone') as HTMLSelectElement;
    expect([...locale.options].map((o) => o.value)).toEqual(['en-AU', 'en-GB', 'en-US', 'en-IN']);
    expect(locale.value).toBe('en-AU');
    expect(zone.value).toBe('Asia/Kolkata');
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect([...zone.options].map((o) => o.value)).toEqual(expect.arrayContaining([own, 'Australia/Sydney', 'Europe/London', 'UTC']));
    expect(within(dialog).getByTestId('preferences-sample')).toHaveTextContent('06/12/2026, 2:30 pm');
    // Cancel changes nothing.
    await user.selectOptions(locale, 'en-US');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getFormatPreferences()).toEqual(DEFAULT_FORMAT_PREFERENCES);
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
  });

  it('asks before new preferences redraw a page whose form holds unsaved changes, and changes nothing when declined', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    html.dataset['unsavedForms'] = '1';
    try {
      const { user } = renderTopBar();
      const menu = await openMenu(user);
      await choose(user, within(menu).getByRole('menuitem', { name: 'Locale and time zone…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Locale and time zone' });
      await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'UTC');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(confirm).toHaveBeenCalledWith(UNSAVED_ON_REDRAW);
      expect(getFormatPreferences()).toEqual(DEFAULT_FORMAT_PREFERENCES);
      confirm.mockReturnValue(true);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(getFormatPreferences().timeZone).toBe('UTC'));
    } finally {
      delete html.dataset['unsavedForms'];
      confirm.mockRestore();
    }
  });

  it('saves both into the format module and localStorage, and a reload (start-up) restores them', async () => {
    const { user, unmount } = renderTopBar();
    let menu = await openMenu(user);
    await choose(user, within(menu).getByRole('menuitem', { name: 'Locale and time zone…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Locale and time zone' });
    await user.selectOptions(within(dialog).getByLabelText('Locale'), 'en-US');
    await user.selectOptions(within(dialog).getByLabelText('Time zone'), 'UTC');
    expect(within(dialog).getByTestId('preferences-sample')).toHaveTextContent('12/06/2026, 9:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getFormatPreferences()).toEqual({ locale: 'en-US', timeZone: 'UTC' });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toEqual({ locale: 'en-US', timeZone: 'UTC' });
    expect(html.lang).toBe('en-US');
    unmount();

    // A new page load: the module starts from its defaults, the signed-in app (private-app.tsx) puts the stored choice back.
    setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
    startConsolePreferences();
    expect(getFormatPreferences()).toEqual({ locale: 'en-US', timeZone: 'UTC' });
    const again = renderTopBar();
    menu = await openMenu(again.user);
    await choose(again.user, within(menu).getByRole('menuitem', { name: 'Locale and time zone…' }));
    dialog = await screen.findByRole('dialog', { name: 'Locale and time zone' });
    expect(within(dialog).getByLabelText('Locale')).toHaveValue('en-US');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('UTC');
  });

  it('ignores a damaged or unknown stored value at start-up', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ locale: 'xx-YY', timeZone: 'Mars/Olympus' }));
    startConsolePreferences();
    expect(getFormatPreferences()).toEqual(DEFAULT_FORMAT_PREFERENCES);
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    startConsolePreferences();
    expect(getFormatPreferences()).toEqual(DEFAULT_FORMAT_PREFERENCES);
  });
});

describe('Search', () => {
  it('opens the command palette for mouse users, with the Ctrl K hint', async () => {
    const { user } = renderWithProviders(
      <>
        <PaletteHost role="Employee" userId="u1" />
        <TopBar name="Asha" role="Employee" sidebarOpen onToggleSidebar={jest.fn()} onLogout={jest.fn()} notifications={notifications} />
      </>,
    );
    const search = screen.getByRole('button', { name: /Search/ });
    expect(search).toHaveTextContent('Ctrl K');
    await user.click(search);
    expect(await screen.findByRole('combobox', { name: 'Search records or run a command' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
