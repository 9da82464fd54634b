import { listContactEnquiries, type ListPageQuery } from '@backoffice/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listKeys } from './list-keys';

/** GET /contact/list?page=&limit=&search=: one page of contact-us enquiries, newest first. */
export const getContactEnquiriesQueryOptions = (q: ListPageQuery) =>
  queryOptions({ queryKey: listKeys.contactEnquiries(q), queryFn: () => listContactEnquiries(q) });
