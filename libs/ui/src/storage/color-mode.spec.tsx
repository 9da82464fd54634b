import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_MODE_STORAGE_KEY, useColorMode } from './color-mode';
import { UiProvider } from '../lib/ui-provider';

/** A controllable `prefers-color-scheme: dark`: `setDark(true)` fires its change event as the browser would. */
function mockSystemTheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const handlers = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && dark;
    },
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: (_type: string, handler: () => void) => handlers.add(handler),
    removeEventListener: (_type: string, handler: () => void) => handlers.delete(handler),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      dark = value;
      act(() => handlers.forEach((h) => h()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  const { preference, colorMode, setPreference } = useColorMode();
  return (
    <div>
      <p>
        {preference} → {colorMode}
      </p>
      <button onClick={() => setPreference('dark')}>Dark</button>
      <button onClick={() => setPreference('light')}>Light</button>
      <button onClick={() => setPreference('system')}>System</button>
    </div>
  );
}

const html = () => document.documentElement;

/** The probe inside the provider, which applies the colour mode to `<html>`. */
const renderProbe = () =>
  render(
    <UiProvider withToaster={false}>
      <Probe />
    </UiProvider>,
  );

describe('useColorMode', () => {
  let system: ReturnType<typeof mockSystemTheme>;
  afterEach(() => {
    system?.restore();
    localStorage.clear();
  });

  it('starts on the system theme when nothing is stored, and follows it as it changes', () => {
    system = mockSystemTheme(false);
    renderProbe();
    expect(screen.getByText('system → light')).toBeInTheDocument();
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
    expect(html().style.colorScheme).toBe('light');

    system.setDark(true);
    expect(screen.getByText('system → dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');

    system.setDark(false);
    expect(html()).toHaveClass('light');
  });

  it('a fixed choice is stored, applied, kept across a remount and no longer follows the system', async () => {
    system = mockSystemTheme(false);
    const user = userEvent.setup();
    const { unmount } = renderProbe();
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(html()).toHaveClass('dark');
    unmount();

    renderProbe();
    expect(screen.getByText('dark → dark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Light' }));
    expect(html()).toHaveClass('light');
    expect(html()).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    system.setDark(true);
    expect(screen.getByText('light → light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
  });

  it('reads the stored choice afresh on a new mount (another page load) and ignores an unknown value', () => {
    system = mockSystemTheme(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const first = renderProbe();
    expect(screen.getByText('light → light')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
    renderProbe();
    expect(screen.getByText('system → dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
  });

  it('follows a choice made in another tab (the storage event)', () => {
    system = mockSystemTheme(false);
    renderProbe();
    act(() => {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(screen.getByText('dark → dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
  });
});
