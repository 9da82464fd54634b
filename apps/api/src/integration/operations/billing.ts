/** The billing area's api-client functions, each through its operation (docs/areas/billing.md, "Calls"). */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as billingClient from '../../../../../libs/api-client/src/lib/billing';
import type { AreaDrift } from './harness';

export const billingDrift: AreaDrift = {
  area: 'billing',
  client: billingClient,
  drive: async (run) => {
    // billing (docs/areas/billing.md, "Calls")
    const periods = await run('listBillingPeriods', () => billingClient.listBillingPeriods());
    expect(periods.length).toBeGreaterThan(0);
    const detail = await run('getBillingPeriod', () => billingClient.getBillingPeriod(periods[0]._id));
    const statement = detail.statementGenerated[0];
    await run('emailStatement', () =>
      billingClient.emailStatement({ statementId: detail._id, generatedId: statement._id, resend: true }),
    );
    const invoiced = detail.statementGenerated.find((s) => s.invoiceId) ?? statement;
    const invoices = await run('listInvoices', () => billingClient.listInvoices(invoiced.hotelId._id));
    const invoice = invoices.data[0];
    await run('getInvoice', () => billingClient.getInvoice(invoice.id));
    const pdf = (await run('fetchPdf', () =>
      billingClient.fetchPdf(invoice.invoice_pdf),
    )) as unknown as Buffer;
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    await run('emailInvoice', () => billingClient.emailInvoice(invoice.id));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const range = { from: day(new Date(periods[periods.length - 1].statementStart)), to: day(new Date()) };
    await run('getReporting', () => billingClient.getReporting(range));
    await run('getChainReporting', () => billingClient.getChainReporting({ ...range, commission: 'other' }));
    await run('listPaymentFailures', () =>
      billingClient.listPaymentFailures({ from: new Date(0).toISOString(), to: new Date().toISOString() }),
    );
    // The latest period's range again: everything in it was billed, so 200 with the text 'empty' (the other answer).
    const again = await run('generateBillingPeriod', () =>
      billingClient.generateBillingPeriod({
        periodName: 'Drift check',
        scope: 'all',
        startDate: day(new Date(periods[0].statementStart)),
        endDate: day(new Date(periods[0].statementEnd)),
      }),
    );
    expect(again).toEqual({ empty: true });
    // An invoiced statement again: 409, or the replay of a declined one's 402 (docs/api-database.md, "Money actions").
    await run(
      'generateInvoice',
      () =>
        billingClient.generateInvoice(
          { statementId: detail._id, generatedId: invoiced._id },
          'drift-check-key',
        ),
      [201, 402, 409],
    );
  },
};
