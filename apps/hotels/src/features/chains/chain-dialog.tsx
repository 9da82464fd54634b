import { ChainsMessages, OTHER_CHAIN_NAME, type Chain } from '@backoffice/contracts';
import { RecordLink, useAction } from '@backoffice/remote-kit';
import { Box, Button, Dialog, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { Modal, SaveFooter, NumberField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddManagerDialog } from './add-manager-dialog';
import { useChainHotels, useCreateChain, useUpdateChain } from './api';
import { fieldFailure } from '../shared/field-failure';
import { CHAIN_FIELD_MESSAGES, EMPTY_CHAIN_FORM, chainFormSchema, type ChainForm } from './forms';

export interface ChainDialogProps {
  /** 'new' for the New Property Chain modal, a chain for its Update modal, null when closed. */
  chain: Chain | 'new' | null;
  onClose: () => void;
}

/**
 * The New / Update Property Chain modal (docs/areas/chains.md, "Property Chain management"): name and the three
 * rates; Other keeps its name. Updating also lists the chain's hotels and adds a manager to it.
 */
export function ChainDialog({ chain, onClose }: ChainDialogProps) {
  const editing = chain !== null && chain !== 'new' ? chain : null;
  return (
    <Modal open={chain !== null} title={editing ? 'Update Property Chain' : 'New Property Chain'} onClose={onClose} size="lg">
      <ChainBody chain={editing} onClose={onClose} />
    </Modal>
  );
}

function ChainBody({ chain, onClose }: { chain: Chain | null; onClose: () => void }) {
  const [showHotels, setShowHotels] = useState(false);
  const [addingManager, setAddingManager] = useState(false);
  const { control, handleSubmit, setError } = useForm<ChainForm>({
    resolver: yupResolver(chainFormSchema),
    defaultValues: chain
      ? {
          clientTypeName: chain.clientTypeName,
          commissionRate: chain.commissionRate,
          commissionRateNotGST: chain.commissionRateNotGST,
          commissionRateGST: chain.commissionRateGST,
        }
      : EMPTY_CHAIN_FORM,
  });
  const isOther = chain?.clientTypeName === OTHER_CHAIN_NAME;
  // Saving says the API's own message; a refusal about a field (a name taken, rates that do not add up) shows beside it.
  const onError = fieldFailure(setError, CHAIN_FIELD_MESSAGES);
  const create = useAction(useCreateChain(), { success: (r) => r.message || ChainsMessages.chain.added, failure: ChainsMessages.chain.failed, onError });
  const update = useAction(useUpdateChain(), { success: (r) => r.message || ChainsMessages.chain.updated, failure: ChainsMessages.chain.failed, onError });

  const onSubmit = handleSubmit(async (form) => {
    const body = {
      clientTypeName: form.clientTypeName.trim(),
      commissionRate: form.commissionRate,
      commissionRateNotGST: form.commissionRateNotGST,
      commissionRateGST: form.commissionRateGST,
    };
    const saved = chain ? await update.run({ id: chain._id, ...body }) : await create.run(body);
    if (saved) onClose();
  });

  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={chain ? 'Update Property Chain' : 'New Property Chain'}>
        <Dialog.Body>
          <Stack gap="4">
            <TextField control={control} name="clientTypeName" label="Property Chain Name" required readOnly={isOther} />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <NumberField control={control} name="commissionRate" label="Commission Rate (incl. GST)" step={0.01} required />
              <NumberField control={control} name="commissionRateNotGST" label="Commission Rate (excl. GST)" step={0.01} required />
              <NumberField control={control} name="commissionRateGST" label="GST" step={0.01} required />
            </SimpleGrid>
            {chain && (
              <Stack gap="2">
                <Box display="flex" gap="2">
                  <Button variant="outline" size="sm" onClick={() => setShowHotels((v) => !v)} aria-expanded={showHotels}>
                    {showHotels ? 'Hide Properties' : 'View Properties'}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setAddingManager(true)}>
                    Add Manager
                  </Button>
                </Box>
                {showHotels && <ChainHotels chainId={chain._id} />}
              </Stack>
            )}
          </Stack>
        </Dialog.Body>
        {chain ? (
          // The spec names the Update modal's button 'Update' (docs/areas/chains.md, "Property Chain management").
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="blue" loading={update.isPending}>
              Update
            </Button>
          </Dialog.Footer>
        ) : (
          <SaveFooter onCancel={onClose} saving={create.isPending} />
        )}
      </form>
      {chain && <AddManagerDialog open={addingManager} onClose={() => setAddingManager(false)} chain={chain} />}
    </>
  );
}

/** The chain's hotels, each opening its edit page. */
function ChainHotels({ chainId }: { chainId: string }) {
  const { hotels, options } = useChainHotels(chainId);
  if (hotels.isPending) return <Text color="fg.muted">Loading properties…</Text>;
  if (hotels.isError) return <Text color="fg.error">The properties could not be loaded.</Text>;
  if (!options.length) return <Text color="fg.muted">No properties in this chain.</Text>;
  return (
    <Stack as="ul" gap="1" ps="4" aria-label="Properties">
      {options.map((h) => (
        <li key={h.value}>
          <RecordLink record={{ type: 'hotel', id: h.value, name: h.label }} backLabel="Back to property chains" />
        </li>
      ))}
    </Stack>
  );
}
