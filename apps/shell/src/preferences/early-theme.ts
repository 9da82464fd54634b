/**
 * The stored colour mode put on `<html>` before the app's code loads, so that a dark page does not flash white
 * (docs/areas/platform.md, "Console preferences and theme"). The CSP runs no inline script, so the entry
 * (main.ts) runs this; it imports nothing, to keep the entry small and free of shared modules. The key and the
 * classes are @backoffice/ui's (`COLOR_MODE_STORAGE_KEY`, `applyColorMode`), written out here: its spec checks
 * the two agree. Once the app renders, UiProvider keeps the class in step.
 */
export const EARLY_COLOR_MODE_KEY = 'backoffice.colorMode';

/** Applies the stored `light` / `dark` choice, or the system's theme for `system` or nothing stored. */
export function applyEarlyTheme(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(EARLY_COLOR_MODE_KEY);
  } catch {
    // Storage disabled: the system's theme.
  }
  const dark =
    stored === 'dark' ||
    (stored !== 'light' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
