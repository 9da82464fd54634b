import { Button, Flex, HStack, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page (10 on every list: docs/areas/platform.md, "Forms, grids and data conventions"). */
  pageSize: number;
  /** Number of rows over all pages. */
  total: number;
  /** Called with the 1-based page the user picked (never the current page, never out of range). */
  onPageChange: (page: number) => void;
  /**
   * How many numbered page buttons show at most (docs/areas/platform.md, "Forms, grids and data conventions":
   * 5). Default 5.
   */
  range?: number;
  /** Accessible name of the `nav` (default 'Pagination'); give another when a page holds two pagers. */
  label?: string;
  /**
   * The rows-per-page sizes a 'Rows per page' select offers (e.g. [10, 25, 50]; the current `pageSize` is added
   * when missing). Shown only together with `onPageSizeChange` (docs/frontend-data.md, "Lists").
   */
  pageSizeOptions?: readonly number[];
  /**
   * Called with the size the user picked; then `onPageChange` gets the page holding the first row shown before
   * (unless that is the current page), so the reader keeps their place.
   */
  onPageSizeChange?: (size: number) => void;
}

/** The page numbers to show: a window of `range` pages around `page`, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, range: number): number[] {
  const size = Math.max(1, Math.min(range, pageCount));
  let start = Math.max(1, page - Math.floor((size - 1) / 2));
  start = Math.min(start, Math.max(1, pageCount - size + 1));
  return Array.from({ length: pageCount === 0 ? 0 : size }, (_, i) => start + i);
}

/**
 * The list footer of every grid ("Showing X to Y of Z entries", 10 per page, 5 pages with first, previous,
 * next and last: docs/areas/platform.md, "Forms, grids and data conventions"). Plain buttons
 * rather than Chakra's Pagination, to keep libs/ui small (it loads on the login page). The current page
 * button has aria-current="page"; First/Previous are disabled on page 1 and Next/Last on the last page. The
 * pager holds no state: the caller keeps the page (e.g. in the URL query). With `pageSizeOptions` and
 * `onPageSizeChange` it also shows a 'Rows per page' select (docs/frontend-data.md, "Lists").
 *
 * @example
 * <ListPager page={page} pageSize={10} total={data.total} onPageChange={(p) => setParams({ page: String(p) })} />
 */
export function ListPager({
  page,
  pageSize,
  total,
  onPageChange,
  range = 5,
  label = 'Pagination',
  pageSizeOptions,
  onPageSizeChange,
}: ListPagerProps) {
  const sizeId = useId();
  const pageCount = Math.max(0, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount));
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const go = (p: number) => {
    if (p !== current && p >= 1 && p <= pageCount) onPageChange(p);
  };
  const sizes =
    pageSizeOptions && onPageSizeChange
      ? [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b)
      : undefined;
  const changeSize = (size: number) => {
    if (!onPageSizeChange || size === pageSize) return;
    onPageSizeChange(size);
    const keep = from === 0 ? 1 : Math.floor((from - 1) / size) + 1;
    if (keep !== current) onPageChange(keep);
  };

  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="3" mt="4">
      <HStack gap="4" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          Showing {from} to {to} of {total} entries
        </Text>
        {sizes ? (
          <HStack gap="2">
            <chakra.label htmlFor={sizeId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              Rows per page
            </chakra.label>
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                id={sizeId}
                value={String(pageSize)}
                onChange={(e) => changeSize(Number(e.currentTarget.value))}
              >
                {sizes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : null}
      </HStack>
      <chakra.nav aria-label={label}>
        <HStack gap="1">
          <Button size="sm" variant="outline" aria-label="First page" disabled={atStart} onClick={() => go(1)}>
            «
          </Button>
          <Button size="sm" variant="outline" aria-label="Previous page" disabled={atStart} onClick={() => go(current - 1)}>
            ‹
          </Button>
          {pageWindow(current, pageCount, range).map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === current ? 'solid' : 'outline'}
              aria-label={`Page ${p}`}
              aria-current={p === current ? 'page' : undefined}
              onClick={() => go(p)}
            >
              {p}
            </Button>
          ))}
          <Button size="sm" variant="outline" aria-label="Next page" disabled={atEnd} onClick={() => go(current + 1)}>
            ›
          </Button>
          <Button size="sm" variant="outline" aria-label="Last page" disabled={atEnd} onClick={() => go(pageCount)}>
            »
          </Button>
        </HStack>
      </chakra.nav>
    </Flex>
  );
}
