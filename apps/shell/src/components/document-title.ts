import { useLayoutEffect } from 'react';

/**
 * The browser tab's title of a page, `<title> · Back Office`, as remote-kit's PageFrame writes an area page's
 * (docs/areas/platform.md, "Console preferences and theme"). No title: the console's name alone.
 */
export function documentTitleOf(title?: string): string {
  return title ? `${title} · Back Office` : 'Back Office';
}

/**
 * Names the browser tab after the shell's page showing (a layout effect: it runs in the shell's commit, before
 * the effects of a remote page, whose own title then wins).
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
}
