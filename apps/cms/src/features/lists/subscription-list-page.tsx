import { formatDate, type Subscription } from '@backoffice/contracts';
import type { DataGridColumn } from '@backoffice/ui';
import { getSubscriptionsQueryOptions } from './api';
import { EmailCell, RecordListPage } from './record-list-page';

/**
 * The spec's column headers, typo included ('SUBCRIPTION' is the contract, docs/areas/platform.md,
 * "Messages"); the address links to its user when it is one's (docs/areas/cms.md, "Links"); the date is the day of
 * the subscription in the viewer's zone, through the format module.
 */
export const SUBSCRIPTION_COLUMNS: readonly DataGridColumn<Subscription>[] = [
  { id: 'email', header: 'SUBCRIPTION EMAIL', kind: 'email', priority: 1, cell: (s) => <EmailCell row={s} backLabel="Back to the subscription list" /> },
  { id: 'createdAt', header: 'SUBCRIPTION DATE', kind: 'date', priority: 1, cell: (s) => formatDate(s.createdAt) },
];

/**
 * /contactUs/subscription (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)"): the newsletter
 * subscriptions, newest first, read-only.
 */
export function SubscriptionListPage() {
  return (
    <RecordListPage
      title="Subscription List"
      tableLabel="Subscriptions"
      listKey="cms-subscriptions"
      searchLabel="Search by email"
      searchPlaceholder="name@example.com"
      columns={SUBSCRIPTION_COLUMNS}
      queryOptions={getSubscriptionsQueryOptions}
    />
  );
}
