import { COUPON_APPLIED_TO_LABELS, dayText, COUPON_SCOPE_LABELS, COUPON_STATUSES, Limits, PricingMessages, type Coupon, type CouponListQuery, type CouponStatus } from '@backoffice/contracts';
import { OptionSelect, errorMessage, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Field, Flex, HStack, Heading, Input, Stack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCoupons, useDeleteCoupon, useEndCoupon } from './api';
import { COUPON_STATUS_LABELS, CouponStatusBadge } from './coupon-status';

const isStatus = (v: string | null): v is CouponStatus => (COUPON_STATUSES as readonly string[]).includes(v ?? '');

/** Who may use the coupon, in words: 'All properties', 'Property chains: Accor, Hilton', 'Hotels: Harbour View'. */
export function scopeText(c: Coupon): string {
  if (c.scope === 'chain') return `${COUPON_SCOPE_LABELS.chain}: ${c.scopeChain.map((x) => x.clientTypeName).join(', ') || '—'}`;
  if (c.scope === 'hotel') return `${COUPON_SCOPE_LABELS.hotel}: ${c.scopeHotel.map((h) => h.name).join(', ') || '—'}`;
  return COUPON_SCOPE_LABELS.all;
}

type Pending = { action: 'end' | 'remove'; coupon: Coupon } | null;

/**
 * /coupons (docs/areas/pricing.md, "Coupons"): the coupons searched by code and filtered by status, paged by the
 * API (all in the URL); Create Coupon, and per row Edit, End (not once ended) and Remove, each confirmed. A
 * refusal (a used coupon cannot be removed, only ended) is an error toast and the row stays.
 */
export function CouponsPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const query: CouponListQuery = { page, limit: Limits.pageSize, ...(search ? { search } : {}), ...(status ? { status } : {}) };
  const coupons = useCoupons(query);
  const end = useEndCoupon();
  const remove = useDeleteCoupon();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);

  const total = coupons.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(coupons.isSuccess && !coupons.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  async function confirm() {
    if (!pending) return;
    const { action, coupon } = pending;
    try {
      const res = action === 'end' ? await end.mutateAsync(coupon._id) : await remove.mutateAsync(coupon._id);
      notify({ type: 'success', title: res.message || (action === 'end' ? PricingMessages.coupon.ended : PricingMessages.coupon.deleted) });
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
    setPending(null);
  }

  const columns: DataGridColumn<Coupon>[] = [
    { id: 'code', header: 'Coupon Code', nowrap: true, cellStyle: { fontFamily: 'mono' }, cell: (c) => c.code },
    { id: 'value', header: 'Value', nowrap: true, cell: (c) => `${c.value}%` },
    { id: 'appliedTo', header: 'Applied To', cell: (c) => COUPON_APPLIED_TO_LABELS[c.appliedTo] },
    { id: 'scope', header: 'Scope', cell: scopeText },
    { id: 'startDate', header: 'Start Date', nowrap: true, cell: (c) => dayText(c.startDate) },
    { id: 'endDate', header: 'End Date', nowrap: true, cell: (c) => dayText(c.endDate) },
    { id: 'status', header: 'Status', cell: (c) => <CouponStatusBadge status={c.status} /> },
    { id: 'used', header: 'Used', nowrap: true, cell: (c) => c.used },
    { id: 'createdBy', header: 'Created By', cell: (c) => c.createdBy?.fullName ?? '—' },
    {
      id: 'actions',
      header: 'Action',
      pin: 'end',
      width: '14rem',
      cell: (c) => (
        <HStack gap="1">
          <Button asChild size="xs" variant="outline">
            <RouterLink to={`/coupons/${encodeURIComponent(c._id)}`} aria-label={`Edit ${c.code}`}>
              Edit
            </RouterLink>
          </Button>
          {c.status !== 'ended' ? (
            <Button size="xs" variant="outline" onClick={() => setPending({ action: 'end', coupon: c })} aria-label={`End ${c.code}`}>
              End
            </Button>
          ) : null}
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending({ action: 'remove', coupon: c })} aria-label={`Remove ${c.code}`}>
            Remove
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Coupons
          </Heading>
          <Button asChild size="sm" colorPalette="blue">
            <RouterLink to="/coupons/create">Create Coupon</RouterLink>
          </Button>
        </Flex>
        <DataGrid
          label="Coupons"
          columns={columns}
          rows={coupons.data?.data}
          rowKey={(c) => c._id}
          loading={coupons.isPending}
          loadingLabel="Loading coupons…"
          fetching={coupons.isPlaceholderData}
          error={coupons.isError ? errorMessage(coupons.error) : null}
          errorTitle="The coupons could not be loaded."
          onRetry={() => void coupons.refetch()}
          emptyText={search || status ? 'No coupon matches these filters.' : 'No coupons yet.'}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root width="auto" minW="56">
                <Field.Label>Search</Field.Label>
                <Input size="sm" type="search" placeholder="Coupon code" value={searchInput} maxLength={50} onChange={(e) => setSearchInput(e.target.value)} />
              </Field.Root>
              <Field.Root width="auto" minW="36">
                <Field.Label>Status</Field.Label>
                <OptionSelect
                  size="sm"
                  emptyOption="All"
                  options={COUPON_STATUSES.map((s) => ({ value: s, label: COUPON_STATUS_LABELS[s] }))}
                  value={status ?? ''}
                  onChange={(e) => setQuery({ status: e.target.value || undefined, page: undefined })}
                />
              </Field.Root>
            </HStack>
          }
        />
      </Stack>
      <ConfirmDialog
        open={pending?.action === 'end'}
        title="End coupon"
        message={PricingMessages.coupon.endConfirm}
        confirmLabel="End"
        loading={end.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.action === 'remove'}
        title="Remove coupon"
        message={PricingMessages.coupon.deleteConfirm}
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
