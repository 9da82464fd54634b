import { renderStandalone } from '@backoffice/remote-kit';
import BookingsModule from './remote-entry';

// Standalone development only (nx serve bookings).
renderStandalone(BookingsModule);
