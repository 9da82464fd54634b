import {
  COMMON_TIME_ZONES,
  DEFAULT_FORMAT_PREFERENCES,
  browserTimeZone,
  FORMAT_LOCALES,
  getFormatPreferences,
  isTimeZone,
  setFormatPreferences,
  subscribeFormatPreferences,
  type FormatPreferences,
} from '@backoffice/contracts/constants';
import { useSyncExternalStore } from 'react';

// The console's locale and time zone (docs/areas/platform.md, "Console preferences and theme"). They live in the
// format module of @backoffice/contracts/constants (its preferences sit on globalThis, so every copy of the module
// reads them, the remotes' too); this file stores them in localStorage and puts them back at start-up. It imports
// the TypeBox-free entry: the main one would put TypeBox and every schema on the sign-in page (about 40 KB gzip). The theme is @backoffice/ui's (useColorMode).

/** The localStorage key of `{ locale, timeZone }`. */
export const PREFERENCES_STORAGE_KEY = 'backoffice.preferences';



/** One time zone of the menu: its IANA name, and the label shown (the browser's own is marked). */
export interface TimeZoneChoice {
  value: string;
  label: string;
}

/** {@link COMMON_TIME_ZONES} with the browser's own zone marked, or added first when it is not among them. */
export function timeZoneChoices(own = browserTimeZone()): TimeZoneChoice[] {
  const label = (zone: string) => (zone === own ? `${zone} (this browser)` : zone);
  const zones = own && !COMMON_TIME_ZONES.includes(own) && isTimeZone(own) ? [own, ...COMMON_TIME_ZONES] : COMMON_TIME_ZONES;
  return zones.map((zone) => ({ value: zone, label: label(zone) }));
}

const isOfferedLocale = (locale: unknown): locale is string =>
  typeof locale === 'string' && FORMAT_LOCALES.some((l) => l.value === locale);

/** The stored preferences, each falling back to the default when absent, unknown or unreadable. */
export function readStoredPreferences(): FormatPreferences {
  let stored: Partial<FormatPreferences> = {};
  try {
    const raw = localStorage.getItem(PREFERENCES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') stored = parsed as Partial<FormatPreferences>;
  } catch {
    // Storage disabled or a damaged value: the defaults.
  }
  return {
    locale: isOfferedLocale(stored.locale) ? stored.locale : DEFAULT_FORMAT_PREFERENCES.locale,
    timeZone: typeof stored.timeZone === 'string' && isTimeZone(stored.timeZone) ? stored.timeZone : DEFAULT_FORMAT_PREFERENCES.timeZone,
  };
}

function applyLang(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Start-up (bootstrap.tsx, before the first render): the stored locale and time zone into the format module, and
 * the locale as `<html lang>`.
 */
export function startConsolePreferences(): void {
  const stored = readStoredPreferences();
  setFormatPreferences(stored);
  applyLang(getFormatPreferences().locale);
}

/** Stores a change of the user menu and puts it in force (the format module tells its subscribers). */
export function saveConsolePreferences(next: Partial<FormatPreferences>): void {
  setFormatPreferences(next);
  const now = getFormatPreferences();
  try {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ locale: now.locale, timeZone: now.timeZone }));
  } catch {
    // Storage disabled: the choice holds until the page reloads.
  }
  applyLang(now.locale);
}

/** The locale and time zone in force, re-rendering when they change. */
export function useConsolePreferences(): Readonly<FormatPreferences> {
  return useSyncExternalStore(subscribeFormatPreferences, getFormatPreferences, getFormatPreferences);
}
