export { ReservationsPage } from './reservations-page';
export { ReservationDetailsPage } from './reservation-details-page';
export { ApprovedNoShowsPage, UnapprovedNoShowsPage } from './no-shows-page';
export { ReviewsPage } from './reviews-page';
export { CustomerRecordPage } from './customer-record-page';
