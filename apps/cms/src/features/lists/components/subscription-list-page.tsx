import { listSubscriptions } from '@backoffice/api-client';
import type { Subscription } from '@backoffice/contracts';
import { formatListDate } from '../format-date';
import { RecordListPage, type RecordColumn } from './record-list-page';

/** The spec's column headers, typo included ('SUBCRIPTION' is the contract, DECISIONS.md). */
export const SUBSCRIPTION_COLUMNS: readonly RecordColumn<Subscription>[] = [
  { header: 'SUBCRIPTION EMAIL', cell: (s) => s.email },
  { header: 'SUBCRIPTION DATE', cell: (s) => formatListDate(s.createdAt) },
];

/** /contactUs/subscription (spec 1 section 2): the newsletter subscriptions, newest first, read-only. */
export function SubscriptionListPage() {
  return (
    <RecordListPage
      title="Subscription List"
      tableLabel="Subscriptions"
      searchLabel="Search by email"
      columns={SUBSCRIPTION_COLUMNS}
      fetchPage={listSubscriptions}
    />
  );
}
