import {
  COUPON_APPLIED_TO_LABELS,
  COUPON_SCOPE_LABELS,
  COUPON_STATUSES,
  FILTERED_LISTS,
  Limits,
  PricingMessages,
  formatDay,
  formatNumber,
  formatPercent,
  type Coupon,
  type CouponListQuery,
  type CouponStatus,
} from '@backoffice/contracts';
import {
  ListPage,
  ListToolbar,
  QueryFilter,
  RecordLink,
  SearchField,
  actionsColumn,
  listRows,
  useAction,
  useConfirmedAction,
  useLastPageFallback,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { Fragment, type ReactNode } from 'react';
import { useGridPageSize } from '@backoffice/ui/forms';
import { Link as RouterLink } from 'react-router-dom';
import { countCoupons, useCoupons, useDeleteCoupon, useEndCoupon } from './api';
import { COUPON_STATUS_LABELS, CouponStatusBadge } from './coupon-status';
import { PAGE_SIZES } from '../shared/list';

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search', 'status'];
const isStatus = (v: string | null): v is CouponStatus => (COUPON_STATUSES as readonly string[]).includes(v ?? '');

/**
 * Who may use the coupon, in words, with each chain and hotel a link (docs/areas/pricing.md, "Links"): 'Property chains: Accor,
 * Hilton' with Accor and Hilton linking to their hotels, 'Hotels: Harbour View' linking to the hotel.
 */
export function ScopeLinks({ coupon: c, backLabel }: { coupon: Coupon; backLabel: string }): ReactNode {
  const links =
    c.scope === 'chain'
      ? c.scopeChain.map((x) => <RecordLink key={x._id} record={{ type: 'chain', id: x._id, name: x.clientTypeName }} backLabel={backLabel} />)
      : c.scope === 'hotel'
        ? c.scopeHotel.map((h) => <RecordLink key={h._id} record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={backLabel} />)
        : null;
  if (!links) return COUPON_SCOPE_LABELS.all;
  return (
    <>
      {COUPON_SCOPE_LABELS[c.scope]}:{' '}
      {links.length
        ? links.map((link, i) => (
            <Fragment key={link.key}>
              {i ? ', ' : null}
              {link}
            </Fragment>
          ))
        : '—'}
    </>
  );
}

/**
 * A coupon's "Used" count as a link to the reservations that used it (FILTERED_LISTS.reservations({ couponId })):
 * 'Used 53' → /reservations?couponId=…; a coupon nobody used shows its 0 as text.
 */
export function UsedLink({ coupon: c, backLabel, children }: { coupon: Coupon; backLabel: string; children: ReactNode }) {
  if (!c.used) return <>{children}</>;
  return (
    <RecordLink to={FILTERED_LISTS.reservations({ couponId: c._id })} backLabel={backLabel} aria-label={`Reservations that used ${c.code}`}>
      {children}
    </RecordLink>
  );
}

/** A coupon's author, an admin, as a link to the admins list (plain text for a role that may not open it). */
export const authorLink = (c: Coupon, backLabel: string): ReactNode =>
  c.createdBy ? <RecordLink record={{ type: 'admin', id: c.createdBy._id, name: c.createdBy.fullName }} backLabel={backLabel} /> : '—';

/** The list's name for what it remembers in this browser (the column choice, the rows per page). */
export const COUPONS_LIST_KEY = 'coupons';
const BACK_TO_COUPONS = 'Back to coupons';

/**
 * /coupons (docs/areas/pricing.md, "Coupons", "Links"): the coupons searched by code and filtered by status, paged by the
 * API (all in the URL; 10 rows a page unless the reader chose 25 or 50, kept with the column choice as list
 * 'coupons'); Create Coupon, and per row Edit, End (not once ended) and Remove, each confirmed. A refusal (a used
 * coupon cannot be removed, only ended) is an error toast and the row stays. The code opens the coupon, its scope's
 * chains and hotels link to them, Used to the reservations that used it, Created By to the admin.
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
    {
      id: 'code',
      header: 'Coupon Code',
      nowrap: true,
      minWidth: '8rem',
      priority: 1,
      cellStyle: { fontFamily: 'mono' },
      cell: (c) => <RecordLink record={{ type: 'coupon', id: c._id, name: c.code }} backLabel={BACK_TO_COUPONS} />,
    },
    { id: 'value', header: 'Value', kind: 'number', priority: 1, cell: (c) => formatPercent(c.value) },
    { id: 'appliedTo', header: 'Applied To', nowrap: true, minWidth: '7rem', priority: 2, cell: (c) => COUPON_APPLIED_TO_LABELS[c.appliedTo] },
    { id: 'scope', header: 'Scope', priority: 3, cell: (c) => <ScopeLinks coupon={c} backLabel={BACK_TO_COUPONS} /> },
    { id: 'startDate', header: 'Start Date', kind: 'date', priority: 2, cell: (c) => formatDay(c.startDate) },
    { id: 'endDate', header: 'End Date', kind: 'date', priority: 1, cell: (c) => formatDay(c.endDate) },
    { id: 'status', header: 'Status', nowrap: true, priority: 1, cell: (c) => <CouponStatusBadge status={c.status} /> },
    {
      id: 'used',
      header: 'Used',
      kind: 'number',
      priority: 3,
      cell: (c) => (
        <UsedLink coupon={c} backLabel={BACK_TO_COUPONS}>
          {formatNumber(c.used)}
        </UsedLink>
      ),
    },
    { id: 'createdBy', header: 'Created By', kind: 'name', width: '10rem', priority: 3, cell: (c) => authorLink(c, BACK_TO_COUPONS) },
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
        viewParams={VIEW_PARAMS}
        countView={countCoupons}
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
