import { Limits } from '@backoffice/contracts/constants';
import type { ListQueryState } from '@backoffice/remote-kit';

/**
 * The rows per page this area's paged lists offer (reservations, pricing, coupons): the console's 10 first, then 25
 * and 50; the reader's choice is kept per list (docs/frontend-data.md, "Lists").
 */
export const PAGE_SIZES: readonly number[] = [Limits.pageSize, 25, 50];

/**
 * What a list's ListPage takes from the query of its rows (docs/frontend-data.md, "Lists"): the query (its loading,
 * refetching and error states), the rows of the shown page, and the list's `noun`, from which ListPage names its
 * loading and error states ('reservations': 'Loading reservations…', 'The reservations could not be loaded.').
 */
export function listRows<T>(query: ListQueryState, rows: readonly T[] | undefined, noun: string) {
  return { query, rows, noun };
}
