export { FaqDetailPage } from './faq-detail-page';
export { FaqListPage } from './faq-list-page';
