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
  formatDay,
  formatNumber,
  formatPercent,
  type Coupon,
} from '@backoffice/contracts';
import { RecordHistory, FormPage, PageFrame, QueryGate, RecordGate, useAction, useRecordHistory } from '@backoffice/remote-kit';
import { Alert, Card, HStack, IconButton, SimpleGrid, Stack, Text, TextField } from '@backoffice/ui';
import { AsyncSearchSelect, DateField, MultiSelectField, NumberField, SelectField, type HistoryField, type SearchOption } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useChainOptions, useCoupon, useCreateCoupon, useUpdateCoupon } from './api';
import { ScopeLinks, UsedLink, authorLink } from './coupons-page';
import { CouponStatusBadge } from './coupon-status';
import { EMPTY_COUPON_FORM, couponBodyOf, couponFieldOf, couponSchema, formOfCoupon, type CouponForm } from './coupon-form';

const COUPONS_PATH = '/coupons';
const COUPON_BACK = { to: COUPONS_PATH, label: 'Back to coupons' };
const m = PricingMessages.coupon;

/**
 * How a coupon's history writes its fields (docs/areas/pricing.md, "Coupons", "Links"): the lists' labels, the value
 * in percent, days as days, the chains by name (`chainName`, from the chains the page loaded) and the hotels by name
 * (`hotelName`, the coupon's own), each a record of its type (a link where the panel shows one).
 */
const historyFields = (chainName: (id: string) => string | undefined, hotelName: (id: string) => string | undefined): Readonly<Record<string, HistoryField>> => ({
  code: { label: 'Code', kind: 'text' },
  value: { label: 'Value' },
  startDate: { label: 'Start date', kind: 'day' },
  endDate: { label: 'End date', kind: 'day' },
  endedAt: { label: 'Ended', kind: 'dateTime' },
  appliedTo: { label: 'Applied to', values: COUPON_APPLIED_TO_LABELS },
  scope: { label: 'Scope', values: COUPON_SCOPE_LABELS },
  scopeChain: { label: 'Property chains', kind: 'record', nameOf: chainName, recordType: 'chain' },
  scopeHotel: { label: 'Hotels', kind: 'record', nameOf: hotelName, recordType: 'hotel' },
});

/** The coupon's value in percent ('15%'); the panel writes the other fields by their kind. */
const historyValue = (field: string, value: unknown): string | undefined => (field === 'value' && typeof value === 'number' ? formatPercent(value) : undefined);

/**
 * The coupon's History panel, a page at a time (the kit's useRecordHistory: docs/areas/platform.md, "Audit trail"),
 * the chains named from the chains the page loaded, the hotels from the coupon's own.
 */
function CouponHistory({ coupon }: { coupon: Coupon }) {
  const history = useRecordHistory({ entityType: 'coupon', entityId: coupon._id });
  const { records } = useChainOptions();
  const chainName = (chainId: string) => records.find((o) => o.value === chainId)?.label;
  const hotelName = (hotelId: string) => coupon.scopeHotel.find((h) => h._id === hotelId)?.name;
  return <RecordHistory query={history} fields={historyFields(chainName, hotelName)} formatValue={historyValue} />;
}

/**
 * /coupons/create and /coupons/{id} (docs/areas/pricing.md, "Coupons"): the coupon form on the page kit's
 * FormPage, checked by its one schema (contracts couponError's rules and messages, every failing field at once
 * beside it; a 400/409 naming a field goes beside that field, not into a toast). Create returns to the list; an
 * edit stays, with the coupon's status, use count and history. An ended coupon is shown, not edited.
 */
export function CouponFormPage() {
  const id = useParams().id ?? '';
  if (!id) return <CouponEditor coupon={null} />;
  return <EditCoupon id={id} />;
}

function EditCoupon({ id }: { id: string }) {
  return (
    <RecordGate frame={{ title: 'Edit Coupon', back: COUPON_BACK, maxW: '4xl' }} query={useCoupon(id)} noun="coupon" missing="This coupon does not exist or was removed.">
      {(coupon) => (coupon.status === 'ended' ? <EndedCoupon coupon={coupon} /> : <CouponEditor key={coupon.updatedAt} coupon={coupon} />)}
    </RecordGate>
  );
}

/**
 * The status line of a stored coupon: its status, how often it was used (a link to those reservations), when it
 * ended, who created it (a link to the admin).
 */
function CouponStatusCard({ coupon }: { coupon: Coupon }) {
  const item = (label: string, value: ReactNode) => (
    <Text>
      <Text as="span" color="fg.muted">
        {label}{' '}
      </Text>
      {value}
    </Text>
  );
  return (
    <Card.Root as="section" aria-label="Coupon status" size="sm">
      <Card.Body>
        <HStack gap="6" wrap="wrap">
          <HStack gap="2">
            <Text color="fg.muted">Status</Text>
            <CouponStatusBadge status={coupon.status} />
          </HStack>
          {item(
            'Used',
            <UsedLink coupon={coupon} backLabel={`Back to coupon ${coupon.code}`}>
              {`${formatNumber(coupon.used)} ${coupon.used === 1 ? 'time' : 'times'}`}
            </UsedLink>,
          )}
          {coupon.endedAt ? item('Ended', formatDay(coupon.endedAt)) : null}
          {item('Created by', authorLink(coupon, `Back to coupon ${coupon.code}`))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** An ended coupon, read only: what it was, its status and its history. */
function EndedCoupon({ coupon }: { coupon: Coupon }) {
  const row = (label: string, value: ReactNode) => (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{value}</Text>
    </HStack>
  );
  return (
    <PageFrame title={`Coupon ${coupon.code}`} back={COUPON_BACK} maxW="4xl">
      <CouponStatusCard coupon={coupon} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{m.endedLocked}</Alert.Title>
      </Alert.Root>
      <Card.Root as="section" aria-label="Coupon" size="sm">
        <Card.Body>
          <Stack gap="1.5">
            {row('Value', formatPercent(coupon.value))}
            {row('Applied To', COUPON_APPLIED_TO_LABELS[coupon.appliedTo])}
            {row('Scope', <ScopeLinks coupon={coupon} backLabel={`Back to coupon ${coupon.code}`} />)}
            {row('Start Date', formatDay(coupon.startDate))}
            {row('End Date', formatDay(coupon.endDate))}
          </Stack>
        </Card.Body>
      </Card.Root>
      <CouponHistory coupon={coupon} />
    </PageFrame>
  );
}

function CouponEditor({ coupon }: { coupon: Coupon | null }) {
  const navigate = useNavigate();
  const { records: chainOptions, chains } = useChainOptions();
  const form = useForm<CouponForm>({
    resolver: yupResolver(couponSchema(coupon?.startDate.slice(0, 10))),
    defaultValues: coupon ? formOfCoupon(coupon) : EMPTY_COUPON_FORM,
  });
  const { control, setValue, getValues, setError, clearErrors, reset } = form;
  // A refusal that names a field (a code taken, a chain that is gone) shows beside it, not as a toast.
  const onError = (error: unknown, message: string) => {
    const field = couponFieldOf(error);
    if (!field) return false;
    setError(field, { type: 'server', message }, { shouldFocus: true });
    return true;
  };
  const create = useAction(useCreateCoupon(), { success: (res) => res.message || m.created, failure: 'The coupon could not be created.', onError });
  const update = useAction(useUpdateCoupon(), { success: (res) => res.message || m.updated, failure: 'The coupon could not be saved.', onError });
  const scope = useWatch({ control, name: 'scope' });
  const scopeHotel = useWatch({ control, name: 'scopeHotel' });

  // A hotel picked in the search joins the list and the search empties for the next one.
  const pick = useWatch({ control, name: 'hotelPick' });
  useEffect(() => {
    if (!pick) return;
    const current = getValues('scopeHotel');
    if (!current.some((h) => h.value === pick.value)) setValue('scopeHotel', [...current, pick], { shouldDirty: true });
    setValue('hotelPick', null);
    clearErrors('hotelPick');
  }, [pick, getValues, setValue, clearErrors]);

  const searchHotels = async (term: string): Promise<SearchOption[]> =>
    (await queryByProperty(term)).map((h) => ({ value: h._id, label: h.name, description: [h.city, h.commission?.clientTypeName].filter(Boolean).join(' · ') }));

  async function onSubmit(values: CouponForm) {
    const body = couponBodyOf(values);
    if (coupon) {
      const res = await update.run({ id: coupon._id, body });
      if (res) reset(formOfCoupon(res.data));
      return res;
    }
    const res = await create.run(body);
    if (res) navigate(COUPONS_PATH);
    return res;
  }

  return (
    <FormPage
      title={coupon ? 'Edit Coupon' : 'Create Coupon'}
      subtitle={coupon?.code}
      back={COUPON_BACK}
      maxW="4xl"
      form={form}
      onSubmit={onSubmit}
      submitLabel={coupon ? 'Save' : 'Create Coupon'}
      footer={coupon ? <CouponHistory coupon={coupon} /> : null}
    >
      {coupon ? <CouponStatusCard coupon={coupon} /> : null}
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
        <QueryGate query={chains} noun="property chains">
          {() => <MultiSelectField control={control} name="scopeChain" label="Property Chains" options={chainOptions} row />}
        </QueryGate>
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
                        { shouldDirty: true },
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
    </FormPage>
  );
}
