import { ChainsMessages, formatNumber, formatPercent, type Chain } from '@backoffice/contracts';
import { ListPage, ListToolbar, RecordLink, SearchField, useAction, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useChains, useDeleteChain } from './api';
import { ChainDialog } from './chain-dialog';

/**
 * /propertyType (docs/areas/chains.md, "Property Chain management"): the property chains with their rates and
 * hotel counts, filtered by name in the browser (the filter kept in the URL, `?name=`); a chain's name opens the
 * property listing of its hotels, which leads back here; Add and Edit open the chain modal, Delete asks first.
 */
export function ChainsPage() {
  const chains = useChains();
  const remove = useAction(useDeleteChain(), { success: (r) => r.message || ChainsMessages.chain.deleted, failure: ChainsMessages.chain.failed });
  const list = useListQuery();
  const [filter, setFilter] = useSearchParam(list, 'name');
  const [editing, setEditing] = useState<Chain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Chain | null>(null);
  const term = filter.trim().toLowerCase();
  const rows = chains.data?.filter((c) => c.clientTypeName.toLowerCase().includes(term));

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.run(deleting.clientTypeName);
    setDeleting(null);
  };

  const columns: DataGridColumn<Chain>[] = [
    {
      id: 'name',
      header: 'Name',
      kind: 'name',
      cell: (r) => (
        <RecordLink to={`/property/all?commissionID=${encodeURIComponent(r._id)}`} backLabel="Back to property chains">
          {r.clientTypeName}
        </RecordLink>
      ),
    },
    { id: 'incl', header: 'Rate (incl. GST)', kind: 'number', cell: (r) => formatPercent(r.commissionRate) },
    { id: 'excl', header: 'Rate (excl. GST)', kind: 'number', priority: 3, cell: (r) => formatPercent(r.commissionRateNotGST) },
    { id: 'gst', header: 'GST', kind: 'number', priority: 3, cell: (r) => formatPercent(r.commissionRateGST) },
    { id: 'hotels', header: 'Hotels', kind: 'number', cell: (r) => formatNumber(r.hotelCount) },
    {
      id: 'actions',
      header: 'Action',
      pin: 'end',
      width: '10rem',
      cell: (r) => (
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setEditing(r)} aria-label={`Edit ${r.clientTypeName}`}>
            Edit
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`Delete ${r.clientTypeName}`}>
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="Property Chains"
        actions={
          <Button colorPalette="blue" onClick={() => setEditing('new')}>
            Add
          </Button>
        }
        filters={
          <ListToolbar>
            <SearchField label="Filter by name" placeholder="Chain name" value={filter} onChange={setFilter} />
          </ListToolbar>
        }
        query={chains}
        listKey="property-chains"
        label="Property chains"
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        loadingLabel="Loading property chains…"
        errorTitle="The property chains could not be loaded."
        emptyText={term ? 'No property chain matches the filter.' : 'No property chains yet.'}
      />
      <ChainDialog chain={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        message={ChainsMessages.chain.deleteConfirm}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
