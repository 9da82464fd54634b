import type { DepartmentListItem } from '@backoffice/api-client';
import {
  DEPARTMENT_NAME_MAX_LENGTH,
  DEPARTMENT_TICKET_COUNT_ALL,
  DEPARTMENT_TICKET_FILTERS,
  Limits,
  HelpdeskMessages,
  Roles,
  type DepartmentTicketFilter,
} from '@backoffice/contracts';
import { useAuth, useNotify } from '@backoffice/shell-sdk';
import { OptionSelect, errorMessage, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import {
  Box,
  Button,
  DataGrid,
  Field,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  Stack,
  type DataGridColumn,
} from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartments } from '../api/get-departments';
import { DEPARTMENT_PATHS, departmentDetailsHref, editDepartmentHref } from '../department-paths';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Wait after the last keystroke in the name filter before asking the API, in ms. */
export const NAME_FILTER_DEBOUNCE_MS = 300;

const STATUS_FILTERS = Object.keys(DEPARTMENT_TICKET_FILTERS) as DepartmentTicketFilter[];
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: s }));
const isStatusFilter = (v: string | null): v is DepartmentTicketFilter =>
  v !== null && (STATUS_FILTERS as string[]).includes(v);

/** Options of {@link departmentColumns}. */
export interface DepartmentColumnsOptions {
  /** The number of the page's first row minus one (the sequence continues across pages). */
  offset: number;
  /** Show the Tickets column (a status filter is on). */
  showTickets: boolean;
  /** What the Action column holds for a department (Details and Delete here; a read-only list has other). */
  actions: (department: DepartmentListItem) => ReactNode;
}

/** The department table's columns: #, Name, Tickets (with a status filter) and Action (pinned). */
export function departmentColumns({
  offset,
  showTickets,
  actions,
}: DepartmentColumnsOptions): DataGridColumn<DepartmentListItem>[] {
  return [
    { id: 'seq', header: '#', cell: (_d, i) => offset + i + 1, width: '4rem', hideable: false },
    { id: 'name', header: 'Name', cell: (d) => d.name, cellStyle: { fontWeight: 'medium' } },
    ...(showTickets
      ? [{ id: 'tickets', header: 'Tickets', cell: (d: DepartmentListItem) => d.ticketCount ?? 0 }]
      : []),
    { id: 'action', header: 'Action', cell: actions, pin: 'end', width: '11rem' },
  ];
}

/**
 * /all-departments (docs/areas/helpdesk.md, "Department list (`/all-departments`, SuperAdmin)"): the
 * departments sorted by name, 10 per page with a sequence number that continues across pages, filtered by
 * name (debounced) and by ticket status (View All, Open, Pending, Close; docs/decisions.md
 * "Department list": the status filter is shown to the SuperAdmin, with a Tickets column). Details opens
 * /edit-department/{id}; Delete asks 'Please confirm you wish to delete this department ?' and takes the row
 * out of the cached lists at once. Filters and page live in the URL query (?name=&status=&page=), so a reload
 * keeps them. The API does not page this list: the page cuts the rows itself.
 *
 * A Department user gets the read-only variant (docs/areas/helpdesk.md, "Department list, read-only"): heading
 * 'Departments', every department with the count of the tickets it may see (View All included), each with
 * 'Department Details' (/department-details/{id}); no Add, Details-edit or Delete.
 */
export function DepartmentListPage() {
  const notify = useNotify();
  const readOnly = useAuth().user?.role === Roles.Department;
  const { params, page, setQuery, setPage } = useListQuery();
  const nameQuery = params.get('name') ?? '';
  const statusParam = params.get('status');
  const status = isStatusFilter(statusParam) ? statusParam : undefined;

  const [nameInput, setNameInput] = useState(nameQuery);
  const debouncedName = useDebouncedValue(nameInput.trim(), NAME_FILTER_DEBOUNCE_MS);
  const list = useDepartments({
    name: nameQuery,
    status: status ?? (readOnly ? DEPARTMENT_TICKET_COUNT_ALL : undefined),
  });
  const remove = useDeleteDepartment();
  const [toDelete, setToDelete] = useState<DepartmentListItem | null>(null);

  // Back/forward to another ?name= puts that name in the box.
  useEffect(() => {
    if (nameQuery !== nameInput.trim()) setNameInput(nameQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameQuery]);

  // The typed name reaches the URL (and the API) once typing pauses; a new filter starts at page 1.
  useEffect(() => {
    if (debouncedName !== nameQuery)
      setQuery({ name: debouncedName || undefined, page: undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedName]);

  const items = list.data;
  const total = items?.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  // A page past the end (a filter, a delete, an old link): show the last page instead.
  useLastPageFallback(list.isSuccess && !list.isPlaceholderData, page, lastPage, (p) =>
    setPage(p, { replace: true }),
  );

  const shownPage = Math.min(page, lastPage);
  const first = (shownPage - 1) * Limits.pageSize;
  const rows = useMemo(() => items?.slice(first, first + Limits.pageSize), [items, first]);
  const columns = useMemo(
    () =>
      departmentColumns({
        offset: first,
        showTickets: readOnly || Boolean(status),
        actions: (d) =>
          readOnly ? (
            <Link asChild color="blue.600">
              <RouterLink to={departmentDetailsHref(d._id)}>Department Details</RouterLink>
            </Link>
          ) : (
            <HStack gap="3">
              <Link asChild color="blue.600">
                <RouterLink to={editDepartmentHref(d._id)}>Details</RouterLink>
              </Link>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToDelete(d)}>
                Delete
              </Button>
            </HStack>
          ),
      }),
    [first, status, readOnly],
  );

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const result = await remove.mutateAsync(toDelete._id);
      notify({ type: 'success', title: result.message || HelpdeskMessages.departments.deleted });
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {readOnly ? 'Departments' : 'Department Management'}
          </Heading>
          {readOnly ? null : (
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={DEPARTMENT_PATHS.add}>Add Department</RouterLink>
            </Button>
          )}
        </Flex>

        <DataGrid
          label="Departments"
          columns={columns}
          rows={rows}
          rowKey={(d) => d._id}
          loading={list.isPending}
          loadingLabel="Loading departments…"
          fetching={list.isFetching}
          error={list.isError ? errorMessage(list.error) : null}
          errorTitle="The departments could not be loaded."
          onRetry={() => void list.refetch()}
          pagination={{ page: shownPage, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root width="auto" minW="64">
                <Field.Label>Department name</Field.Label>
                <Input
                  size="sm"
                  type="search"
                  value={nameInput}
                  placeholder="Search by name"
                  maxLength={DEPARTMENT_NAME_MAX_LENGTH}
                  onChange={(e) => setNameInput(e.target.value)}
                />
              </Field.Root>
              <Field.Root width="auto" minW="44">
                <Field.Label>Status</Field.Label>
                <OptionSelect
                  size="sm"
                  options={STATUS_OPTIONS}
                  emptyOption="View All"
                  value={status ?? ''}
                  onChange={(e) => setQuery({ status: e.target.value || undefined, page: undefined })}
                />
              </Field.Root>
            </HStack>
          }
        />
      </Stack>

      <ConfirmDialog
        open={toDelete !== null}
        message={HelpdeskMessages.departments.confirmDelete}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => !remove.isPending && setToDelete(null)}
      />
    </Box>
  );
}
