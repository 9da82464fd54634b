export { FaqDetailPage } from './components/faq-detail-page';
export { FaqListPage } from './components/faq-list-page';
