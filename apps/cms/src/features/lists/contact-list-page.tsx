import type { ContactEnquiry } from '@backoffice/contracts';
import type { DataGridColumn } from '@backoffice/ui';
import { getContactEnquiriesQueryOptions } from './api';
import { EmailCell, RecordListPage } from './record-list-page';

/**
 * The spec's column headers; CONTACT HELP shows the enquiry's `comment` (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)"); the address links to its
 * user when it is one's ("Links").
 */
export const CONTACT_COLUMNS: readonly DataGridColumn<ContactEnquiry>[] = [
  { id: 'name', header: 'CONTACT NAME', kind: 'name', priority: 1, cell: (c) => c.name },
  { id: 'email', header: 'CONTACT EMAIL', kind: 'email', priority: 2, cell: (c) => <EmailCell row={c} backLabel="Back to the contact list" /> },
  { id: 'comment', header: 'CONTACT HELP', priority: 1, cell: (c) => c.comment, cellStyle: { whiteSpace: 'pre-wrap' } },
];

/**
 * /contactUs/list (docs/areas/cms.md,
 * "Subscription list (`/contactUs/subscription`) and Contact Us list (`/contactUs/list`)"): the contact-us
 * enquiries, newest first, read-only.
 */
export function ContactListPage() {
  return (
    <RecordListPage
      title="Contact Us List"
      tableLabel="Contact enquiries"
      listKey="cms-contact-enquiries"
      searchLabel="Search by name, email or message"
      searchPlaceholder="Name, e-mail or words of the message"
      columns={CONTACT_COLUMNS}
      queryOptions={getContactEnquiriesQueryOptions}
    />
  );
}
