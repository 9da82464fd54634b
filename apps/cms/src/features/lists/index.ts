export { ContactListPage } from './contact-list-page';
export { SubscriptionListPage } from './subscription-list-page';
