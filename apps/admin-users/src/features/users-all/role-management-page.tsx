import { LOCKED_ROLE_TYPES, ROLE_TYPES, UsersMessages } from '@backoffice/contracts/constants';
import type { UpdateUserInfoBody, UserSummary } from '@backoffice/contracts';
import { FormPage, PageFrame, QueryGate } from '@backoffice/remote-kit';
import { Alert, Field, Input, Stack, chakra, errorText } from '@backoffice/ui';
import { SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showOnField } from '../shared/field-errors';
import { LazyStepUpDialog, useStepUpAction } from '../step-up';
import { useChainChoices, useHotelChoices, useUpdateUser } from './api';
import { HotelPicker, type HotelChoice } from './hotel-picker';
import { UserGate, UserHistory, userFrame } from './record-page';
import { nameOf } from './user-paths';
import { formOfRoles, isLockedUser, roleBodyOf, roleFieldOf, roleSchema, roleShape, type ChainOf, type RoleForm } from './role-form';

const TITLE = 'Role Management';
/** Where a saved role change goes (the spec: 'User updated successfully.' then /users-all). */
export const AFTER_ROLE_PATH = '/users-all';

const TYPE_OPTIONS = ROLE_TYPES.map((t) => ({ value: t, label: t, disabled: (LOCKED_ROLE_TYPES as readonly string[]).includes(t) }));

/**
 * /users-all/{userId}/role-management (docs/areas/users.md, "Role management"): the e-mail (disabled), User Type
 * (Customer and Guest shown, never chosen), Property Chain and Hotels, Go Back and Submit, and the user's history.
 * Rules: choosing Hotel Manager clears the chain (and its hotels); picking a hotel sets the chain from that hotel;
 * the hotels offered are the chosen chain's (all while none is chosen); a Hotel Manager's chain is read-only (its
 * hotels set it); Revenue Manager needs a chain and has no hotels; Owner needs a chain, hotels optional; Admin has
 * neither. A customer-app account (Customer, Guest) is shown locked, read-only, with nothing to submit. Otherwise
 * remote-kit's FormPage: Submit sends PUT /user/info/{userId} `{ userType, commission, hotel }`, toasts 'User
 * updated successfully.' and goes to /users-all; a refusal about a field shows under it; when the API asks for the
 * caller's PIN (making someone an Admin) the PIN dialog opens and the call is sent again once confirmed. Go Back
 * leads to the list the user came from.
 */
export function RoleManagementPage() {
  return <UserGate title={TITLE}>{(user) => <RoleManagement user={user} />}</UserGate>;
}

function RoleManagement({ user }: { user: UserSummary }) {
  const navigate = useNavigate();
  const chains = useChainChoices();
  const hotels = useHotelChoices();
  const locked = isLockedUser(user);

  // A hotel's chain, from the hotel list (the user's own hotels count while it loads).
  const hotelChains = useMemo(() => new Map((hotels.data?.data ?? []).map((h) => [h._id, h.commission?._id ?? null])), [hotels.data]);
  const chainOfRef = useRef<ChainOf>(() => null);
  chainOfRef.current = (id) => (hotelChains.has(id) ? (hotelChains.get(id) ?? null) : user.hotel.some((h) => h._id === id) ? (user.commission?._id ?? null) : null);
  const chainOf: ChainOf = (id) => chainOfRef.current(id);

  const resolver = useMemo(() => yupResolver(roleSchema((id) => chainOfRef.current(id))), []);
  const form = useForm<RoleForm>({ resolver, defaultValues: formOfRoles(user) });
  const { control, setValue, getValues, setError, clearErrors } = form;
  const [userType, commission] = useWatch({ control, name: ['userType', 'commission'] });
  const hotelField = useController({ control, name: 'hotel' });
  const shape = roleShape(userType);

  // Choosing a type: Hotel Manager starts with no chain and no hotels (its hotels set the chain), Revenue Manager
  // has no hotels, Admin neither. Only a change made here counts, not the stored type.
  const lastType = useRef(userType);
  useEffect(() => {
    if (lastType.current === userType) return;
    lastType.current = userType;
    const next = roleShape(userType);
    if (next.chainFromHotels || !next.chain) setValue('commission', '');
    if (next.chainFromHotels || !next.hotels) setValue('hotel', []);
    clearErrors(['commission', 'hotel']);
  }, [userType, setValue, clearErrors]);

  // Choosing another chain keeps only its hotels.
  const lastChain = useRef(commission);
  useEffect(() => {
    if (lastChain.current === commission) return;
    lastChain.current = commission;
    if (commission) setValue('hotel', getValues('hotel').filter((h) => chainOfRef.current(h) === commission));
  }, [commission, setValue, getValues]);

  const onToggleHotel = (hotelId: string, checked: boolean) => {
    const current = getValues('hotel');
    const next = checked ? [...current.filter((h) => h !== hotelId), hotelId] : current.filter((h) => h !== hotelId);
    hotelField.field.onChange(next);
    if (checked) {
      // Picking a hotel sets the chain from that hotel.
      const chain = chainOfRef.current(hotelId);
      if (chain && chain !== getValues('commission')) {
        setValue('commission', chain);
        clearErrors('commission');
      }
    } else if (roleShape(getValues('userType')).chainFromHotels && next.length === 0) {
      // A Hotel Manager without hotels has no chain: every hotel is offered again.
      setValue('commission', '');
    }
  };

  const chainOptions = (chains.data ?? []).map((c) => ({ value: c._id, label: c.clientTypeName })).sort((a, b) => a.label.localeCompare(b.label));
  // A stored chain missing from the list (e.g. deleted) still shows its name.
  if (user.commission && !chainOptions.some((o) => o.value === user.commission?._id)) chainOptions.push({ value: user.commission._id, label: user.commission.clientTypeName });
  const chainNames = new Map(chainOptions.map((o) => [o.value, o.label]));

  const selected = hotelField.field.value;
  const listed = (hotels.data?.data ?? []).map((h) => ({ value: h._id, label: h.name, chainId: h.commission?._id ?? null, chainName: h.commission?.clientTypeName ?? null }));
  // A chosen hotel missing from the list (e.g. deleted) still shows, so that it can be unchecked.
  const unlisted = user.hotel
    .filter((h) => selected.includes(h._id) && !hotelChains.has(h._id))
    .map((h) => ({ value: h._id, label: h.name, chainId: user.commission?._id ?? null, chainName: user.commission?.clientTypeName ?? null }));
  // A hotel without a chain cannot be given (a Hotel Manager's chain comes from its hotels, an Owner's hotels are
  // of its chain); one already chosen still shows.
  const hotelOptions: HotelChoice[] = [...listed, ...unlisted]
    .filter((h) => selected.includes(h.value) || (h.chainId !== null && (!commission || h.chainId === commission)))
    .map(({ value, label, chainName }) => ({ value, label, chainName }))
    .sort((a, b) => a.label.localeCompare(b.label));

  const update = useStepUpAction(useUpdateUser(), {
    success: (res) => res.message || UsersMessages.edit.success,
    failure: UsersMessages.account.failed,
    onError: showOnField(setError, roleFieldOf),
  });

  /** Sends the change; `afterStepUp`: the PIN was just confirmed, so a second refusal is not asked again. */
  async function save(body: UpdateUserInfoBody, afterStepUp = false) {
    const res = await update.run({ id: user._id, body }, afterStepUp);
    if (res) navigate(AFTER_ROLE_PATH);
    return res;
  }

  const history = <UserHistory user={user} names={new Map([...chainNames, ...listed.map((h) => [h.value, h.label] as const)])} />;
  const fields = (
    <Stack gap="4" maxW="xl">
      <Field.Root disabled>
        <Field.Label>Email</Field.Label>
        <Input value={user.email} readOnly />
      </Field.Root>
      <chakra.fieldset disabled={locked} border="0" p="0" m="0" minW="0">
        <Stack gap="4">
          <SelectField control={control} name="userType" label="User Type" placeholder="Select user type" options={TYPE_OPTIONS} required />
          {shape.chain || shape.hotels ? (
            <QueryGate query={chains} noun="property chains">
              {() => (
                <QueryGate query={hotels} noun="hotels">
                  {() => (
                    <>
                      {shape.chain ? (
                        <SelectField
                          control={control}
                          name="commission"
                          label="Property Chain"
                          placeholder={shape.chainFromHotels ? 'Set by the hotels chosen' : 'Select property chain'}
                          options={chainOptions}
                          disabled={shape.chainFromHotels}
                          required={shape.chainRequired}
                          hint={shape.chainFromHotels ? 'A Hotel Manager’s chain is the chain of their hotels.' : undefined}
                        />
                      ) : null}
                      {shape.hotels ? (
                        <HotelPicker
                          label="Hotels"
                          options={hotelOptions}
                          value={selected}
                          onToggle={onToggleHotel}
                          showChain={!commission}
                          error={errorText(hotelField.fieldState.error)}
                          hint={
                            commission
                              ? `The hotels of ${chainNames.get(commission) ?? 'the chosen chain'}.${shape.chainFromHotels ? ' Clear them all to choose hotels of another chain.' : ''}`
                              : 'Picking a hotel sets the property chain.'
                          }
                        />
                      ) : null}
                    </>
                  )}
                </QueryGate>
              )}
            </QueryGate>
          ) : null}
        </Stack>
      </chakra.fieldset>
    </Stack>
  );

  if (locked) {
    return (
      <PageFrame {...userFrame(TITLE, user)}>
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{UsersMessages.role.customerLocked}</Alert.Title>
            <Alert.Description>This is a {user.kind} account of the customer app: its type, chain and hotels are not managed here.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {fields}
        {history}
      </PageFrame>
    );
  }

  return (
    <FormPage
      {...userFrame(TITLE, user)}
      form={form}
      onSubmit={(values) => save(roleBodyOf(values, chainOf))}
      submitLabel="Submit"
      cancelLabel="Go Back"
      footer={
        <>
          {history}
          {/* Outside the form: the PIN dialog's own form must not submit this one (React events cross portals). */}
          <LazyStepUpDialog
            open={update.waiting !== null}
            reason={`Making ${nameOf(user)} an Admin needs your PIN.`}
            onCancel={update.cancel}
            onVerified={() => {
              const waiting = update.take();
              if (waiting) void save(waiting.body, true);
            }}
          />
        </>
      }
    >
      {fields}
    </FormPage>
  );
}
