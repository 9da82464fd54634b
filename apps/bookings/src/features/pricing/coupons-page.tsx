import {
  COUPON_APPLIED_TO_LABELS,
  COUPON_SCOPE_LABELS,
  COUPON_STATUSES,
  Limits,
  PricingMessages,
  formatDay,
  formatPercent,
  type Coupon,
  type CouponListQuery,
  type CouponStatus,
} from '@backoffice/contracts';
import { ListPage, ListToolbar, QueryFilter, SearchField, actionsColumn, listRows, useAction, useConfirmedAction, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { useGridPageSize } from '@backoffice/ui/forms';
import { Link as RouterLink } from 'react-router-dom';
import { useCoupons, useDeleteCoupon, useEndCoupon } from './api';
import { COUPON_STATUS_LABELS, CouponStatusBadge } from './coupon-status';
import { PAGE_SIZES } from '../shared/list';

const isStatus = (v: string | null): v is CouponStatus => (COUPON_STATUSES as readonly string[]).includes(v ?? '');

/** Who may use the coupon, in words: 'All properties', 'Property chains: Accor, Hilton', 'Hotels: Harbour View'. */
export function scopeText(c: Coupon): string {
  if (c.scope === 'chain') return `${COUPON_SCOPE_LABELS.chain}: ${c.scopeChain.map((x) => x.clientTypeName).join(', ') || '—'}`;
  if (c.scope === 'hotel') return `${COUPON_SCOPE_LABELS.hotel}: ${c.scopeHotel.map((h) => h.name).join(', ') || '—'}`;
  return COUPON_SCOPE_LABELS.all;
}

/** The list's name for what it remembers in this browser (the column choice, the rows per page). */
export const COUPONS_LIST_KEY = 'coupons';

/**
 * /coupons (docs/areas/pricing.md, "Coupons"): the coupons searched by code and filtered by status, paged by the
 * API (all in the URL; 10 rows a page unless the reader chose 25 or 50, kept with the column choice as list
 * 'coupons'); Create Coupon, and per row Edit, End (not once ended) and Remove, each confirmed. A refusal (a used
 * coupon cannot be removed, only ended) is an error toast and the row stays.
 */
export function CouponsPage() {
  const list = useListQuery();
  const { params, page, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const [pageSize, setPageSize] = useGridPageSize(COUPONS_LIST_KEY, Limits.pageSize, PAGE_SIZES);
  // The API takes at most 50 characters of a code to search (the box takes more).
  const query: CouponListQuery = { page, limit: pageSize, ...(search ? { search: search.slice(0, 50) } : {}), ...(status ? { status } : {}) };
  const coupons = useCoupons(query);
  const end = useAction(useEndCoupon(), { success: (res) => res.message || PricingMessages.coupon.ended, failure: 'The coupon could not be ended.' });
  const remove = useAction(useDeleteCoupon(), { success: (res) => res.message || PricingMessages.coupon.deleted, failure: 'The coupon could not be removed.' });
  const ending = useConfirmedAction(end, { title: 'End coupon', message: PricingMessages.coupon.endConfirm, confirmLabel: 'End' }, (c: Coupon) => c._id);
  const removing = useConfirmedAction(remove, { title: 'Remove coupon', message: PricingMessages.coupon.deleteConfirm, confirmLabel: 'Remove', destructive: true }, (c: Coupon) => c._id);

  const total = coupons.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(coupons.isSuccess && !coupons.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  const columns: DataGridColumn<Coupon>[] = [
    { id: 'code', header: 'Coupon Code', nowrap: true, minWidth: '8rem', priority: 1, cellStyle: { fontFamily: 'mono' }, cell: (c) => c.code },
    { id: 'value', header: 'Value', kind: 'number', priority: 1, cell: (c) => formatPercent(c.value) },
    { id: 'appliedTo', header: 'Applied To', nowrap: true, minWidth: '7rem', priority: 2, cell: (c) => COUPON_APPLIED_TO_LABELS[c.appliedTo] },
    { id: 'scope', header: 'Scope', priority: 3, cell: scopeText },
    { id: 'startDate', header: 'Start Date', kind: 'date', priority: 2, cell: (c) => formatDay(c.startDate) },
    { id: 'endDate', header: 'End Date', kind: 'date', priority: 1, cell: (c) => formatDay(c.endDate) },
    { id: 'status', header: 'Status', nowrap: true, priority: 1, cell: (c) => <CouponStatusBadge status={c.status} /> },
    { id: 'used', header: 'Used', kind: 'number', priority: 3, cell: (c) => c.used },
    { id: 'createdBy', header: 'Created By', kind: 'name', width: '10rem', priority: 3, cell: (c) => c.createdBy?.fullName ?? '—' },
    actionsColumn(
      (c) => (
        <>
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/coupons/${encodeURIComponent(c._id)}`} aria-label={`Edit ${c.code}`}>
              Edit
            </RouterLink>
          </Button>
          {c.status !== 'ended' ? (
            <Button size="xs" variant="outline" onClick={() => ending.ask(c)} aria-label={`End ${c.code}`}>
              End
            </Button>
          ) : null}
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => removing.ask(c)} aria-label={`Remove ${c.code}`}>
            Remove
          </Button>
        </>
      ),
      { width: '14rem', gap: '1' },
    ),
  ];

  return (
    <>
      <ListPage
        title="Coupons"
        listKey={COUPONS_LIST_KEY}
        columns={columns}
        {...listRows(coupons, coupons.data?.data, 'coupons')}
        emptyText={search || status ? 'No coupon matches these filters.' : 'No coupons yet.'}
        pagination={{ page, pageSize, total, onPageChange: setPage, pageSizeOptions: PAGE_SIZES, onPageSizeChange: setPageSize }}
        columnToggle
        actions={
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/coupons/create">Create Coupon</RouterLink>
          </Button>
        }
        filters={
          <ListToolbar>
            <SearchField value={searchInput} onChange={setSearchInput} placeholder="Coupon code" minW="56" />
            <QueryFilter label="Status" minW="36" list={list} param="status" value={status} options={COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS_LABELS[s] }))} />
          </ListToolbar>
        }
      />
      {ending.dialog}
      {removing.dialog}
    </>
  );
}
