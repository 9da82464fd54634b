import { BillingMessages, formatDate, formatDay, formatNumber, latestBillingEndDay, type BillingPeriod } from '@backoffice/contracts';
import { PageFrame, RecordLink, gridStatesOf, statusOf, useAction, useUnsavedChangesWarning } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Card, DataGrid, SimpleGrid, Stack, TextField, type DataGridColumn } from '@backoffice/ui';
import { DateField, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { fieldFailure } from '../shared/field-failure';
import { useBillingPeriods, useGeneratePeriod, useHotelOptions } from './api';
import { EMPTY_BILLING_FORM, billingFormSchema, type BillingForm } from './billing-form';
import { HotelMultiSelect } from './hotel-multi-select';

/** The form's fields with the API's refusals (400) about each: shown beside the field, not as a toast. */
const FIELD_MESSAGES: readonly (readonly [keyof BillingForm, readonly string[]])[] = [
  ['periodName', [BillingMessages.period.nameRequired]],
  ['startDate', [BillingMessages.period.startRequired]],
  ['endDate', [BillingMessages.period.endRequired, BillingMessages.period.endAfterStart, BillingMessages.period.endNotAfterYesterday]],
  ['scopeHotel', [BillingMessages.period.selectHotel, BillingMessages.period.unknownHotel]],
];

/**
 * /execute-billing (docs/areas/billing.md, "Execute Billing"): the billing form (period name, start and end
 * dates, scope all or chosen hotels: a searchable multi-select with a chain filter, Select all and Clear) and the grid of billing periods, newest first, each name opening its
 * statements (which lead back here); days as the console writes them (dd/MM/yyyy), never shifted. A generation whose
 * reservations were all billed before says 'Records already processed.'; one that found nothing to bill says so in
 * the server's words (a 422); a refused field's message shows beside that field.
 */
export function ExecuteBillingPage() {
  const periods = useBillingPeriods();
  const hotels = useHotelOptions();
  const notify = useNotify();
  const { control, handleSubmit, reset, setError, formState } = useForm<BillingForm>({
    resolver: yupResolver(billingFormSchema),
    defaultValues: EMPTY_BILLING_FORM,
  });
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitting);
  const besideField = fieldFailure(setError, FIELD_MESSAGES);
  const generate = useAction(useGeneratePeriod(), {
    // Nothing new billed: no success toast (an empty title), the page warns instead.
    success: (result) => (result.empty ? '' : result.message),
    failure: 'The billing period could not be generated, please try again',
    onError: (error, message) => {
      // 422: nothing was found to bill in the range (the server's text): a warning, the form kept for new dates.
      if (statusOf(error) !== 422) return besideField(error, message);
      notify({ type: 'warning', title: message });
      return true;
    },
  });
  const scope = useWatch({ control, name: 'scope' });
  const latest = latestBillingEndDay();

  const onSubmit = handleSubmit(async (form) => {
    const result = await generate.run({ ...form, scopeHotel: form.scope === 'hotel' ? form.scopeHotel : [] });
    if (result?.empty) notify({ type: 'warning', title: BillingMessages.period.alreadyProcessed });
    else if (result) reset(EMPTY_BILLING_FORM);
  });

  const columns: DataGridColumn<BillingPeriod>[] = [
    {
      id: 'name',
      header: 'Period',
      kind: 'name',
      cell: (r) => (
        <RecordLink record={{ type: 'billingPeriod', id: r._id, name: r.statementName }} backLabel="Back to Execute Billing" />
      ),
    },
    { id: 'start', header: 'Start Date', kind: 'date', cell: (r) => formatDay(r.statementStart) },
    { id: 'end', header: 'End Date', kind: 'date', cell: (r) => formatDay(r.statementEnd) },
    { id: 'hotels', header: 'Billing Hotels', kind: 'number', cell: (r) => formatNumber(r.hotelCount) },
    { id: 'created', header: 'Generated', kind: 'date', priority: 3, cell: (r) => formatDate(r.createdAt) },
  ];

  return (
    <PageFrame title="Execute Billing">
      <Card.Root>
        <Card.Body>
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Billing period">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
                <TextField control={control} name="periodName" label="Period Name" required />
                <DateField control={control} name="startDate" label="Start Date" required max={latest} />
                <DateField control={control} name="endDate" label="End Date" required max={latest} />
                <SelectField
                  control={control}
                  name="scope"
                  label="Scope"
                  options={[
                    { value: 'all', label: 'All hotels' },
                    { value: 'hotel', label: 'Selected hotels' },
                  ]}
                />
              </SimpleGrid>
              {scope === 'hotel' && <HotelMultiSelect control={control} hotels={hotels.data?.data ?? []} loading={hotels.isPending} />}
              <Box>
                <Button type="submit" colorPalette="blue" loading={generate.isPending}>
                  Generate
                </Button>
              </Box>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <DataGrid
        label="Billing periods"
        persistKey="billing-periods"
        columns={columns}
        rows={periods.data}
        rowKey={(r) => r._id}
        {...gridStatesOf(periods)}
        loadingLabel="Loading billing periods…"
        errorTitle="The billing periods could not be loaded."
        emptyText="No billing period yet."
      />
    </PageFrame>
  );
}
