import { useSyncExternalStore } from 'react';

/** What the palette's host shows: the palette (with the text it opens with) and the shortcuts dialog. */
export interface PaletteUi {
  /** The palette is open; `text` is what its input starts with (the /open page's "Search for …"). */
  palette: { text: string } | null;
  shortcuts: boolean;
}

let state: PaletteUi = { palette: null, shortcuts: false };
const listeners = new Set<() => void>();

function set(next: PaletteUi) {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the command palette (Ctrl+K, "/", the top bar's Search), its input holding `text`. */
export const openPalette = (text = '') => set({ palette: { text }, shortcuts: false });
/** Opens the command palette, or closes it when open (Ctrl+K pressed again). */
export const togglePalette = () => (state.palette ? closePalette() : openPalette());
/** Closes the command palette. */
export const closePalette = () => set({ ...state, palette: null });
/** Opens the dialog that lists the keyboard shortcuts ("?"). */
export const openShortcuts = () => set({ palette: null, shortcuts: true });
/** Closes the shortcuts dialog. */
export const closeShortcuts = () => set({ ...state, shortcuts: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

/** Which of the palette and the shortcuts dialog is open (the host renders them). */
export function usePaletteUi(): PaletteUi {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
