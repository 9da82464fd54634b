/** Small helpers shared by the chains area. */
import { Roles } from '@backoffice/contracts';
import type { Access } from '@backoffice/api-server';

/** Every chains call but the public Expedia report (docs/areas/platform.md, "Roles and access"): SuperAdmin only. */
export const SUPER_ADMIN: Access = [Roles.SuperAdmin];
