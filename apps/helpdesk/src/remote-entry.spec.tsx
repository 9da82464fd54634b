import { describeAreaModule } from '@backoffice/test-utils';
import HelpdeskModule from './remote-entry';
import { AREA } from './area';

describeAreaModule(AREA, HelpdeskModule, {
  built: [
    '/all-tickets',
    '/add-ticket',
    '/view-ticket',
    '/all-mytickets',
    '/add-myticket',
    '/view-myticket',
    '/all-departments',
    '/add-department',
    '/edit-department/:departmentId',
    '/department-details/:departmentId',
    '/canned-replies',
    '/department-sla/:departmentId',
  ],
});
