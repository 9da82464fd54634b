/** Small helpers shared by the users area. */
import { Roles } from '@backoffice/contracts';
import type { Access } from '@backoffice/api-server';

/** Every users call (docs/areas/platform.md, "Roles and access"): SuperAdmin only. */
export const SUPER_ADMIN: Access = [Roles.SuperAdmin];
