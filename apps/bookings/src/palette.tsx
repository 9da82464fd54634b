import type { RecordType, SearchHit } from '@backoffice/contracts';
import type { ResultRenderer } from '@backoffice/shell-sdk';
import { HStack, Text } from '@backoffice/ui';

/**
 * How the palette draws a reservation found by the search (docs/areas/bookings.md, "Links"; docs/micro-frontends.md,
 * "What a remote registers with the palette"): the booking number set apart in a fixed-width face, the guest beside
 * it, then the hotel, the arrival and the status. Text only: it sits inside the palette's option.
 */
function ReservationHit({ hit }: { hit: SearchHit }) {
  const [booking = hit.title, ...guest] = hit.title.split(' · ');
  return (
    <>
      <HStack gap="2" minW="0">
        <Text fontFamily="mono" fontWeight="semibold" flexShrink={0}>
          {booking}
        </Text>
        <Text truncate>{guest.join(' · ')}</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted" truncate>
        {hit.context}
      </Text>
    </>
  );
}

/** The palette's renderers of the record types this area owns. */
export const RENDERERS: Readonly<Partial<Record<RecordType, ResultRenderer>>> = {
  reservation: (hit) => <ReservationHit hit={hit} />,
};
