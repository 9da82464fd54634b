import type { ReactElement } from 'react';
import { ContentBlockEditor } from './components/content-block-editor';
import { CONTENT_PAGES } from './content-pages';

export { CONTENT_PAGES, type ContentPage } from './content-pages';
export { ContentBlockEditor } from './components/content-block-editor';

/** The content pages' elements by route-table path, for the Module's PAGES map. */
export const contentPageElements: Readonly<Record<string, ReactElement>> = Object.fromEntries(
  CONTENT_PAGES.map((p) => [p.path, <ContentBlockEditor key={p.path} page={p} />]),
);
