import { HelpdeskMessages, Limits, TICKET_STATUSES, type Ticket } from '@backoffice/contracts';
import { OptionSelect, errorMessage, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Field, Flex, HStack, Heading, Stack, Text } from '@backoffice/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
// The ticket list's call and columns: this page is that list, narrowed to one department and read-only.
import { useTickets } from '../../tickets/api/get-tickets';
import { ticketColumns } from '../../tickets/components/ticket-list-page';
import { STATUS_OPTIONS } from '../../tickets/ticket-options';
import { viewTicketHref } from '../../tickets/ticket-variants';
import { useDepartments } from '../api/get-departments';
import { DEPARTMENT_PATHS } from '../department-paths';

/** A status id of the query (1 to 4), or undefined. */
function statusOf(value: string | null): number | undefined {
  const n = value && /^\d$/.test(value) ? Number(value) : NaN;
  return TICKET_STATUSES.some((s) => s.id === n) ? n : undefined;
}

/**
 * /department-details/{departmentId} (Department role; docs/areas/helpdesk.md, "Department details"): the
 * department's tickets the user may see, read-only, 10 per page, with a status filter in the URL (?status=&page=).
 * Its own department shows every ticket sent there; another department only the tickets the user raised there
 * (the API decides: POST /ticket/listTicket with `departmentId`). View opens /view-ticket for a ticket of its own
 * department and /view-myticket for one it raised elsewhere.
 */
export function DepartmentDetailsPage() {
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const { user } = useAuth();
  const { params, page, setQuery, setPage } = useListQuery();
  const status = statusOf(params.get('status'));

  // The name comes from the department list (its own department's look-up would answer 404 for another one).
  const departments = useDepartments();
  const department = departments.data?.find((d) => d._id === departmentId);
  const unknown = departments.isSuccess && !department;
  const list = useTickets('all', { page, limit: Limits.pageSize, status, departmentId });

  const ownDepartment = user?.departmentId;
  const columns = useMemo(
    () =>
      ticketColumns('all', false, (t: Ticket) =>
        viewTicketHref(t.department._id === ownDepartment ? 'all' : 'mine', t._id),
      ),
    [ownDepartment],
  );

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(list.isSuccess && !list.isPlaceholderData, page, lastPage, setPage);

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {department ? `Department Details / ${department.name}` : 'Department Details'}
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={DEPARTMENT_PATHS.list}>Back to departments</RouterLink>
          </Button>
        </Flex>

        {unknown ? (
          <Text role="alert">{HelpdeskMessages.departments.notFound}</Text>
        ) : (
          <DataGrid
            label="Department tickets"
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
            toolbar={
              <HStack gap="4" align="flex-end" wrap="wrap">
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
        )}
      </Stack>
    </Box>
  );
}
