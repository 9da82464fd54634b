/**
 * What the homepage editor (features/homepage) and Manage Images (features/banner-images) share: the load hook
 * with loading/error/retry and the page frame around it.
 */
export { ContentPage } from './components/content-page';
export { useLoad, type Load } from './hooks/use-load';
