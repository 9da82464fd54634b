import { createAreaParcel } from '@backoffice/remote-kit';
import { AREA } from './area';
import BookingsModule from './remote-entry';

/** Exposed as `bookings/Parcel`: single-spa lifecycles of this area, for a host that is not the shell. */
export const { bootstrap, mount, unmount, update } = createAreaParcel(AREA, BookingsModule);
