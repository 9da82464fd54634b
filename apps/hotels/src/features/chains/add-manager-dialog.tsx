import { MANAGER_TYPE_LABELS, MANAGER_ACCESS_LEVELS, ChainsMessages } from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { Box, Button, Dialog, SimpleGrid, Stack, Text } from '@backoffice/ui';
import { Modal, SaveFooter, MultiSelectField, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ManagerContactFields } from './manager-fields';
import { useChainHotels, useChains, useCreateManager } from './api';
import { fieldFailure } from '../shared/field-failure';
import { EMPTY_MANAGER_FORM, managerFieldMessages, managerFormSchema, type ManagerForm } from './forms';

export interface AddManagerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chain the manager belongs to, preset and read-only (opened from a chain's Update modal). */
  chain?: { _id: string; clientTypeName: string } | null;
}

/**
 * The Add Manager modal (docs/areas/chains.md, "Managers list"), used from /propertyType and
 * /groupRegionalManagers: names, e-mail, phone, type, chain, and for a Hotel Manager the chain's hotels chosen in a
 * second modal on top. Sends POST /user/createManager.
 */
export function AddManagerDialog({ open, onClose, chain }: AddManagerDialogProps) {
  return (
    <Modal open={open} title="Add Manager" onClose={onClose} size="lg">
      <AddManagerBody chain={chain ?? null} onClose={onClose} />
    </Modal>
  );
}

const TYPE_OPTIONS = MANAGER_ACCESS_LEVELS.map((v) => ({ value: v, label: MANAGER_TYPE_LABELS[v] }));

function AddManagerBody({ chain, onClose }: { chain: { _id: string; clientTypeName: string } | null; onClose: () => void }) {
  const chains = useChains();
  const [picking, setPicking] = useState(false);
  const { control, handleSubmit, setValue, setError, formState } = useForm<ManagerForm>({
    resolver: yupResolver(managerFormSchema),
    defaultValues: { ...EMPTY_MANAGER_FORM, commission: chain?._id ?? '' },
  });
  // An e-mail that already has an account, or hotels outside the chain, show beside their field.
  const create = useAction(useCreateManager(), {
    success: (r) => r.message || ChainsMessages.manager.added,
    failure: ChainsMessages.chain.failed,
    onError: fieldFailure(setError, managerFieldMessages<ManagerForm>('hotelId')),
  });
  const [accessLevel, commission, hotelId] = useWatch({ control, name: ['accessLevel', 'commission', 'hotelId'] });
  const { options: hotelOptions } = useChainHotels(commission);
  // Hotels chosen for one chain are dropped when another chain is chosen.
  const lastChain = useRef(commission);
  useEffect(() => {
    if (lastChain.current === commission) return;
    lastChain.current = commission;
    setValue('hotelId', []);
  }, [commission, setValue]);
  const chainOptions = chain
    ? [{ value: chain._id, label: chain.clientTypeName }]
    : (chains.data ?? []).map((c) => ({ value: c._id, label: c.clientTypeName }));

  const onSubmit = handleSubmit(async (form) => {
    const saved = await create.run({
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      mobile: form.mobile.trim(),
      accessLevel: form.accessLevel,
      commission: form.commission,
      hotelId: form.accessLevel === 'REGIONALMANAGER' ? form.hotelId : [],
    });
    if (saved) onClose();
  });

  const hotelsError = formState.errors.hotelId?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Add Manager">
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ManagerContactFields control={control} />
            <SelectField control={control} name="accessLevel" label="Manager Type" placeholder="Select manager type" options={TYPE_OPTIONS} required />
            <SelectField
              control={control}
              name="commission"
              label="Property Chain"
              placeholder={chain ? undefined : 'Select property chain'}
              options={chainOptions}
              disabled={Boolean(chain)}
              required
            />
          </SimpleGrid>
          {accessLevel === 'REGIONALMANAGER' && (
            <Box>
              <Button
                variant="outline"
                onClick={() => {
                  // Only hotels of the chosen chain may be kept.
                  const allowed = new Set(hotelOptions.map((o) => o.value));
                  setValue('hotelId', hotelId.filter((h) => allowed.has(h)));
                  setPicking(true);
                }}
              >
                Select hotels
              </Button>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {hotelId.length} selected
              </Text>
              {hotelsError && (
                <Text role="alert" fontSize="sm" color="fg.error" mt="1">
                  {hotelsError}
                </Text>
              )}
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <SaveFooter onCancel={onClose} saving={create.isPending} />
      <Modal open={picking} title="Select hotels" onClose={() => setPicking(false)}>
        <Dialog.Body>
          {hotelOptions.length ? (
            <Box maxH="60vh" overflowY="auto">
              <MultiSelectField control={control} name="hotelId" label="Hotels" options={hotelOptions} />
            </Box>
          ) : (
            <Text color="fg.muted">{commission ? 'This property chain has no hotels.' : 'Choose a property chain first.'}</Text>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="blue" onClick={() => setPicking(false)}>
            Done
          </Button>
        </Dialog.Footer>
      </Modal>
    </form>
  );
}
