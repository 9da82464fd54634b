import { ChainsMessages, EXPEDIA_STATUSES, formatDate, otherExpediaStatus, type ExpediaReport } from '@backoffice/contracts';
import { FilterSelect, ListPage, ListToolbar, RecordLink, SearchField, listRows, useAction, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Badge, Button, Link, type DataGridColumn } from '@backoffice/ui';
import { countExpediaReports, useExpediaReports, useSetReportStatus } from './api';

export const EXPEDIA_PAGE_SIZE = 10;
const TEXT_FILTERS = [
  { key: 'name', label: 'Name', placeholder: 'Reporter name', of: (r: ExpediaReport) => r.user.fullName },
  { key: 'email', label: 'Email', placeholder: 'Reporter e-mail', of: (r: ExpediaReport) => r.user.email },
  { key: 'phone', label: 'Phone', placeholder: 'Reporter phone', of: (r: ExpediaReport) => r.user.contactNo },
] as const;
type TextFilter = (typeof TEXT_FILTERS)[number]['key'];
const STATUS_OPTIONS = EXPEDIA_STATUSES.map((s) => ({ value: s, label: s }));

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['status', ...TEXT_FILTERS.map((f) => f.key)];

/** Whether a report is kept by the URL query's filters: `?status=`, and each text filter's text (any case) in its field. */
const matcherOf = (params: URLSearchParams) => {
  const status = params.get('status') ?? '';
  const terms = TEXT_FILTERS.map((f) => ({ of: f.of, term: (params.get(f.key) ?? '').toLowerCase() }));
  return (r: ExpediaReport) => (!status || r.status === status) && terms.every(({ of, term }) => !term || of(r).toLowerCase().includes(term));
};

/**
 * /expediaURLError (docs/areas/chains.md, "Expedia Hotel Error list", "Links"): the customers' reports of broken
 * Expedia links, filtered in the browser by name, e-mail, phone and status (kept in the URL), 10 per page; each
 * names the hotel whose Expedia URL it is, a link to the hotel; the toggle marks a report solved or back in error.
 */
export function ExpediaErrorsPage() {
  const reports = useExpediaReports();
  const setStatus = useAction(useSetReportStatus(), { success: (r) => r.message, failure: ChainsMessages.chain.failed });
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const status = params.get('status') ?? '';
  // Each typed filter shows its keystrokes at once and reaches the URL once typing pauses (page back to 1).
  const text: Record<TextFilter, ReturnType<typeof useSearchParam>> = {
    name: useSearchParam(list, 'name'),
    email: useSearchParam(list, 'email'),
    phone: useSearchParam(list, 'phone'),
  };

  const rows = reports.data?.filter(matcherOf(params));
  const shown = rows?.slice((page - 1) * EXPEDIA_PAGE_SIZE, page * EXPEDIA_PAGE_SIZE);

  const columns: DataGridColumn<ExpediaReport>[] = [
    { id: 'created', header: 'Created', kind: 'date', cell: (r) => formatDate(r.createdAt) },
    { id: 'name', header: 'Name', kind: 'name', cell: (r) => r.user.fullName },
    { id: 'email', header: 'Email', kind: 'email', cell: (r) => r.user.email },
    { id: 'phone', header: 'Phone', nowrap: true, priority: 3, cell: (r) => r.user.contactNo || '—' },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (r) => <Badge colorPalette={r.status === 'SOLVED' ? 'green' : 'red'}>{r.status}</Badge>,
    },
    {
      id: 'hotel',
      header: 'Hotel',
      kind: 'name',
      cell: (r) => (r.hotel ? <RecordLink record={{ type: 'hotel', id: r.hotel._id, name: r.hotel.name }} backLabel="Back to Expedia errors" /> : '—'),
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
      pin: 'end',
      width: '8rem',
      cell: (r) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette={r.status === 'SOLVED' ? 'red' : 'green'}
          disabled={setStatus.isPending}
          onClick={() => void setStatus.run({ id: r._id, status: otherExpediaStatus(r.status) })}
          aria-label={`${r.status === 'SOLVED' ? 'Mark Error' : 'Mark Solved'}: ${r.user.fullName}`}
        >
          {r.status === 'SOLVED' ? 'Mark Error' : 'Mark Solved'}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title="Expedia Hotel Errors"
      filters={
        <ListToolbar>
          {TEXT_FILTERS.map((f) => (
            <SearchField key={f.key} label={f.label} placeholder={f.placeholder} minW="48" value={text[f.key][0]} onChange={text[f.key][1]} />
          ))}
          <FilterSelect
            label="Status"
            minW="36"
            value={status}
            onChange={(e) => setQuery({ status: e.target.value, page: undefined }, { replace: true })}
            options={STATUS_OPTIONS}
            emptyOption="All"
          />
        </ListToolbar>
      }
      {...listRows(reports, shown, 'Expedia errors')}
      listKey="expedia-errors"
      viewParams={VIEW_PARAMS}
      countView={(q) => countExpediaReports(matcherOf(q), reports.data)}
      columnToggle
      columns={columns}
      emptyText="No Expedia errors."
      pagination={rows ? { page, pageSize: EXPEDIA_PAGE_SIZE, total: rows.length, onPageChange: (p) => setPage(p, { replace: true }) } : undefined}
    />
  );
}
