export { ContactListPage } from './components/contact-list-page';
export { SubscriptionListPage } from './components/subscription-list-page';
