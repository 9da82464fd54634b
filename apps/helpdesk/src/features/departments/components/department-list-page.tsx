import { removeDepartment, type DepartmentListItem } from '@backoffice/api-client';
import {
  DEPARTMENT_NAME_MAX_LENGTH,
  DEPARTMENT_TICKET_FILTERS,
  Limits,
  HelpdeskMessages,
  type DepartmentTicketFilter,
} from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import {
  LoadError,
  LoadingState,
  OptionSelect,
  RecordTable,
  errorMessage,
  useLastPageFallback,
  useListQuery,
} from '@backoffice/remote-kit';
import {
  Box,
  Button,
  ConfirmDialog,
  Field,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  ListPager,
  Stack,
  Table,
} from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DEPARTMENT_PATHS, editDepartmentHref } from '../department-paths';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDepartmentList } from '../hooks/use-department-list';

/** Wait after the last keystroke in the name filter before asking the API, in ms. */
export const NAME_FILTER_DEBOUNCE_MS = 300;

const STATUS_FILTERS = Object.keys(DEPARTMENT_TICKET_FILTERS) as DepartmentTicketFilter[];
const STATUS_OPTIONS = STATUS_FILTERS.map((s) => ({ value: s, label: s }));
const isStatusFilter = (v: string | null): v is DepartmentTicketFilter =>
  v !== null && (STATUS_FILTERS as string[]).includes(v);

/**
 * /all-departments (spec 1 sections 2, 8, 9; SuperAdmin only): the departments sorted by name, 10 per page with
 * a sequence number that continues across pages, filtered by name (debounced) and by ticket status (View All,
 * Open, Pending, Close; docs/decisions.md "Department status filter": shown to the SuperAdmin, with a Tickets
 * column). Details opens /edit-department/{id}; Delete asks 'Please confirm you wish to delete this department ?'
 * and takes the row out in place. Filters and page live in the URL query (?name=&status=&page=), so a reload
 * keeps them. The API does not page this list: the page cuts the rows itself.
 */
export function DepartmentListPage() {
  const notify = useNotify();
  const { params, page, setQuery, setPage } = useListQuery();
  const nameQuery = params.get('name') ?? '';
  const statusParam = params.get('status');
  const status = isStatusFilter(statusParam) ? statusParam : undefined;

  const [nameInput, setNameInput] = useState(nameQuery);
  const debouncedName = useDebouncedValue(nameInput.trim(), NAME_FILTER_DEBOUNCE_MS);
  const list = useDepartmentList(nameQuery, status);
  const [toDelete, setToDelete] = useState<DepartmentListItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Back/forward to another ?name= puts that name in the box.
  useEffect(() => {
    if (nameQuery !== nameInput.trim()) setNameInput(nameQuery);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameQuery]);

  // The typed name reaches the URL (and the API) once typing pauses; a new filter starts at page 1.
  useEffect(() => {
    if (debouncedName !== nameQuery) setQuery({ name: debouncedName || undefined, page: undefined }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedName]);

  const items = list.items ?? [];
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  // A page past the end (a filter, a delete, an old link): show the last page instead.
  useLastPageFallback(list.status === 'ready', page, lastPage, (p) => setPage(p, { replace: true }));

  const shownPage = Math.min(page, lastPage);
  const first = (shownPage - 1) * Limits.pageSize;
  const rows = items.slice(first, first + Limits.pageSize);
  const columns = ['#', 'Name', ...(status ? ['Tickets'] : []), 'Action'];

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result = await removeDepartment(toDelete._id);
      list.removeRow(toDelete._id);
      notify({ type: 'success', title: result.message || HelpdeskMessages.departments.deleted });
      setToDelete(null);
    } catch (err) {
      notify({ type: 'error', title: errorMessage(err) });
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Department Management
          </Heading>
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={DEPARTMENT_PATHS.add}>Add Department</RouterLink>
          </Button>
        </Flex>

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

        {list.status === 'error' ? (
          <LoadError
            title="The departments could not be loaded."
            message={list.error ?? ''}
            onRetry={list.reload}
          />
        ) : list.status === 'loading' && !list.items ? (
          <LoadingState label="Loading departments…" />
        ) : (
          <RecordTable
            label="Departments"
            headers={columns}
            rows={rows}
            rowKey={(d) => d._id}
            busy={list.status === 'loading'}
            renderRow={(d, i) => (
              <Table.Row>
                <Table.Cell width="16">{first + i + 1}</Table.Cell>
                <Table.Cell fontWeight="medium">{d.name}</Table.Cell>
                {status ? <Table.Cell>{d.ticketCount ?? 0}</Table.Cell> : null}
                <Table.Cell>
                  <HStack gap="3">
                    <Link asChild color="blue.600">
                      <RouterLink to={editDepartmentHref(d._id)}>Details</RouterLink>
                    </Link>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToDelete(d)}>
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            )}
            footer={
              <ListPager
                page={shownPage}
                pageSize={Limits.pageSize}
                total={total}
                onPageChange={setPage}
              />
            }
          />
        )}
      </Stack>

      <ConfirmDialog
        open={toDelete !== null}
        message={HelpdeskMessages.departments.confirmDelete}
        confirmLabel="Delete"
        destructive
        loading={deleting}
        onConfirm={confirmDelete}
        onCancel={() => !deleting && setToDelete(null)}
      />
    </Box>
  );
}
