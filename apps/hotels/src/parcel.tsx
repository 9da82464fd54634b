import { createAreaParcel } from '@backoffice/remote-kit';
import { AREA } from './area';
import HotelsModule from './remote-entry';

/** Exposed as `hotels/Parcel`: single-spa lifecycles of this area, for a host that is not the shell. */
export const { bootstrap, mount, unmount, update } = createAreaParcel(AREA, HotelsModule);
