/** Small helpers shared by the hotels area's routes. */
import { Roles } from '@backoffice/contracts';
import type { Access } from '@backoffice/api-server';

/** Every hotels call (docs/areas/platform.md, "Roles and access"): SuperAdmin only. */
export const SUPER_ADMIN: Access = [Roles.SuperAdmin];
