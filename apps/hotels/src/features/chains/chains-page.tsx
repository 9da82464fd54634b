import { ChainsMessages, FILTERED_LISTS, formatNumber, formatPercent, type Chain } from '@backoffice/contracts';
import { ListPage, ListToolbar, RecordLink, SearchField, listRows, useAction, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { countChains, useChains, useDeleteChain } from './api';
import { ChainDialog } from './chain-dialog';
import { editDeleteColumn, useDeleteQuestion } from './row-actions';

/**
 * /propertyType (docs/areas/chains.md, "Property Chain management", "Links"): the property chains with their rates
 * and hotel counts, filtered by name in the browser (the filter kept in the URL, `?name=`); a chain's name and its
 * hotel count open the property listing of its hotels (`?commissionID=`), which leads back here; Add and Edit open
 * the chain modal, Delete asks first.
 */
const BACK = 'Back to property chains';
/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['name'];

export function ChainsPage() {
  const chains = useChains();
  const remove = useAction(useDeleteChain(), { success: (r) => r.message || ChainsMessages.chain.deleted, failure: ChainsMessages.chain.failed });
  const list = useListQuery();
  const [filter, setFilter] = useSearchParam(list, 'name');
  const [editing, setEditing] = useState<Chain | 'new' | null>(null);
  const term = filter.trim().toLowerCase();
  const rows = chains.data?.filter((c) => c.clientTypeName.toLowerCase().includes(term));

  const deletion = useDeleteQuestion(remove, (c: Chain) => c.clientTypeName, ChainsMessages.chain.deleteConfirm);

  const columns: DataGridColumn<Chain>[] = [
    {
      id: 'name',
      header: 'Name',
      kind: 'name',
      cell: (r) => <RecordLink record={{ type: 'chain', id: r._id, name: r.clientTypeName }} backLabel={BACK} />,
    },
    { id: 'incl', header: 'Rate (incl. GST)', kind: 'number', cell: (r) => formatPercent(r.commissionRate) },
    { id: 'excl', header: 'Rate (excl. GST)', kind: 'number', priority: 3, cell: (r) => formatPercent(r.commissionRateNotGST) },
    { id: 'gst', header: 'GST', kind: 'number', priority: 3, cell: (r) => formatPercent(r.commissionRateGST) },
    {
      id: 'hotels',
      header: 'Hotels',
      kind: 'number',
      cell: (r) => (
        <RecordLink to={FILTERED_LISTS.chainHotels(r._id)} backLabel={BACK} aria-label={`${formatNumber(r.hotelCount)} hotels of ${r.clientTypeName}`}>
          {formatNumber(r.hotelCount)}
        </RecordLink>
      ),
    },
    editDeleteColumn<Chain>((r) => r.clientTypeName, setEditing, deletion.ask),
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
        {...listRows(chains, rows, 'property chains')}
        listKey="property-chains"
        viewParams={VIEW_PARAMS}
        countView={(q) => countChains(q.get('name') ?? '', chains.data)}
        columns={columns}
        emptyText={term ? 'No property chain matches the filter.' : 'No property chains yet.'}
      />
      <ChainDialog chain={editing} onClose={() => setEditing(null)} />
      {deletion.dialog}
    </>
  );
}
