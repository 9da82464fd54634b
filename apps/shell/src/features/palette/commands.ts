import { AREAS, type Role } from '@backoffice/contracts';
import type { PaletteCommand, RegisteredCommand } from '@backoffice/shell-sdk';
import { navFor } from '../../layout/nav-items';
import { mayOpen } from './keyboard';

/** A command as the palette lists it: a built-in one or one a remote registered through shell-sdk. */
export type Command = PaletteCommand & { area?: RegisteredCommand['area'] };

/**
 * The actions the shell offers before any remote has loaded (each a page of the route table, `AREAS`; a spec
 * checks they are all there). Two "New ticket"s: the Employee's form and the Department user's; a role sees the
 * one it may open.
 */
export const BUILT_IN_ACTIONS: readonly PaletteCommand[] = [
  { id: 'new-ticket', label: 'New ticket', path: '/add-ticket', keywords: ['add', 'create', 'help desk'] },
  { id: 'new-my-ticket', label: 'New ticket', path: '/add-myticket', keywords: ['add', 'create', 'help desk'] },
  { id: 'add-hotel', label: 'Add hotel', path: '/addHotel', keywords: ['new', 'create', 'property'] },
  { id: 'generate-billing-period', label: 'Generate billing period', path: '/execute-billing', keywords: ['execute billing', 'statement'] },
];

/**
 * "Go to <page>" for every page of the role's sidebar (layout/nav-items.ts) and every other page of the route
 * table marked `nav` that the role may open (a Department user's Department Management).
 */
function goToCommands(role: Role): PaletteCommand[] {
  const { entries, groups } = navFor(role);
  const pages = [...entries, ...groups.flatMap((g) => g.entries)].map((e) => ({ label: e.label, path: e.path }));
  for (const area of AREAS) {
    for (const p of area.pages) {
      const path = typeof p.nav === 'string' ? p.nav : p.path;
      if (p.nav && p.roles.includes(role) && !pages.some((x) => x.path === path)) pages.push({ label: p.label, path });
    }
  }
  return pages.map((p) => ({ id: `go:${p.path}`, label: `Go to ${p.label}`, path: p.path, keywords: ['open', 'page'] }));
}

/**
 * The palette's commands for `role`: the built-in actions, the remotes' registered ones, then the "Go to" pages,
 * each only if the role may see it (its `roles`, and the route table for its `path`).
 */
export function commandsFor(role: Role, registered: readonly RegisteredCommand[]): Command[] {
  const allowed = (c: PaletteCommand) => (!c.roles || c.roles.includes(role)) && (!c.path || mayOpen(c.path, role));
  const seen = new Set<string>();
  return [...BUILT_IN_ACTIONS, ...registered, ...goToCommands(role)].filter((c) => {
    if (!allowed(c)) return false;
    // A remote's command that opens the same page as a built-in one, under the same name, is listed once.
    const key = `${c.label.toLowerCase()}|${c.path ?? c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The commands whose label or keywords hold every word of `text` (case ignored); all of them for an empty text. */
export function filterCommands(commands: readonly Command[], text: string): Command[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...commands];
  return commands.filter((c) => {
    const hay = `${c.label} ${(c.keywords ?? []).join(' ')}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
