/**
 * What the homepage editor (features/homepage) and Manage Images (features/banner-images) share: the list of
 * stored images and new previews with Delete, the title and rich-text fields, the load hook with
 * loading/error/retry and the page frame around it.
 */
export { ImageList, type ImageListProps, type PendingImage } from './components/image-list';
export { RichTextField, TextField } from './components/content-fields';
export { ContentPage } from './components/content-page';
export { useLoad, type Load } from './hooks/use-load';
