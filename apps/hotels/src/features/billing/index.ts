export { InvoicesPage } from './invoices-page';
export { InvoiceDetailPage } from './invoice-detail-page';
export { ReportingPage } from './reporting-page';
export { PaymentFailsPage } from './payment-fails-page';
export { ExecuteBillingPage } from './execute-billing-page';
export { BillingStatementPage } from './billing-statement-page';
export { ChainReportingPage } from './chain-reporting-page';
