import { EXPEDIA_STATUSES, billingDate, otherExpediaStatus, type ExpediaReport } from '@backoffice/contracts';
import { errorMessage, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, DataGrid, Field, Heading, Input, Link, NativeSelect, Stack, type DataGridColumn } from '@backoffice/ui';
import { failureText, useExpediaReports, useSetReportStatus } from './api';

export const EXPEDIA_PAGE_SIZE = 10;
const TEXT_FILTERS = [
  { key: 'name', label: 'Name', of: (r: ExpediaReport) => r.user.fullName },
  { key: 'email', label: 'Email', of: (r: ExpediaReport) => r.user.email },
  { key: 'phone', label: 'Phone', of: (r: ExpediaReport) => r.user.contactNo },
] as const;
type TextFilter = (typeof TEXT_FILTERS)[number]['key'];

/**
 * /expediaURLError (docs/areas/chains.md, "Expedia Hotel Error list"): the customers' reports of broken Expedia
 * links, filtered in the browser by name, e-mail, phone and status (kept in the URL), 10 per page; the toggle
 * marks a report solved or back in error.
 */
export function ExpediaErrorsPage() {
  const reports = useExpediaReports();
  const setStatus = useSetReportStatus();
  const notify = useNotify();
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const status = params.get('status') ?? '';
  // Each typed filter shows its keystrokes at once and reaches the URL once typing pauses (page back to 1).
  const text: Record<TextFilter, ReturnType<typeof useSearchParam>> = {
    name: useSearchParam(list, 'name'),
    email: useSearchParam(list, 'email'),
    phone: useSearchParam(list, 'phone'),
  };

  const rows = reports.data?.filter(
    (r) =>
      (!status || r.status === status) &&
      TEXT_FILTERS.every((f) => {
        const term = text[f.key][2].toLowerCase();
        return !term || f.of(r).toLowerCase().includes(term);
      }),
  );
  const shown = rows?.slice((page - 1) * EXPEDIA_PAGE_SIZE, page * EXPEDIA_PAGE_SIZE);

  const toggle = async (r: ExpediaReport) => {
    try {
      const res = await setStatus.mutateAsync({ id: r._id, status: otherExpediaStatus(r.status) });
      notify({ type: 'success', title: res.message });
    } catch (e) {
      notify({ type: 'error', title: failureText(e) });
    }
  };

  const columns: DataGridColumn<ExpediaReport>[] = [
    { id: 'created', header: 'Created', nowrap: true, cell: (r) => billingDate(r.createdAt) },
    { id: 'name', header: 'Name', cell: (r) => r.user.fullName },
    { id: 'email', header: 'Email', cell: (r) => r.user.email },
    { id: 'phone', header: 'Phone', nowrap: true, cell: (r) => r.user.contactNo || '—' },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (r) => <Badge colorPalette={r.status === 'SOLVED' ? 'green' : 'red'}>{r.status}</Badge>,
    },
    {
      id: 'link',
      header: 'Link',
      cell: (r) => (
        <Link href={r.url} target="_blank" rel="noopener noreferrer" colorPalette="blue" wordBreak="break-all">
          {r.url}
        </Link>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      nowrap: true,
      cell: (r) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette={r.status === 'SOLVED' ? 'red' : 'green'}
          disabled={setStatus.isPending}
          onClick={() => void toggle(r)}
          aria-label={`${r.status === 'SOLVED' ? 'Mark Error' : 'Mark Solved'}: ${r.user.fullName}`}
        >
          {r.status === 'SOLVED' ? 'Mark Error' : 'Mark Solved'}
        </Button>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Expedia Hotel Errors
        </Heading>
        <DataGrid
          label="Expedia errors"
          toolbar={
            <>
              {TEXT_FILTERS.map((f) => (
                <Field.Root key={f.key} maxW="xs">
                  <Field.Label>{f.label}</Field.Label>
                  <Input value={text[f.key][0]} onChange={(e) => text[f.key][1](e.target.value)} type="search" />
                </Field.Root>
              ))}
              <Field.Root maxW="40">
                <Field.Label>Status</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={status} onChange={(e) => setQuery({ status: e.target.value, page: undefined }, { replace: true })}>
                    <option value="">All</option>
                    {EXPEDIA_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </>
          }
          columns={columns}
          rows={shown}
          rowKey={(r) => r._id}
          loading={reports.isPending}
          loadingLabel="Loading Expedia errors…"
          error={reports.isError ? errorMessage(reports.error) : null}
          errorTitle="The Expedia errors could not be loaded."
          onRetry={() => void reports.refetch()}
          emptyText="No Expedia errors."
          pagination={
            rows
              ? { page, pageSize: EXPEDIA_PAGE_SIZE, total: rows.length, onPageChange: (p) => setPage(p, { replace: true }) }
              : undefined
          }
        />
      </Stack>
    </Box>
  );
}
