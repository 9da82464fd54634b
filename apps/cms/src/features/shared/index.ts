/**
 * What the website content pages share: the content query keys, the list of stored images and new previews
 * with Delete, the per-part save report with a retry, and the Save/Cancel bar of the image forms (homepage,
 * Manage Images).
 */
export { cmsKeys, EDITOR_QUERY_OPTIONS } from './cms-keys';
export { ImageList, type ImageListProps, type PendingImage } from './image-list';
export { SaveReport, type SavePart } from './save-report';
export { FormActions } from './form-actions';
export { SectionCard } from './section-card';
export { okAnswer } from './ok-answer';
