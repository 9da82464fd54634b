/**
 * @backoffice/api-helpdesk: the help desk's API (docs/areas/helpdesk.md): departments, tickets and their replies,
 * the ticket images under /uploads. Mounted by apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import departmentsRepository from './departments/repository';
import departmentRoutes from './departments/routes';
import { helpdeskSchema } from './helpdesk.schema';
import { helpdeskSeed } from './seed';
import helpdeskChangeRooms from './tickets/change-rooms';
import ticketsRepository from './tickets/repository';
import assignmentRepository from './assignment/repository';
import { ticketBulkActions } from './assignment/bulk';
import ticketRoutes from './tickets/routes';
import uploadRoutes from './uploads/routes';
import assignmentRoutes from './assignment/routes';
import cannedReplyRoutes from './canned-replies/routes';
import slaRoutes from './sla/routes';
import presenceRoutes from './presence/routes';

export { helpdeskSchema } from './helpdesk.schema';

export const helpdeskArea: ApiArea = {
  name: 'helpdesk',
  schema: helpdeskSchema,
  async routes(app) {
    await app.register(departmentsRepository);
    await app.register(ticketsRepository);
    await app.register(assignmentRepository);
    for (const definition of ticketBulkActions(app)) app.bulk.define(definition);
    await app.register(helpdeskChangeRooms);
    await app.register(departmentRoutes, { prefix: '/department' });
    await app.register(ticketRoutes, { prefix: '/ticket' });
    await app.register(uploadRoutes, { prefix: '/uploads' });
    await app.register(assignmentRoutes, { prefix: '/ticket' });
    await app.register(cannedReplyRoutes, { prefix: '/canned-replies' });
    await app.register(slaRoutes, { prefix: '/sla' });
    await app.register(presenceRoutes);
  },
  seed: helpdeskSeed,
};
