import type { Subscription } from '@backoffice/contracts';
import type { DataGridColumn } from '@backoffice/ui';
import { getSubscriptionsQueryOptions } from '../api/get-subscriptions';
import { formatListDate } from '../format-date';
import { RecordListPage } from './record-list-page';

/**
 * The spec's column headers, typo included ('SUBCRIPTION' is the contract, docs/areas/platform.md,
 * "Messages").
 */
export const SUBSCRIPTION_COLUMNS: readonly DataGridColumn<Subscription>[] = [
  { id: 'email', header: 'SUBCRIPTION EMAIL', cell: (s) => s.email },
  { id: 'createdAt', header: 'SUBCRIPTION DATE', cell: (s) => formatListDate(s.createdAt), nowrap: true },
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
      searchLabel="Search by email"
      columns={SUBSCRIPTION_COLUMNS}
      queryOptions={getSubscriptionsQueryOptions}
    />
  );
}
