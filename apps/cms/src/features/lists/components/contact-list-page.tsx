import { listContactEnquiries } from '@backoffice/api-client';
import type { ContactEnquiry } from '@backoffice/contracts';
import { RecordListPage, type RecordColumn } from './record-list-page';

/** The spec's column headers; CONTACT HELP shows the enquiry's `comment` (spec 1 section 3). */
export const CONTACT_COLUMNS: readonly RecordColumn<ContactEnquiry>[] = [
  { header: 'CONTACT NAME', cell: (c) => c.name },
  { header: 'CONTACT EMAIL', cell: (c) => c.email },
  { header: 'CONTACT HELP', cell: (c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.comment}</span> },
];

/** /contactUs/list (spec 1 section 2): the contact-us enquiries, newest first, read-only. */
export function ContactListPage() {
  return (
    <RecordListPage
      title="Contact Us List"
      tableLabel="Contact enquiries"
      searchLabel="Search by name, email or message"
      columns={CONTACT_COLUMNS}
      fetchPage={listContactEnquiries}
    />
  );
}
