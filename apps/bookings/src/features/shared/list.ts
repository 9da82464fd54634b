import { Limits } from '@backoffice/contracts/constants';

/**
 * The rows per page this area's paged lists offer (reservations, pricing, coupons): the console's 10 first, then 25
 * and 50; the reader's choice is kept per list (docs/frontend-data.md, "Lists").
 */
export const PAGE_SIZES: readonly number[] = [Limits.pageSize, 25, 50];
