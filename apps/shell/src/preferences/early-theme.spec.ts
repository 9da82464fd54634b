import { COLOR_MODE_STORAGE_KEY } from '@backoffice/ui/forms';
import { EARLY_COLOR_MODE_KEY, applyEarlyTheme } from './early-theme';

function systemDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query })) as typeof window.matchMedia;
}

describe('applyEarlyTheme (run by main.ts before the app loads)', () => {
  const original = window.matchMedia;
  const html = document.documentElement;
  afterEach(() => {
    window.matchMedia = original;
    localStorage.clear();
    html.className = '';
  });

  it("reads @backoffice/ui's key", () => {
    expect(EARLY_COLOR_MODE_KEY).toBe(COLOR_MODE_STORAGE_KEY);
  });

  it('applies a stored dark or light choice whatever the system says', () => {
    systemDark(false);
    localStorage.setItem(EARLY_COLOR_MODE_KEY, 'dark');
    applyEarlyTheme();
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');

    systemDark(true);
    localStorage.setItem(EARLY_COLOR_MODE_KEY, 'light');
    applyEarlyTheme();
    expect(html).toHaveClass('light');
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
  });

  it("follows the system's theme for 'system' or nothing stored", () => {
    systemDark(true);
    applyEarlyTheme();
    expect(html).toHaveClass('dark');
    localStorage.setItem(EARLY_COLOR_MODE_KEY, 'system');
    systemDark(false);
    applyEarlyTheme();
    expect(html).toHaveClass('light');
  });
});
