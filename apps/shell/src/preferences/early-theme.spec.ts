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
    for (const [stored, other, systemIsDark] of [['dark', 'light', false], ['light', 'dark', true]] as const) {
      systemDark(systemIsDark);
      localStorage.setItem(EARLY_COLOR_MODE_KEY, stored);
      applyEarlyTheme();
      expect(html).toHaveClass(stored);
      expect(html).not.toHaveClass(other);
      expect(html.style.colorScheme).toBe(stored);
    }
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
