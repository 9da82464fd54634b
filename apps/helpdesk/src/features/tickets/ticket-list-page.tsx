import {
  RECORD_TYPE_LABELS,
  Roles,
  formatNumber,
  parseTicketAbout,
  ticketReference,
  type Ticket,
} from '@backoffice/contracts';
import {
  FilterChip,
  ListPage,
  ListToolbar,
  OptionSelect,
  QueryFilter,
  RecordLink,
  SearchField,
  ToolbarField,
  type BulkSelection,
} from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Button, Field, HStack, Stack, Text } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
// The department choices and name are the departments feature's calls (one cache entry for both screens).
import { useDepartment, useDepartments } from '../departments/api';
import { DEPARTMENT_PATHS } from '../departments/department-paths';
import { StatusFilter } from '../shared/status-filter';
import { BulkAssign, BulkStatus } from './bulk/ticket-bulk-actions';
import { ticketColumns } from './ticket-columns';
import { STATUS_OPTIONS } from './ticket-options';
import { TICKET_PATHS, type TicketVariant } from './ticket-variants';
import { OPEN_STATUS_QUERY, useTicketList } from './use-ticket-list';

/** The assignee filter's choices (`?assignee=`): the caller's own tickets, and those nobody owns. */
const ASSIGNEE_OPTIONS = [
  { value: 'me', label: 'Mine' },
  { value: 'none', label: 'Unassigned' },
];

/** The name under which each list keeps its column choice and rows per page in this browser. */
const LIST_KEYS: Readonly<Record<TicketVariant, string>> = { all: 'tickets', mine: 'my-tickets' };

export interface TicketListPageProps {
  /** 'all': /all-tickets ("Manage Tickets"); 'mine': /all-mytickets (a Department user's raised tickets). */
  variant: TicketVariant;
}

/**
 * /all-tickets and /all-mytickets (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)" and
 * "My Tickets (`/all-mytickets`, Department)"): the tickets in pages (10 unless the user chose another size),
 * filtered by department (SuperAdmin, Employee), status ('Open or In Progress' too) and a text of the title;
 * filters and page live in the URL query, and the API
 * filters, counts and pages. A department (`?departmentId=`, a Department user's count link) or a record
 * (`?about=type:id`, a record's "All N tickets") the list took from its URL without a field of its own shows as a
 * chip that names it (a link to it) and removes it (docs/areas/helpdesk.md, "Links"). Department and SuperAdmin
 * change a ticket's status in the list, after a confirmation; an Employee (and "My Tickets") sees a coloured
 * badge.
 *
 * For agents (docs/areas/helpdesk.md, "The ticket list"): a search box (`?q=`: a ticket number or a text of the
 * title; a `?title=` from a dashboard link stays as a removable chip), a sort on every column the API sorts
 * (`?sort=&order=`), the Priority column for everyone, and for a SuperAdmin or a Department user on the ticket list
 * the Assignee and SLA columns, an Assignee filter (`?assignee=me|none`: Mine, Unassigned) and row selection with
 * bulk "Assign to…" and "Set status…" (bulk runs `tickets.assign`, `tickets.setStatus` on the selected tickets, any
 * page; the API's ticket actions take no filter scope, so there is no "Select all matching"). A Department user has them on its own department's list only (not while
 * `?departmentId=` names another department, where it sees the tickets it raised). An Employee has none of these.
 */
export function TicketListPage({ variant }: TicketListPageProps) {
  const { user } = useAuth();
  const role = user?.role;
  const paths = TICKET_PATHS[variant];
  const listKey = LIST_KEYS[variant];
  // The agents' list: a SuperAdmin's or a Department user's /all-tickets (never an Employee's, nor My Tickets).
  const agent = variant === 'all' && (role === Roles.SuperAdmin || role === Roles.Department);
  const { params, setQuery, status, open, title: titleFilter, searchInput, setSearchInput, departmentId, about, list, grid, totalCapped } = useTicketList(variant, listKey, {
    assigneeFilter: agent,
  });
  const [selected, setSelected] = useState<string[]>([]);

  const canFilterDepartment = role === Roles.SuperAdmin || role === Roles.Employee;
  const canEditStatus = agent;
  // Bulk runs on a Department user's own department's tickets only (docs/areas/helpdesk.md, "The ticket list").
  const canBulk = agent && (role === Roles.SuperAdmin || !departmentId || departmentId === user?.departmentId);
  const showAdd = variant === 'mine' || role === Roles.Employee;

  // A department in the URL for a role without the Department select is a chip that names it.
  const departmentChip = !canFilterDepartment && Boolean(departmentId);
  const departments = useDepartments(undefined, { enabled: canFilterDepartment || departmentChip });
  const chipDepartment = departmentChip ? departments.data?.find((d) => d._id === departmentId) : undefined;
  const aboutRecord = parseTicketAbout(about);
  // The rows name the record (every ticket listed is about it).
  const aboutName = list.data?.ticket.find((t) => t.about?.id === aboutRecord?.id)?.about;
  const fetchedName =
    useDepartment(variant === 'all' && role === Roles.Department ? user?.departmentId : undefined).data
      ?.name ?? null;
  // The shell's displayName of a Department user is its department's name once GET /user/me has answered
  // (before that it is the first name): use it until our own look-up arrives.
  const departmentName =
    fetchedName ??
    (user && user.displayName && user.displayName !== user.firstName ? user.displayName : null);
  const columns = useMemo(
    () =>
      ticketColumns(variant, {
        editable: canEditStatus,
        backLabel: variant === 'mine' ? 'Back to My Tickets' : 'Back to tickets',
        agent,
      }),
    [variant, canEditStatus, agent],
  );
  const bulk = canBulk
    ? {
        selection: { selected, onChange: setSelected, rowLabel: (t: Ticket) => `Select ${ticketReference(t.number)}` },
        bulkActions: (ids: readonly string[], selection: BulkSelection) => (
          <>
            <BulkAssign selected={ids} selection={selection} firstTicket={list.data?.ticket.find((t) => t._id === ids[0])} />
            <BulkStatus selection={selection} />
          </>
        ),
      }
    : {};

  const title =
    variant === 'mine'
      ? 'My Tickets'
      : role === Roles.SuperAdmin
        ? 'Manage Tickets / Admin'
        : role === Roles.Department && departmentName
          ? `Manage Tickets / ${departmentName}`
          : 'Manage Tickets';

  return (
    <ListPage
      title={title}
      actions={
        <>
          {role === Roles.Department ? (
            // The read-only department list is reached from here and the dashboard, not the sidebar.
            <Button asChild variant="outline" size="sm">
              <RouterLink to={DEPARTMENT_PATHS.list}>Departments</RouterLink>
            </Button>
          ) : null}
          {showAdd ? (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={paths.add}>Add Ticket</RouterLink>
            </Button>
          ) : null}
        </>
      }
      filters={
        <Stack gap="2">
          <ListToolbar>
            {canFilterDepartment ? (
              <ToolbarField label="Department" minW="56">
                <OptionSelect
                  size="sm"
                  options={(departments.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
                  emptyOption="View All"
                  value={departmentId ?? ''}
                  onChange={(e) => setQuery({ departmentId: e.target.value || undefined, page: undefined })}
                >
                  {departmentId && !departments.isSuccess ? (
                    <option value={departmentId}>Loading…</option>
                  ) : null}
                </OptionSelect>
                {departments.isError ? (
                  <Field.HelperText color="fg.error">
                    Departments could not be loaded.{' '}
                    <Button size="2xs" variant="outline" onClick={() => void departments.refetch()}>
                      Reload departments
                    </Button>
                  </Field.HelperText>
                ) : null}
              </ToolbarField>
            ) : null}
            <StatusFilter
              options={[{ value: OPEN_STATUS_QUERY, label: 'Open or In Progress' }, ...STATUS_OPTIONS]}
              value={open ? OPEN_STATUS_QUERY : status ? String(status) : ''}
              setQuery={setQuery}
            />
            {agent ? (
              <QueryFilter
                label="Assignee"
                minW="36"
                list={{ setQuery }}
                param="assignee"
                value={params.get('assignee') ?? ''}
                options={ASSIGNEE_OPTIONS}
                emptyOption="Anyone"
              />
            ) : null}
            <SearchField label="Search" placeholder="Ticket number or title" value={searchInput} onChange={setSearchInput} />
          </ListToolbar>
          {departmentChip || about || titleFilter ? (
            <HStack gap="2" wrap="wrap">
              {departmentChip && departmentId ? (
                <FilterChip
                  label="Department"
                  onRemove={() => setQuery({ departmentId: undefined, page: undefined })}
                >
                  {chipDepartment ? (
                    <RecordLink
                      record={{ type: 'department', id: departmentId, name: chipDepartment.name }}
                    />
                  ) : departments.isError ? (
                    'Unknown department'
                  ) : (
                    'Loading…'
                  )}
                </FilterChip>
              ) : null}
              {about ? (
                <FilterChip label="About" onRemove={() => setQuery({ about: undefined, page: undefined })}>
                  {aboutName ? (
                    <RecordLink record={aboutName} backLabel="Back to tickets" />
                  ) : aboutRecord ? (
                    `this ${RECORD_TYPE_LABELS[aboutRecord.type].one.toLowerCase()}`
                  ) : (
                    'an unknown record'
                  )}
                </FilterChip>
              ) : null}
              {titleFilter ? (
                // A dashboard queue's `?title=` (docs/areas/dashboard.md, "Work queues"): kept, named and removable.
                <FilterChip label="Title" onRemove={() => setQuery({ title: undefined, page: undefined })}>
                  {`contains "${titleFilter}"`}
                </FilterChip>
              ) : null}
            </HStack>
          ) : null}
          {totalCapped ? (
            // The API counts a title search up to a cap (its `totalCapped`): the pager ends at the cap.
            <Text role="status" fontSize="sm" color="fg.muted">
              {`Showing the first ${formatNumber(list.data?.total ?? 0)} matches: refine the search`}
            </Text>
          ) : null}
        </Stack>
      }
      label="Tickets"
      columns={columns}
      {...grid}
      {...bulk}
      columnToggle
    />
  );
}
