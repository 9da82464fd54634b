import { queryByProperty } from '@backoffice/api-client/bookings';
import {
  COUPON_APPLIED_TO,
  COUPON_APPLIED_TO_LABELS,
  COUPON_CODE_LENGTH,
  COUPON_SCOPES,
  COUPON_SCOPE_LABELS,
  HOTEL_SEARCH_DEBOUNCE_MS,
  HOTEL_SEARCH_MIN_CHARS,
  PricingMessages,
  dayText,
  type Coupon,
} from '@backoffice/contracts';
import { LoadError, LoadingState, PageFrame, RecordGate, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Alert, Button, Card, HStack, IconButton, SimpleGrid, Stack, Text, TextField, chakra } from '@backoffice/ui';
import { AsyncSearchSelect, DateField, HistoryPanel, MultiSelectField, NumberField, SelectField, type SearchOption } from '@backoffice/ui/forms';
import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useChainOptions, useCoupon, useCouponHistory, useCreateCoupon, useUpdateCoupon } from './api';
import { CouponStatusBadge } from './coupon-status';
import { EMPTY_COUPON_FORM, couponBodyOf, couponFieldOf, couponResolver, formOfCoupon, type CouponForm } from './coupon-form';
import { firstErrorMessage } from './format';

const COUPONS_PATH = '/coupons';
const COUPON_BACK = { to: COUPONS_PATH, label: 'Back to coupons' };

/** Field names of the coupon's history, as a SuperAdmin reads them. */
const HISTORY_LABELS: Record<string, string> = {
  code: 'Code',
  value: 'Value (%)',
  startDate: 'Start date',
  endDate: 'End date',
  appliedTo: 'Applied to',
  scope: 'Scope',
  scopeChain: 'Property chains',
  scopeHotel: 'Hotels',
  endedAt: 'Ended',
};

const historyValue = (field: string, value: unknown): string | undefined => {
  if (field === 'appliedTo' && typeof value === 'string') return COUPON_APPLIED_TO_LABELS[value as keyof typeof COUPON_APPLIED_TO_LABELS];
  if (field === 'scope' && typeof value === 'string') return COUPON_SCOPE_LABELS[value as keyof typeof COUPON_SCOPE_LABELS];
  return undefined;
};

/**
 * /coupons/create and /coupons/{id} (docs/areas/pricing.md, "Coupons"): the coupon form, checked by contracts
 * couponError (the message under its field and as a toast, as the API's own refusals are). Create returns to
 * the list; an edit stays, with the coupon's status, use count and history. An ended coupon is shown, not edited.
 */
export function CouponFormPage() {
  const id = useParams().id ?? '';
  if (!id) return <CouponEditor coupon={null} />;
  return <EditCoupon id={id} />;
}

function EditCoupon({ id }: { id: string }) {
  return (
    <RecordGate frame={{ title: 'Edit Coupon', back: COUPON_BACK, maxW: '4xl' }} query={useCoupon(id)} noun="coupon" missing="This coupon does not exist or was removed.">
      {(coupon) => <CouponEditor key={coupon.updatedAt} coupon={coupon} />}
    </RecordGate>
  );
}

function CouponEditor({ coupon }: { coupon: Coupon | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const { records: chainOptions, chains } = useChainOptions();
  const locked = coupon?.status === 'ended';
  const { control, handleSubmit, setValue, getValues, setError, clearErrors, reset } = useForm<CouponForm>({
    resolver: couponResolver(coupon?.startDate.slice(0, 10)),
    defaultValues: coupon ? formOfCoupon(coupon) : EMPTY_COUPON_FORM,
  });
  const scope = useWatch({ control, name: 'scope' });
  const scopeHotel = useWatch({ control, name: 'scopeHotel' });

  // A hotel picked in the search joins the list and the search empties for the next one.
  const pick = useWatch({ control, name: 'hotelPick' });
  useEffect(() => {
    if (!pick) return;
    const current = getValues('scopeHotel');
    if (!current.some((h) => h.value === pick.value)) setValue('scopeHotel', [...current, pick]);
    setValue('hotelPick', null);
    clearErrors('hotelPick');
  }, [pick, getValues, setValue, clearErrors]);

  const searchHotels = async (term: string): Promise<SearchOption[]> =>
    (await queryByProperty(term)).map((h) => ({ value: h._id, label: h.name, description: [h.city, h.commission?.clientTypeName].filter(Boolean).join(' · ') }));

  const onInvalid = (errors: FieldErrors<CouponForm>) => {
    const message = firstErrorMessage(errors as Record<string, { message?: unknown }>);
    if (message) notify({ type: 'error', title: message });
  };

  const onSubmit = handleSubmit(async (form) => {
    const body = couponBodyOf(form);
    try {
      if (coupon) {
        const res = await update.mutateAsync({ id: coupon._id, body });
        notify({ type: 'success', title: res.message || PricingMessages.coupon.updated });
        reset(formOfCoupon(res.data));
      } else {
        const res = await create.mutateAsync(body);
        notify({ type: 'success', title: res.message || PricingMessages.coupon.created });
        navigate(COUPONS_PATH);
      }
    } catch (e) {
      const message = errorMessage(e);
      const field = couponFieldOf(message);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      notify({ type: 'error', title: message });
    }
  }, onInvalid);

  const title = coupon ? 'Edit Coupon' : 'Create Coupon';
  return (
    <PageFrame title={title} back={COUPON_BACK} maxW="4xl">
      {coupon ? (
        <Card.Root as="section" aria-label="Coupon status" size="sm">
          <Card.Body>
            <HStack gap="6" wrap="wrap">
              <HStack gap="2">
                <Text color="fg.muted">Status</Text>
                <CouponStatusBadge status={coupon.status} />
              </HStack>
              <Text>
                <Text as="span" color="fg.muted">
                  Used{' '}
                </Text>
                {coupon.used} {coupon.used === 1 ? 'time' : 'times'}
              </Text>
              {coupon.endedAt ? (
                <Text>
                  <Text as="span" color="fg.muted">
                    Ended{' '}
                  </Text>
                  {dayText(coupon.endedAt)}
                </Text>
              ) : null}
              <Text>
                <Text as="span" color="fg.muted">
                  Created by{' '}
                </Text>
                {coupon.createdBy?.fullName ?? '—'}
              </Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : null}
      {locked ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{PricingMessages.coupon.endedLocked}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <chakra.fieldset disabled={locked} border="0" p="0" m="0" minW="0">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                control={control}
                name="code"
                label="Coupon Code"
                required
                maxLength={20}
                autoComplete="off"
                textTransform="uppercase"
                hint={`Exactly ${COUPON_CODE_LENGTH} letters or digits`}
              />
              <NumberField control={control} name="value" label="Value" unit="%" step={0.01} min={0} max={100} required />
              <DateField control={control} name="startDate" label="Start Date" required />
              <DateField control={control} name="endDate" label="End Date" required />
              <SelectField
                control={control}
                name="appliedTo"
                label="Applied To"
                required
                placeholder="Select what it discounts"
                options={COUPON_APPLIED_TO.map((v) => ({ value: v, label: COUPON_APPLIED_TO_LABELS[v] }))}
              />
              <SelectField control={control} name="scope" label="Scope" required options={COUPON_SCOPES.map((v) => ({ value: v, label: COUPON_SCOPE_LABELS[v] }))} />
            </SimpleGrid>
            {scope === 'chain' ? (
              chains.isError ? (
                <LoadError title="The property chains could not be loaded." message={errorMessage(chains.error)} onRetry={() => void chains.refetch()} />
              ) : chains.isPending ? (
                <LoadingState label="Loading property chains…" />
              ) : (
                <MultiSelectField control={control} name="scopeChain" label="Property Chains" options={chainOptions} row />
              )
            ) : null}
            {scope === 'hotel' ? (
              <Stack gap="2">
                <AsyncSearchSelect
                  control={control}
                  name="hotelPick"
                  label="Add a Hotel"
                  placeholder="Type a hotel name"
                  hint={`Type more than ${HOTEL_SEARCH_MIN_CHARS} characters, then pick a hotel to add it`}
                  minChars={HOTEL_SEARCH_MIN_CHARS + 1}
                  debounceMs={HOTEL_SEARCH_DEBOUNCE_MS}
                  search={searchHotels}
                />
                {scopeHotel.length ? (
                  <Stack as="ul" gap="1" aria-label="Chosen hotels" listStyleType="none" m="0" p="0">
                    {scopeHotel.map((h) => (
                      <HStack as="li" key={h.value} gap="2">
                        <Text>{h.label}</Text>
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={`Remove ${h.label}`}
                          onClick={() =>
                            setValue(
                              'scopeHotel',
                              getValues('scopeHotel').filter((x) => x.value !== h.value),
                            )
                          }
                        >
                          ✕
                        </IconButton>
                      </HStack>
                    ))}
                  </Stack>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    No hotel chosen yet.
                  </Text>
                )}
              </Stack>
            ) : null}
            {!locked ? (
              <HStack gap="2">
                <Button type="submit" colorPalette="blue" loading={create.isPending || update.isPending}>
                  {coupon ? 'Save' : 'Create Coupon'}
                </Button>
                <Button variant="outline" onClick={() => navigate(COUPONS_PATH)}>
                  Cancel
                </Button>
              </HStack>
            ) : null}
          </Stack>
        </chakra.fieldset>
      </form>
      {coupon ? <CouponHistory id={coupon._id} /> : null}
    </PageFrame>
  );
}

function CouponHistory({ id }: { id: string }) {
  const history = useCouponHistory(id);
  return (
    <HistoryPanel
      title="History"
      events={history.data}
      loading={history.isPending}
      error={history.isError ? errorMessage(history.error) : null}
      onRetry={() => void history.refetch()}
      fieldLabels={HISTORY_LABELS}
      formatValue={historyValue}
    />
  );
}
