export { CONTENT_PAGES, type ContentPage } from './content-pages';
export { ContentBlockEditor } from './content-block-editor';
