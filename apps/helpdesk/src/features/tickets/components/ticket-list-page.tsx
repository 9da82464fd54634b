import { Limits, Roles, TICKET_STATUSES, type Ticket } from '@backoffice/contracts';
import { OptionSelect, errorMessage, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import { excerpt } from '@backoffice/rich-text';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Field, Flex, HStack, Heading, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
// The department choices and name are the departments feature's calls (one cache entry for both screens).
import { useDepartment } from '../../departments/api/get-department';
import { useDepartments } from '../../departments/api/get-departments';
import { DEPARTMENT_PATHS } from '../../departments/department-paths';
import { useTickets } from '../api/get-tickets';
import { STATUS_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, viewTicketHref, type TicketVariant } from '../ticket-variants';
import { formatTicketTime } from '../utils/format-ticket-time';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusSelect } from './ticket-status-select';

/**
 * The ticket table's columns (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)"). Action
 * (View) and Status are pinned to the right edge, so they stay in sight at any width; the description wraps,
 * long unbroken words included.
 */
export function ticketColumns(
  variant: TicketVariant,
  editable: boolean,
  /** Where View goes (default: the variant's view page); the Department Details page picks per ticket. */
  viewHref: (ticket: Ticket) => string = (t) => viewTicketHref(variant, t._id),
): DataGridColumn<Ticket>[] {
  return [
    { id: 'title', header: 'Ticket Title', cell: (t) => t.title, cellStyle: { fontWeight: 'medium' } },
    {
      id: 'description',
      header: 'Ticket Description',
      cell: (t) => <Text fontSize="sm">{excerpt(t.message, 100)}</Text>,
      cellStyle: { maxW: 'md', minW: '40' },
    },
    { id: 'from', header: 'From', cell: (t) => `${t.userId.firstName} ${t.userId.lastName}` },
    { id: 'createdAt', header: 'Created At', cell: (t) => formatTicketTime(t.createdAt), nowrap: true },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: '4.5rem',
      cell: (t) => (
        <Link asChild color="blue.600">
          <RouterLink to={viewHref(t)}>View</RouterLink>
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      pin: 'end',
      width: editable ? '10.5rem' : '7.5rem',
      cell: (t) => (editable ? <TicketStatusSelect ticket={t} /> : <TicketStatusBadge status={t.status} />),
    },
  ];
}

/** A positive integer of the query, or undefined. */
function queryInt(value: string | null, max: number): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

export interface TicketListPageProps {
  /** 'all': /all-tickets ("Manage Tickets"); 'mine': /all-mytickets (a Department user's raised tickets). */
  variant: TicketVariant;
}

/**
 * /all-tickets and /all-mytickets (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)" and
 * "My Tickets (`/all-mytickets`, Department)"): the tickets in pages of 10, filtered by department
 * (SuperAdmin, Employee) and status; filters and page live in the URL query, and the API filters, counts and
 * pages. Department and SuperAdmin change a ticket's status in the list; an Employee (and "My Tickets") sees
 * a coloured badge.
 */
export function TicketListPage({ variant }: TicketListPageProps) {
  const { user } = useAuth();
  const role = user?.role;
  const paths = TICKET_PATHS[variant];
  const { params, page, setQuery, setPage } = useListQuery();
  const status = queryInt(params.get('status'), TICKET_STATUSES.length);
  const departmentId = params.get('departmentId') || undefined;

  const canFilterDepartment = role === Roles.SuperAdmin || role === Roles.Employee;
  const canEditStatus = variant === 'all' && (role === Roles.SuperAdmin || role === Roles.Department);
  const showAdd = variant === 'mine' || role === Roles.Employee;

  const departments = useDepartments(undefined, { enabled: canFilterDepartment });
  const fetchedName =
    useDepartment(variant === 'all' && role === Roles.Department ? user?.departmentId : undefined).data?.name ?? null;
  // The shell's displayName of a Department user is its department's name once GET /user/me has answered
  // (before that it is the first name): use it until our own look-up arrives.
  const departmentName =
    fetchedName ??
    (user && user.displayName && user.displayName !== user.firstName ? user.displayName : null);
  const list = useTickets(variant, { page, limit: Limits.pageSize, status, departmentId });
  const columns = useMemo(() => ticketColumns(variant, canEditStatus), [variant, canEditStatus]);

  const heading =
    variant === 'mine'
      ? 'My Tickets'
      : role === Roles.SuperAdmin
        ? 'Manage Tickets / Admin'
        : role === Roles.Department && departmentName
          ? `Manage Tickets / ${departmentName}`
          : 'Manage Tickets';

  // A page past the end (fewer tickets since the link was made): show the last page instead.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(list.isSuccess && !list.isPlaceholderData, page, lastPage, setPage);

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {heading}
          </Heading>
          <HStack gap="3">
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
          </HStack>
        </Flex>

        <DataGrid
          label="Tickets"
          columns={columns}
          rows={list.data?.ticket}
          rowKey={(t) => t._id}
          loading={list.isPending}
          loadingLabel="Loading tickets…"
          fetching={list.isPlaceholderData}
          error={list.isError ? errorMessage(list.error) : null}
          errorTitle="The tickets could not be loaded."
          onRetry={() => void list.refetch()}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          columnToggle
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              {canFilterDepartment ? (
                <Field.Root width="auto" minW="56">
                  <Field.Label>Department</Field.Label>
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
                </Field.Root>
              ) : null}
              <Field.Root width="auto" minW="44">
                <Field.Label>Status</Field.Label>
                <OptionSelect
                  size="sm"
                  options={STATUS_OPTIONS}
                  emptyOption="View All"
                  value={status ? String(status) : ''}
                  onChange={(e) => setQuery({ status: e.target.value || undefined, page: undefined })}
                />
              </Field.Root>
            </HStack>
          }
        />
      </Stack>
    </Box>
  );
}
