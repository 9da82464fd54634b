import type { AreaKey, RecordType, Role, SearchHit } from '@backoffice/contracts';
import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A command of the shell's command palette (docs/micro-frontends.md, "What a remote registers with the palette").
 * - `id`: unique within its area ('new-coupon').
 * - `label`: what the palette lists and its filter matches ('New coupon').
 * - `keywords`: more words the filter matches ('discount', 'voucher').
 * - `path`: the page it opens, absolute, a query allowed ('/coupons/create'). The palette lists it only to a role
 *   that may open that page (the route table, `AREAS` in @backoffice/contracts).
 * - `run`: what it does instead of opening a page (the palette closes first). Give `path` or `run`.
 * - `roles`: who sees it; without it, everyone who may open `path` (a `run`-only command: every role).
 */
export interface PaletteCommand {
  id: string;
  label: string;
  keywords?: readonly string[];
  path?: string;
  run?: () => void;
  roles?: readonly Role[];
}

/** A registered command with the area that registered it. */
export interface RegisteredCommand extends PaletteCommand {
  area: AreaKey;
}

/**
 * Draws one search hit inside the palette's option (the option itself, its role and its keyboard handling stay
 * the shell's): text only, nothing focusable. Without one, the palette shows the hit's `title` and `context`.
 */
export type ResultRenderer = (hit: SearchHit) => ReactNode;

/** What the remotes registered so far; a new object after every change. */
export interface PaletteRegistry {
  commands: readonly RegisteredCommand[];
  renderers: Readonly<Partial<Record<RecordType, ResultRenderer>>>;
}

const byArea = new Map<AreaKey, readonly RegisteredCommand[]>();
const renderers: Partial<Record<RecordType, ResultRenderer>> = {};
const listeners = new Set<() => void>();
let snapshot: PaletteRegistry = { commands: [], renderers: {} };

function changed() {
  snapshot = { commands: [...byArea.values()].flat(), renderers: { ...renderers } };
  listeners.forEach((l) => l());
}

/**
 * Registers an area's palette commands (docs/micro-frontends.md, "What a remote registers with the palette"). A
 * remote calls it when its Module loads; calling it again replaces the area's list (a remount does not list them
 * twice). The palette works without it: the shell's built-in commands come from the route table.
 *
 * @param area the registering area ('bookings').
 * @param commands its commands, in the order they are listed.
 * @returns a function that removes them again (if they are still the area's list).
 * @example
 * registerCommands('bookings', [{ id: 'new-coupon', label: 'New coupon', path: '/coupons/create' }]);
 */
export function registerCommands(area: AreaKey, commands: readonly PaletteCommand[]): () => void {
  const list = commands.map((c) => ({ ...c, area }));
  byArea.set(area, list);
  changed();
  return () => {
    if (byArea.get(area) !== list) return;
    byArea.delete(area);
    changed();
  };
}

/**
 * Registers how the palette draws the search hits of one record type (docs/micro-frontends.md, "What a remote
 * registers with the palette"): e.g. the bookings area shows a reservation's dates and status. The last one
 * registered for a type wins.
 *
 * @param type the record type (`RECORD_TYPES` in @backoffice/contracts).
 * @param render draws a hit: text only, it sits inside the palette's option.
 * @returns a function that removes it again (if it is still the type's renderer).
 */
export function registerResultRenderer(type: RecordType, render: ResultRenderer): () => void {
  renderers[type] = render;
  changed();
  return () => {
    if (renderers[type] !== render) return;
    delete renderers[type];
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getSnapshot = () => snapshot;

/**
 * The commands and result renderers registered so far, re-rendering its caller when a remote registers more (the
 * shell's palette reads it).
 */
export function usePaletteRegistry(): PaletteRegistry {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
