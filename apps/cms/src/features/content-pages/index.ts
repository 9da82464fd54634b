export { CONTENT_PAGES, type ContentPage } from './content-pages';
export { ContentBlockEditor } from './components/content-block-editor';
