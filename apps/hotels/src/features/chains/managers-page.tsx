import { ChainsMessages, MANAGER_TYPE_LABELS, type Manager } from '@backoffice/contracts';
import { ListPage, RecordLink, listRows, useAction } from '@backoffice/remote-kit';
import { Box, Button, Dialog, HStack, SimpleGrid, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { Modal, SaveFooter, MultiSelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddManagerDialog } from './add-manager-dialog';
import { countManagers, useChainHotels, useDeleteManager, useManagers, useUpdateManager } from './api';
import { fieldFailure } from '../shared/field-failure';
import { managerEditSchema, managerFieldMessages, type ManagerEditForm } from './forms';
import { ManagerContactFields } from './manager-fields';
import { editDeleteColumn, useDeleteQuestion } from './row-actions';

/** A manager's hotels as links to each (docs/areas/chains.md, "Links"), '—' when none. */
function HotelLinks({ hotels }: { hotels: Manager['hotel'] }) {
  if (!hotels.length) return <>—</>;
  return (
    <HStack gap="2" wrap="wrap">
      {hotels.map((h) => (
        <RecordLink key={h._id} record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={BACK} />
      ))}
    </HStack>
  );
}

const BACK = 'Back to hotel managers';

/** The list reads no URL key besides page/sort/order: a saved view keeps its columns only (docs/areas/platform.md, "Saved views"). */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /groupRegionalManagers (docs/areas/chains.md, "Managers list", "Links"): the Revenue Managers and Hotel Managers
 * with their chain and (Hotel Managers) hotels, the manager, the chain and each hotel a link to its page; Add
 * Manager, Edit (names, e-mail, phone, a Hotel Manager's hotels) and Delete after a question.
 */
export function ManagersPage() {
  const managers = useManagers();
  const remove = useAction(useDeleteManager(), { success: (r) => r.message || ChainsMessages.manager.deleted, failure: ChainsMessages.chain.failed });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Manager | null>(null);

  const deletion = useDeleteQuestion(remove, (m: Manager) => m._id, ChainsMessages.manager.deleteConfirm);

  const columns: DataGridColumn<Manager>[] = [
    { id: 'name', header: 'Full Name', kind: 'name', cell: (r) => <RecordLink record={{ type: 'user', id: r._id, name: r.fullName }} backLabel={BACK} /> },
    { id: 'email', header: 'Email', kind: 'email', cell: (r) => r.email },
    { id: 'phone', header: 'Phone', nowrap: true, priority: 3, cell: (r) => r.mobile || '—' },
    { id: 'type', header: 'Account Type', nowrap: true, cell: (r) => MANAGER_TYPE_LABELS[r.accessLevel] },
    {
      id: 'chain',
      header: 'Property Chain',
      kind: 'name',
      cell: (r) => (r.commission ? <RecordLink record={{ type: 'chain', id: r.commission._id, name: r.commission.clientTypeName }} backLabel={BACK} /> : '—'),
    },
    { id: 'hotels', header: 'Hotels', priority: 3, cell: (r) => <HotelLinks hotels={r.hotel} /> },
    editDeleteColumn<Manager>((r) => r.fullName, setEditing, deletion.ask),
  ];

  return (
    <>
      <ListPage
        title="Hotel Managers"
        actions={
          <Button colorPalette="blue" onClick={() => setAdding(true)}>
            Add Manager
          </Button>
        }
        {...listRows(managers, managers.data, 'managers')}
        listKey="managers"
        viewParams={NO_VIEW_PARAMS}
        countView={() => countManagers(managers.data)}
        columnToggle
        columns={columns}
        emptyText="No managers yet."
      />
      <AddManagerDialog open={adding} onClose={() => setAdding(false)} />
      <Modal open={editing !== null} title="Update Manager" onClose={() => setEditing(null)} size="lg">
        {editing && <EditManagerBody manager={editing} onClose={() => setEditing(null)} />}
      </Modal>
      {deletion.dialog}
    </>
  );
}

function EditManagerBody({ manager, onClose }: { manager: Manager; onClose: () => void }) {
  const hotelManager = manager.accessLevel === 'REGIONALMANAGER';
  const { options } = useChainHotels(hotelManager ? manager.commission?._id : null);
  const { control, handleSubmit, setError } = useForm<ManagerEditForm>({
    resolver: yupResolver(managerEditSchema),
    defaultValues: {
      firstName: manager.firstName,
      lastName: manager.lastName,
      email: manager.email,
      mobile: manager.mobile,
      hotelManager,
      hotel: manager.hotel.map((h) => h._id),
    },
  });

  const update = useAction(useUpdateManager(), {
    success: (r) => r.message || ChainsMessages.manager.updated,
    failure: ChainsMessages.chain.failed,
    onError: fieldFailure(setError, managerFieldMessages<ManagerEditForm>('hotel')),
  });

  const onSubmit = handleSubmit(async (form) => {
    const saved = await update.run({
      _id: manager._id,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      mobile: form.mobile.trim(),
      ...(hotelManager ? { hotel: form.hotel } : {}),
    });
    if (saved) onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Update Manager">
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ManagerContactFields control={control} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box role="group" aria-label="Manager Type">
              <Text fontSize="sm" fontWeight="medium">
                Manager Type
              </Text>
              <Text>{MANAGER_TYPE_LABELS[manager.accessLevel]}</Text>
            </Box>
            <Box role="group" aria-label="Property Chain">
              <Text fontSize="sm" fontWeight="medium">
                Property Chain
              </Text>
              <Text>{manager.commission?.clientTypeName ?? '—'}</Text>
            </Box>
          </SimpleGrid>
          {hotelManager && (
            <Box maxH="50vh" overflowY="auto">
              <MultiSelectField control={control} name="hotel" label="Hotels" options={options} />
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <SaveFooter onCancel={onClose} saving={update.isPending} />
    </form>
  );
}
