import { createAreaParcel } from '@backoffice/remote-kit';
import { AREA } from './area';
import AdminUsersModule from './remote-entry';

/** Exposed as `admin-users/Parcel`: single-spa lifecycles of this area, for a host that is not the shell. */
export const { bootstrap, mount, unmount, update } = createAreaParcel(AREA, AdminUsersModule);
