/**
 * What the homepage editor (features/homepage) and Manage Images (features/banner-images) share: the list of
 * stored images and new previews with Delete, the per-part save report with a retry, the Save/Cancel bar, the
 * unsaved-changes warning and the page frame around a load (loading/error/retry).
 */
export { ImageList, type ImageListProps, type PendingImage } from './components/image-list';
export { SaveReport, type SavePart } from './components/save-report';
export { FormActions } from './components/form-actions';
export { ContentPage } from './components/content-page';
export { useUnsavedWarning } from './hooks/use-unsaved-warning';
