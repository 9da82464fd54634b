export { ArchivesPage } from './archives-page';
