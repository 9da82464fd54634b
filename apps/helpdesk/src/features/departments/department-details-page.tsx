import { HelpdeskMessages, type Ticket } from '@backoffice/contracts';
import { EmptyState, ListPage, ListToolbar, PageFrame } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Button } from '@backoffice/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StatusFilter } from '../shared/status-filter';
// The ticket list's state and columns: this page is that list, narrowed to one department and read-only.
import { ticketColumns } from '../tickets/ticket-columns';
import { STATUS_OPTIONS } from '../tickets/ticket-options';
import { viewTicketHref } from '../tickets/ticket-variants';
import { useTicketList } from '../tickets/use-ticket-list';
import { useDepartments } from './api';
import { DEPARTMENT_PATHS } from './department-paths';
import { departmentSlaHref } from '../sla/sla-paths';

/** The list's name for its column choice and rows per page in this browser. */
const LIST_KEY = 'department-tickets';

/**
 * /department-details/{departmentId} (Department role; docs/areas/helpdesk.md, "Department details"): the
 * department's tickets the user may see, read-only, 10 per page (or the size the user chose), with a status
 * filter in the URL (?status=&page=). Its own department shows every ticket sent there; another department only
 * the tickets the user raised there (the API decides: POST /ticket/listTicket with `departmentId`). View opens
 * /view-ticket for a ticket of its own department and /view-myticket for one it raised elsewhere, and leads back
 * here. An unknown or removed department says 'Department not found' with the way back.
 */
export function DepartmentDetailsPage() {
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const { user } = useAuth();
  const { setQuery, status, grid } = useTicketList('all', LIST_KEY, departmentId);

  // The name comes from the department list (its own department's look-up would answer 404 for another one).
  const departments = useDepartments();
  const department = departments.data?.find((d) => d._id === departmentId);
  const unknown = departments.isSuccess && !department;

  const ownDepartment = user?.departmentId;
  const columns = useMemo(
    () =>
      ticketColumns('all', {
        editable: false,
        viewHref: (t: Ticket) => viewTicketHref(t.department._id === ownDepartment ? 'all' : 'mine', t._id),
        backLabel: 'Back to Department Details',
      }),
    [ownDepartment],
  );

  const title = department ? `Department Details / ${department.name}` : 'Department Details';
  const back = (
    <>
      {departmentId === ownDepartment ? (
        <Button asChild variant="outline" size="sm">
          <RouterLink to={departmentSlaHref(departmentId)}>SLA & business hours</RouterLink>
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm">
        <RouterLink to={DEPARTMENT_PATHS.list}>Back to departments</RouterLink>
      </Button>
    </>
  );

  if (unknown) {
    return (
      <PageFrame title={title} action={back}>
        <EmptyState text={HelpdeskMessages.departments.notFound} />
      </PageFrame>
    );
  }
  return (
    <ListPage
      title={title}
      actions={back}
      filters={
        <ListToolbar>
          <StatusFilter options={STATUS_OPTIONS} value={status ? String(status) : ''} setQuery={setQuery} />
        </ListToolbar>
      }
      label="Department tickets"
      columns={columns}
      {...grid}
    />
  );
}
