import { Limits, Roles, TICKET_STATUSES, type Ticket } from '@backoffice/contracts';
import {
  LoadError,
  LoadingState,
  OptionSelect,
  RecordTable,
  useLastPageFallback,
  useListQuery,
} from '@backoffice/remote-kit';
import { excerpt } from '@backoffice/rich-text';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, Field, Flex, HStack, Heading, Link, ListPager, Stack, Table, Text } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useDepartmentName } from '../hooks/use-department-name';
import { useDepartments } from '../hooks/use-departments';
import { useTicketList } from '../hooks/use-ticket-list';
import { STATUS_OPTIONS } from '../ticket-options';
import { TICKET_PATHS, viewTicketHref, type TicketVariant } from '../ticket-variants';
import { formatTicketTime } from '../utils/format-ticket-time';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketStatusSelect } from './ticket-status-select';

const COLUMNS = ['Ticket Title', 'Ticket Description', 'From', 'Created At', 'Action', 'Status'] as const;

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
 * /all-tickets and /all-mytickets (spec 1 sections 2, 4, 6; helpdesk contract): the tickets in pages of 10,
 * filtered by department (SuperAdmin, Employee) and status; filters and page live in the URL query, and the
 * API filters, counts and pages. Department and SuperAdmin change a ticket's status in the list; an Employee
 * (and "My Tickets") sees a coloured badge.
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

  const departments = useDepartments(canFilterDepartment);
  const fetchedName = useDepartmentName(
    variant === 'all' && role === Roles.Department ? user?.departmentId : undefined,
  );
  // The shell's displayName of a Department user is its department's name once GET /user/me has answered
  // (before that it is the first name): use it until our own look-up arrives.
  const departmentName =
    fetchedName ??
    (user && user.displayName && user.displayName !== user.firstName ? user.displayName : null);
  const list = useTicketList(variant, { page, limit: Limits.pageSize, status, departmentId });

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
  useLastPageFallback(list.status === 'ready', page, lastPage, setPage);

  const rows = list.data?.ticket ?? [];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {heading}
          </Heading>
          {showAdd ? (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={paths.add}>Add Ticket</RouterLink>
            </Button>
          ) : null}
        </Flex>

        <HStack gap="4" align="flex-end" wrap="wrap">
          {canFilterDepartment ? (
            <Field.Root width="auto" minW="56">
              <Field.Label>Department</Field.Label>
              <OptionSelect
                size="sm"
                options={departments.items.map((d) => ({ value: d._id, label: d.name }))}
                emptyOption="View All"
                value={departmentId ?? ''}
                onChange={(e) => setQuery({ departmentId: e.target.value || undefined, page: undefined })}
              >
                {departmentId && departments.status !== 'ready' ? (
                  <option value={departmentId}>Loading…</option>
                ) : null}
              </OptionSelect>
              {departments.status === 'error' ? (
                <Field.HelperText color="fg.error">
                  Departments could not be loaded.{' '}
                  <Button size="2xs" variant="outline" onClick={departments.reload}>
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

        {list.status === 'error' ? (
          <LoadError title="The tickets could not be loaded." message={list.error ?? ''} onRetry={list.reload} />
        ) : list.status === 'loading' && !list.data ? (
          <LoadingState label="Loading tickets…" />
        ) : (
          <RecordTable
            label="Tickets"
            headers={COLUMNS}
            rows={rows}
            rowKey={(t) => t._id}
            busy={list.status === 'loading'}
            renderRow={(t) => (
              <TicketRow
                ticket={t}
                variant={variant}
                editable={canEditStatus}
                onStatusChanged={(s) => list.updateRow(t._id, { status: s })}
              />
            )}
            footer={
              <ListPager
                page={page}
                pageSize={Limits.pageSize}
                total={total}
                onPageChange={setPage}
              />
            }
          />
        )}
      </Stack>
    </Box>
  );
}

interface TicketRowProps {
  ticket: Ticket;
  variant: TicketVariant;
  editable: boolean;
  onStatusChanged: (status: number) => void;
}

function TicketRow({ ticket, variant, editable, onStatusChanged }: TicketRowProps) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{ticket.title}</Table.Cell>
      <Table.Cell maxW="md" whiteSpace="normal">
        <Text fontSize="sm">{excerpt(ticket.message, 100)}</Text>
      </Table.Cell>
      <Table.Cell>{`${ticket.userId.firstName} ${ticket.userId.lastName}`}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatTicketTime(ticket.createdAt)}</Table.Cell>
      <Table.Cell>
        <Link asChild color="blue.600">
          <RouterLink to={viewTicketHref(variant, ticket._id)}>View</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        {editable ? (
          <TicketStatusSelect ticket={ticket} onChanged={onStatusChanged} />
        ) : (
          <TicketStatusBadge status={ticket.status} />
        )}
      </Table.Cell>
    </Table.Row>
  );
}
