import { ChainsMessages, type Chain } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Field, Flex, Heading, Input, Link, Stack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureText, useChains, useDeleteChain } from './api';
import { ChainDialog } from './chain-dialog';

const pct = (n: number) => `${n}%`;

/**
 * /propertyType (docs/areas/chains.md, "Property Chain management"): the property chains with their rates and
 * hotel counts, filtered by name in the browser; Add and Edit open the chain modal, Delete asks first.
 */
export function ChainsPage() {
  const chains = useChains();
  const remove = useDeleteChain();
  const notify = useNotify();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<Chain | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Chain | null>(null);
  const term = filter.trim().toLowerCase();
  const rows = chains.data?.filter((c) => c.clientTypeName.toLowerCase().includes(term));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const res = await remove.mutateAsync(deleting.clientTypeName);
      notify({ type: 'success', title: res.message || ChainsMessages.chain.deleted });
    } catch (e) {
      notify({ type: 'error', title: failureText(e) });
    }
    setDeleting(null);
  };

  const columns: DataGridColumn<Chain>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/property/all?commissionID=${encodeURIComponent(r._id)}`}>{r.clientTypeName}</RouterLink>
        </Link>
      ),
    },
    { id: 'incl', header: 'Rate (incl. GST)', nowrap: true, cell: (r) => pct(r.commissionRate) },
    { id: 'excl', header: 'Rate (excl. GST)', nowrap: true, cell: (r) => pct(r.commissionRateNotGST) },
    { id: 'gst', header: 'GST', nowrap: true, cell: (r) => pct(r.commissionRateGST) },
    { id: 'hotels', header: 'Hotels', nowrap: true, cell: (r) => r.hotelCount },
    {
      id: 'edit',
      header: 'Edit',
      cell: (r) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(r)} aria-label={`Edit ${r.clientTypeName}`}>
          Edit
        </Button>
      ),
    },
    {
      id: 'delete',
      header: 'Delete',
      cell: (r) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`Delete ${r.clientTypeName}`}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="4" wrap="wrap">
          <Heading as="h1" size="lg">
            Property Chains
          </Heading>
          <Button colorPalette="blue" onClick={() => setEditing('new')}>
            Add
          </Button>
        </Flex>
        <DataGrid
          label="Property chains"
          toolbar={
            <Field.Root maxW="xs">
              <Field.Label>Filter by name</Field.Label>
              <Input value={filter} onChange={(e) => setFilter(e.target.value)} type="search" />
            </Field.Root>
          }
          columns={columns}
          rows={rows}
          rowKey={(r) => r._id}
          loading={chains.isPending}
          loadingLabel="Loading property chains…"
          error={chains.isError ? errorMessage(chains.error) : null}
          errorTitle="The property chains could not be loaded."
          onRetry={() => void chains.refetch()}
          emptyText={term ? 'No property chain matches the filter.' : 'No property chains yet.'}
        />
      </Stack>
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
    </Box>
  );
}
