// What the signed-in console always carries of the palette and the keyboard (docs/frontend-data.md, "Command palette
// and keyboard"): the key listener and the note of visited records. The palette and the shortcuts dialog are lazy
// chunks, loaded when first opened (docs/micro-frontends.md, "Speed budgets").
import { findAreaPage, type RecordType, type Role } from '@backoffice/contracts';
import { lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary';
import { documentTitleOf } from '../../components/document-title';
import { G_SEQUENCE_MS, goShortcutsFor, keysBelongTo } from './keyboard';
import { closePalette, closeShortcuts, openPalette, openShortcuts, togglePalette, usePaletteUi } from './palette-store';
import { recordAt, rememberRecord, touchRecord } from './recent-records';

/** Loads the palette's chunk (the top bar's Search starts it when the pointer or focus reaches it). */
export const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog'));

/** Props of {@link PaletteHost}. */
export interface PaletteHostProps {
  role: Role;
  userId: string;
}

/**
 * Mounted once in the layout: Ctrl+K (⌘K), "/", "?" and the `g` shortcuts, the recently viewed records noted from
 * the record pages opened, and the palette and shortcuts dialog once first opened (kept mounted after, so closing
 * them gives the focus back).
 */
export const PaletteHost = memo(function PaletteHost({ role, userId }: PaletteHostProps) {
  const ui = usePaletteUi();
  const [loaded, setLoaded] = useState({ palette: false, shortcuts: false });
  if ((ui.palette && !loaded.palette) || (ui.shortcuts && !loaded.shortcuts)) {
    setLoaded({ palette: loaded.palette || Boolean(ui.palette), shortcuts: loaded.shortcuts || ui.shortcuts });
  }
  return (
    <>
      <ShortcutKeys role={role} />
      <VisitNotes role={role} userId={userId} />
      {loaded.palette || loaded.shortcuts ? (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            {loaded.palette ? (
              <CommandPalette open={Boolean(ui.palette)} initialText={ui.palette?.text ?? ''} role={role} userId={userId} onClose={closePalette} />
            ) : null}
            {loaded.shortcuts ? <ShortcutsDialog open={ui.shortcuts} role={role} onClose={closeShortcuts} /> : null}
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
});

/**
 * The console's keys, on the document: Ctrl+K or ⌘K opens (or closes) the palette from anywhere; "/" opens it, "?"
 * lists the shortcuts, `g` then a letter opens a main page the role may open, none of them while a text field or
 * a widget that reads letters (a menu, a dialog) has the focus.
 */
function ShortcutKeys({ role }: { role: Role }) {
  const navigate = useNavigate();
  const go = useRef(navigate);
  useLayoutEffect(() => {
    go.current = navigate;
  }, [navigate]);

  useEffect(() => {
    const shortcuts = goShortcutsFor(role);
    let gAt = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { key } = event;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
        event.preventDefault();
        togglePalette();
        return;
      }
      const afterG = gAt > 0 && Date.now() - gAt <= G_SEQUENCE_MS;
      gAt = 0;
      if (event.ctrlKey || event.metaKey || event.altKey || keysBelongTo(event.target)) return;
      if (afterG) {
        const to = shortcuts.find((s) => s.key === key.toLowerCase());
        if (to) {
          event.preventDefault();
          go.current(to.path);
        }
      } else if (key === '/') {
        event.preventDefault();
        openPalette();
      } else if (key === '?') {
        event.preventDefault();
        openShortcuts();
      } else if (key === 'g') {
        gAt = Date.now();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [role]);
  return null;
}

/** How long the tab's title must rest before a record page is noted, in milliseconds. */
export const NOTE_AFTER_MS = 300;

/**
 * Notes the record pages the user opens as recently viewed (docs/frontend-data.md, "Command palette and keyboard"):
 * a page whose address is a record's (records.ts's `recordPath`, read backwards), once the tab's title names the
 * record (remote-kit's RecordPage: 'Reservation TF100707 · Back Office'): a title other than the route table's label
 * that has rested {@link NOTE_AFTER_MS}, on a page that is neither loading nor failed (no `status` or `alert` in the
 * area). A record already noted moves to the top as soon as its page opens again. Pages that never name their
 * record (the edit forms) are noted only when opened from the palette or an /open link.
 */
function VisitNotes({ role, userId }: PaletteHostProps) {
  const { pathname, search } = useLocation();
  const here = useRef<{ type: RecordType; id: string; route: string; area: string; generic: string } | null>(null);

  useLayoutEffect(() => {
    const at = recordAt(pathname, search, role);
    const found = findAreaPage(pathname);
    const route = pathname + search;
    here.current = at && found ? { ...at, route, area: found.area.key, generic: documentTitleOf(found.page.label) } : null;
    if (at) touchRecord(userId, at.type, at.id, route);
  }, [pathname, search, role, userId]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const note = () => {
      const at = here.current;
      const title = document.title;
      if (!at || title === at.generic || title === documentTitleOf()) return;
      if (document.querySelector(`[data-area="${at.area}"]`)?.querySelector('[role="status"], [role="alert"]')) return;
      rememberRecord(userId, { type: at.type, id: at.id, title: title.replace(/ · Back Office$/, ''), route: at.route });
    };
    // The title changes after the navigation: the route table's label first (the shell's), then the page's own.
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(note, NOTE_AFTER_MS);
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [userId]);
  return null;
}
