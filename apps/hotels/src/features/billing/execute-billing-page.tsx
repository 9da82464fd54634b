import { BillingMessages, billingDate, latestBillingEndDay, type BillingPeriod } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Card, DataGrid, Heading, Link, SimpleGrid, Stack, TextField, type DataGridColumn } from '@backoffice/ui';
import { DateField, MultiSelectField, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useBillingPeriods, useGeneratePeriod, useHotelOptions } from './api';
import { EMPTY_BILLING_FORM, billingFormSchema, type BillingForm } from './billing-form';

/**
 * /execute-billing (docs/areas/billing.md, "Execute Billing"): the billing form (period name, start and end
 * dates, scope all or chosen hotels) and the grid of billing periods, newest first, each name opening its
 * statements; dates DD/MM/YYYY. A generation whose reservations were all billed before says 'Records already
 * processed.'; one that found nothing to bill says so in the server's words (a 422).
 */
export function ExecuteBillingPage() {
  const periods = useBillingPeriods();
  const hotels = useHotelOptions();
  const generate = useGeneratePeriod();
  const notify = useNotify();
  const { control, handleSubmit, reset } = useForm<BillingForm>({ resolver: yupResolver(billingFormSchema), defaultValues: EMPTY_BILLING_FORM });
  const scope = useWatch({ control, name: 'scope' });
  const latest = latestBillingEndDay();

  const onSubmit = handleSubmit(async (form) => {
    try {
      const result = await generate.mutateAsync({ ...form, scopeHotel: form.scope === 'hotel' ? form.scopeHotel : [] });
      if (result.empty) {
        notify({ type: 'warning', title: BillingMessages.period.alreadyProcessed });
      } else {
        notify({ type: 'success', title: result.message });
        reset(EMPTY_BILLING_FORM);
      }
    } catch (e) {
      // 422: nothing was found to bill in the range (the server's text): a warning, the form kept for new dates.
      const nothingFound = (e as { status?: unknown } | null)?.status === 422;
      notify({ type: nothingFound ? 'warning' : 'error', title: errorMessage(e) });
    }
  });

  const columns: DataGridColumn<BillingPeriod>[] = [
    {
      id: 'name',
      header: 'Period',
      cell: (r) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/execute-billing/${r._id}`}>{r.statementName}</RouterLink>
        </Link>
      ),
    },
    { id: 'start', header: 'Start Date', nowrap: true, cell: (r) => billingDate(r.statementStart) },
    { id: 'end', header: 'End Date', nowrap: true, cell: (r) => billingDate(r.statementEnd) },
    { id: 'hotels', header: 'Billing Hotels', nowrap: true, cell: (r) => r.hotelCount },
    { id: 'created', header: 'Generated', nowrap: true, cell: (r) => billingDate(r.createdAt) },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Execute Billing
        </Heading>
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
                {scope === 'hotel' && (
                  <Box maxH="60" overflowY="auto">
                    <MultiSelectField
                      control={control}
                      name="scopeHotel"
                      label="Hotels"
                      options={(hotels.data?.data ?? []).map((h) => ({ value: h._id, label: h.name }))}
                    />
                  </Box>
                )}
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
          columns={columns}
          rows={periods.data}
          rowKey={(r) => r._id}
          loading={periods.isPending}
          loadingLabel="Loading billing periods…"
          error={periods.isError ? errorMessage(periods.error) : null}
          errorTitle="The billing periods could not be loaded."
          onRetry={() => void periods.refetch()}
          emptyText="No billing period yet."
        />
      </Stack>
    </Box>
  );
}
