import { useEffect } from 'react';

/**
 * The `data-unsaved-forms` count on `<html>` while forms hold unsaved changes: the shell reads it (it cannot import
 * this kit) before a change that redraws every page.
 */
export const UNSAVED_FORMS_KEY = 'unsavedForms';

/** The question asked before unsaved changes are left (docs/frontend-data.md, "Forms"). */
export const UNSAVED_CHANGES_TEXT = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, warns before the changes are lost: the browser's own prompt when the tab closes or reloads, and a
 * confirm when a link to another page of the console is clicked (sidebar, breadcrumbs, a record's link). The
 * console's router is a BrowserRouter (no blocker API), so links are caught in the capture phase of the document.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    // Told to the page (a count on <html>), so that the shell asks before it redraws every page (a new locale).
    const root = document.documentElement;
    root.dataset[UNSAVED_FORMS_KEY] = String(Number(root.dataset[UNSAVED_FORMS_KEY] ?? 0) + 1);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (!window.confirm(UNSAVED_CHANGES_TEXT)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      const left = Number(root.dataset[UNSAVED_FORMS_KEY] ?? 1) - 1;
      if (left > 0) root.dataset[UNSAVED_FORMS_KEY] = String(left);
      else delete root.dataset[UNSAVED_FORMS_KEY];
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
