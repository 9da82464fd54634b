import { CloseButton, HStack, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';

/** Props of {@link FilterChip}. */
export interface FilterChipProps {
  /** What the list is filtered by, e.g. 'Coupon', 'Customer'. */
  label: string;
  /** The record it is filtered to: its name, a RecordLink to it, or 'Loading…'. */
  children: ReactNode;
  /** Removes the filter (the page drops its parameter from the URL and goes back to page 1). */
  onRemove: () => void;
}

/**
 * A filter a list took from its URL that has no field of its own (docs/frontend-data.md, "Links between records":
 * a count links to the list it counts, which shows what it is filtered by and lets the reader remove it), e.g.
 * "Coupon: SAVE10NW ✕" on /reservations?couponId=…, "About: Harbour View ✕" on /all-tickets?about=hotel:….
 */
export function FilterChip({ label, children, onRemove }: FilterChipProps) {
  return (
    <HStack
      role="group"
      aria-label={`Filtered by ${label.toLowerCase()}`}
      gap="1.5"
      ps="3"
      pe="1"
      py="0.5"
      borderWidth="1px"
      borderRadius="full"
      bg="bg.muted"
      fontSize="sm"
      width="fit-content"
    >
      <Text as="span" color="fg.muted">
        {label}:
      </Text>
      <Text as="span" fontWeight="medium">
        {children}
      </Text>
      <CloseButton size="2xs" aria-label={`Remove the ${label.toLowerCase()} filter`} onClick={onRemove} />
    </HStack>
  );
}
