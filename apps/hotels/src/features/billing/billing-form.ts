import { BillingMessages, latestBillingEndDay, type BillingScope } from '@backoffice/contracts';
import { array, mixed, object, string, type ObjectSchema } from 'yup';

/** The billing generation form (docs/areas/billing.md, "Execute Billing"): days as 'YYYY-MM-DD'. */
export interface BillingForm {
  periodName: string;
  startDate: string;
  endDate: string;
  scope: BillingScope;
  scopeHotel: string[];
}

export const EMPTY_BILLING_FORM: BillingForm = { periodName: '', startDate: '', endDate: '', scope: 'all', scopeHotel: [] };

/**
 * The form's rules, in field order, with the API's messages: name, start and end required, end strictly after
 * start and no later than yesterday (UTC), at least one hotel when the scope is hotel.
 */
export const billingFormSchema: ObjectSchema<BillingForm> = object({
  periodName: string().trim().required(BillingMessages.period.nameRequired),
  startDate: string().required(BillingMessages.period.startRequired),
  endDate: string()
    .required(BillingMessages.period.endRequired)
    .test('after-start', BillingMessages.period.endAfterStart, (end, ctx) => !ctx.parent.startDate || end > ctx.parent.startDate)
    .test('not-after-yesterday', BillingMessages.period.endNotAfterYesterday, (end) => end <= latestBillingEndDay()),
  scope: mixed<BillingScope>().oneOf(['all', 'hotel']).required(),
  scopeHotel: array(string().defined())
    .defined()
    .when('scope', { is: 'hotel', then: (s) => s.min(1, BillingMessages.period.selectHotel) }),
});
