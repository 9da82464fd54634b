import { useSyncExternalStore } from 'react';

/** What the viewer chose in the user menu: a fixed theme, or the operating system's. */
export type ColorModePreference = 'light' | 'dark' | 'system';
/** The theme the page shows: `system` resolved through `prefers-color-scheme`. */
export type ColorMode = 'light' | 'dark';

/** The choices of the user menu, in its order. */
export const COLOR_MODE_PREFERENCES: readonly ColorModePreference[] = ['light', 'dark', 'system'];

/**
 * The localStorage key of the preference. The shell's entry (apps/shell/src/main.ts) reads it before the app's
 * code loads, so the page starts in the right theme; keep the two in step (its spec checks them).
 */
export const COLOR_MODE_STORAGE_KEY = 'backoffice.colorMode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ColorModePreference {
  return typeof value === 'string' && (COLOR_MODE_PREFERENCES as readonly string[]).includes(value);
}

function readStored(): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system'; // storage disabled
  }
}

function systemQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

/** `system` resolved with the operating system's `prefers-color-scheme` (light when the browser cannot say). */
export function resolveColorMode(preference: ColorModePreference): ColorMode {
  if (preference !== 'system') return preference;
  return systemQuery()?.matches ? 'dark' : 'light';
}

/**
 * Puts `mode` on the document: the class `dark` or `light` on `<html>` (Chakra v3's `_dark` condition and its
 * semantic tokens, `bg`, `fg`, `border`…, follow the `dark` class) and `color-scheme` (the browser's own
 * scrollbars, form controls and default colours).
 */
export function applyColorMode(mode: ColorMode, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

interface ColorModeState {
  preference: ColorModePreference;
  colorMode: ColorMode;
}

let state: ColorModeState | undefined;
const listeners = new Set<() => void>();
let media: MediaQueryList | undefined;

function current(): ColorModeState {
  if (!state) {
    const preference = readStored();
    state = { preference, colorMode: resolveColorMode(preference) };
  }
  return state;
}

function update(preference: ColorModePreference): void {
  const colorMode = resolveColorMode(preference);
  const before = state;
  state = before && before.preference === preference && before.colorMode === colorMode ? before : { preference, colorMode };
  applyColorMode(colorMode);
  if (state !== before) for (const listener of listeners) listener();
}

// The operating system switched theme: a page on `system` follows at once.
const onSystemChange = () => update(current().preference);
// Another tab chose a theme: this one follows.
const onStorage = (event: StorageEvent) => {
  if (event.key === COLOR_MODE_STORAGE_KEY) update(isPreference(event.newValue) ? event.newValue : 'system');
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // The first subscriber after none (a page load, or a remount): read the stored choice afresh.
    update(readStored());
    media = systemQuery();
    media?.addEventListener?.('change', onSystemChange);
    globalThis.addEventListener?.('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    media?.removeEventListener?.('change', onSystemChange);
    media = undefined;
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored preference (`system` when none is stored or storage is disabled). */
export function getColorModePreference(): ColorModePreference {
  return current().preference;
}

/**
 * Stores the viewer's choice in localStorage ({@link COLOR_MODE_STORAGE_KEY}) and applies it to the document
 * now (docs/areas/platform.md, "Console preferences and theme").
 */
export function setColorModePreference(preference: ColorModePreference): void {
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
  update(preference);
}

/** {@link useColorMode}'s answer. */
export interface UseColorModeResult {
  /** The viewer's choice: `light`, `dark` or `system`. */
  preference: ColorModePreference;
  /** The theme shown now (`system` resolved). */
  colorMode: ColorMode;
  /** Stores and applies a choice ({@link setColorModePreference}). */
  setPreference: (preference: ColorModePreference) => void;
}

/**
 * The console's colour mode, light, dark or the system's (docs/areas/platform.md, "Console preferences and
 * theme"). A small class-based stand-in for Chakra's next-themes snippet (next-themes is not installed): the
 * choice lives in localStorage, `<html>` carries the class `dark` or `light`, and while a component uses this hook
 * (UiProvider does) a `system` choice follows `prefers-color-scheme` as it changes. One store for the page:
 * `@backoffice/ui` is a shared singleton, so the shell and every remote read the same choice.
 *
 * @example
 * const { preference, setPreference } = useColorMode();
 * <button onClick={() => setPreference('dark')}>Dark</button>
 */
export function useColorMode(): UseColorModeResult {
  const { preference, colorMode } = useSyncExternalStore(subscribe, current, current);
  return { preference, colorMode, setPreference: setColorModePreference };
}
