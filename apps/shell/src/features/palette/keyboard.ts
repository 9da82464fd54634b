import { findAreaPage, type Role } from '@backoffice/contracts';
import { navFor } from '../../layout/nav-items';

/**
 * True when `role` may open `path` (query ignored): an area's page by its roles in the route table (`AREAS`), a
 * page of the shell's own by the role's sidebar, its groups included (layout/nav-items.ts). An unknown path: false.
 */
export function mayOpen(path: string, role: Role): boolean {
  const found = findAreaPage(path);
  if (found) return found.page.roles.includes(role);
  const bare = path.split(/[?#]/, 1)[0];
  const { entries, groups } = navFor(role);
  return [...entries, ...groups.flatMap((g) => g.entries)].some((e) => e.path === bare);
}

/** One `g` then a letter shortcut: the letter and the page it opens. */
export interface GoShortcut {
  key: string;
  path: string;
  label: string;
}

/** The main areas' pages (docs/frontend-data.md, "Command palette and keyboard"). */
const GO_KEYS: ReadonlyArray<{ key: string; path: string }> = [
  { key: 'd', path: '/dashboard' },
  { key: 't', path: '/all-tickets' },
  { key: 'h', path: '/hotels' },
  { key: 'r', path: '/reservations' },
  { key: 'u', path: '/users-all' },
  { key: 'c', path: '/content-home' },
];

/** The `g` shortcuts of a role: only the pages it may open, named as the route table names them. */
export function goShortcutsFor(role: Role): GoShortcut[] {
  return GO_KEYS.filter((g) => mayOpen(g.path, role)).map((g) => ({
    ...g,
    label: findAreaPage(g.path)?.page.label ?? 'Dashboard',
  }));
}

const NOT_TYPED = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/**
 * True when a key pressed on `target` belongs to it, not to the console's shortcuts: a text field (input,
 * textarea, select, contenteditable) or a widget that reads letters itself (a dialog, a menu, a listbox).
 */
export function keysBelongTo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"], [contenteditable=""]')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)) return true;
  return Boolean(target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]'));
}

/** How long after `g` its letter is awaited, in milliseconds. */
export const G_SEQUENCE_MS = 1500;

/** Whether the hints should say ⌘ (macOS, iOS) rather than Ctrl. */
export const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The palette's key as the hints write it: '⌘ K' or 'Ctrl K'. */
export const paletteKeyHint = () => (isApple() ? '⌘ K' : 'Ctrl K');
