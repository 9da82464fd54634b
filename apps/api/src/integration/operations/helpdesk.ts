/**
 * The help desk's api-client functions, each through its operation (docs/areas/helpdesk.md, "Calls"): departments,
 * tickets and their replies, the ticket images, assignment, canned replies and SLAs (HelpdeskOperations).
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as departmentsClient from '../../../../../libs/api-client/src/lib/departments';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as ticketsClient from '../../../../../libs/api-client/src/lib/tickets';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { listTicket } from '../../../../../libs/api-client/src/lib/ticket-list';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as assignmentClient from '../../../../../libs/api-client/src/lib/ticket-assignment';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as cannedRepliesClient from '../../../../../libs/api-client/src/lib/canned-replies';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as slaClient from '../../../../../libs/api-client/src/lib/helpdesk-sla';
import { DEFAULT_SLA_WEEK } from '@backoffice/contracts';
import type { AreaDrift } from './harness';

export const helpdeskDrift: AreaDrift = {
  area: 'helpdesk',
  client: { ...departmentsClient, ...ticketsClient, ...assignmentClient, ...cannedRepliesClient, ...slaClient },
  drive: async (run) => {
    // departments (docs/areas/helpdesk.md, "Calls"): a new one, so that the removal at the end touches no seed data
    const departments = await run('listDepartments', () => departmentsClient.listDepartments());
    expect(departments.length).toBeGreaterThan(0);
    const added = await run('addDepartment', () => departmentsClient.addDepartment({ name: 'Drift Check Desk' }));
    const departmentId = added.data._id;
    await run('updateDepartment', () =>
      departmentsClient.updateDepartment({ departmentId, name: 'Drift Check Desk 2' }),
    );
    await run('getDepartmentById', () => departmentsClient.getDepartmentById(departmentId));

    // SLAs (docs/areas/helpdesk.md, "SLAs")
    await run('getDepartmentSla', () => slaClient.getDepartmentSla(departmentId));
    await run('saveDepartmentSla', () =>
      slaClient.saveDepartmentSla(departmentId, {
        firstReplyMinutes: 60,
        resolutionMinutes: 480,
        timeZone: 'Australia/Sydney',
        week: { ...DEFAULT_SLA_WEEK },
        holidays: [],
      }),
    );
    await run('removeDepartmentSla', () => slaClient.removeDepartmentSla(departmentId));

    // tickets: a seeded one the SuperAdmin sees
    const list = await run('listTicket', () => listTicket({ page: 1, limit: 10 }));
    const ticket = list.ticket[0];
    await run('getTicketById', () => ticketsClient.getTicketById(ticket._id));
    await run('listTicketDiscussion', () => ticketsClient.listTicketDiscussion(ticket._id));
    await run('changeTicketStatus', () =>
      ticketsClient.changeTicketStatus({ ticketId: ticket._id, ticketStatus: ticket.status }),
    );
    await run('setTicketAbout', () => ticketsClient.setTicketAbout({ ticketId: ticket._id, about: null }));
    // A multipart form (no JSON body): an internal note leaves the status and the raiser alone.
    await run('manageTicket', () =>
      ticketsClient.manageTicket({
        ticketId: ticket._id,
        message: '<p>Drift check</p>',
        ticketStatus: ticket.status,
        internal: true,
      }),
    );
    // Raising tickets is the Employees' and Department users' (403 for a SuperAdmin), as is "My Tickets".
    await run(
      'createTicket',
      () =>
        ticketsClient.createTicket({
          title: 'Drift check',
          message: '<p>Drift check</p>',
          departmentId,
          priorityLevels: 1,
        }),
      [403],
    );
    await run('listTicketDepartment', () => ticketsClient.listTicketDepartment(), [403]);
    // An image no ticket has: "not found" (the route and its operation still match).
    await run('loadUploadedImage', () => ticketsClient.loadUploadedImage('/api/uploads/drift-check.png'), [404]);

    // assignment (docs/areas/helpdesk.md, "Assignment")
    const assignees = await run('listTicketAssignees', () => assignmentClient.listTicketAssignees(ticket._id));
    expect(assignees.length).toBeGreaterThan(0);
    await run('assignTicket', () =>
      assignmentClient.assignTicket({ ticketId: ticket._id, assigneeId: ticket.assignee?._id ?? null }),
    );

    // canned replies (docs/areas/helpdesk.md, "Canned replies")
    const reply = await run('createCannedReply', () =>
      cannedRepliesClient.createCannedReply({
        kind: 'personal',
        title: 'Drift check',
        body: '<p>Hello {{raiser.firstName}}</p>',
      }),
    );
    await run('listCannedReplies', () => cannedRepliesClient.listCannedReplies({ q: 'Drift' }));
    await run('updateCannedReply', () =>
      cannedRepliesClient.updateCannedReply(reply.data._id, { title: 'Drift check 2', body: '<p>Hi</p>' }),
    );
    await run('renderCannedReply', () => cannedRepliesClient.renderCannedReply(reply.data._id, ticket._id));
    await run('deleteCannedReply', () => cannedRepliesClient.deleteCannedReply(reply.data._id));

    await run('removeDepartment', () => departmentsClient.removeDepartment(departmentId));
  },
};
