import { BookingsMessages, FILTERED_LISTS, REVIEW_SCORE_MAX, formatDate, type Review } from '@backoffice/contracts';
import { EmptyState, RecordLink, RecordPage, useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { Button, Card, Flex, HStack, Stack, Text } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { useHotelReviews, useRemoveReview } from './api';

/** The way back to this page from a record it links. */
const BACK_TO_REVIEWS = 'Back to the reviews';

/**
 * /reviews/{hotelId} (docs/areas/bookings.md, "Reviews", "Links"): the hotel's reviews, newest first, each with its
 * day (in the viewer's zone), each tag out of 5, the hotel's reply, and Remove after 'Remove Review ?'; 'Not
 * Reviewed yet' when there is none. The hotel (under the title, with its reservations), each guest and each review's
 * reservation are links. The way back leads to the list the page was opened from (the property listing).
 */
export function ReviewsPage() {
  const hotelId = useParams().hotelId ?? '';
  const reviews = useHotelReviews(hotelId);
  const remove = useAction(useRemoveReview(), { success: BookingsMessages.review.deleted, failure: 'The review could not be removed.' });
  const removing = useConfirmedAction(
    remove,
    { title: 'Remove review', message: BookingsMessages.review.removeConfirm, confirmLabel: 'Remove', destructive: true, keepOnFailure: true },
    (r: Review) => r._id,
  );

  return (
    <RecordPage
      query={reviews}
      noun="reviews"
      missing="This hotel does not exist or was removed."
      frame={{ title: 'Reviews', back: { to: '/property/all', label: 'Back to the property listing' } }}
      title={(data) => `Reviews / ${data.hotel.name}`}
      subtitle={(data) => (
        <HStack gap="3" wrap="wrap">
          <RecordLink record={{ type: 'hotel', id: data.hotel._id, name: data.hotel.name }} backLabel={BACK_TO_REVIEWS} />
          <RecordLink to={FILTERED_LISTS.reservations({ hotelId: data.hotel._id })} backLabel={BACK_TO_REVIEWS}>
            Its reservations
          </RecordLink>
        </HStack>
      )}
    >
      {(data) => (
        <Stack gap="4">
          {data.data.length === 0 ? <EmptyState text={BookingsMessages.review.empty} /> : null}
          {data.data.map((r) => (
            <Card.Root key={r._id} as="article" aria-label={`Review by ${r.userId.fullName}`} size="sm">
              <Card.Body>
                <Flex justify="space-between" gap="4" wrap="wrap">
                  <Stack gap="1">
                    <Text fontWeight="semibold">
                      {r.userId._id ? <RecordLink record={{ type: 'customer', id: r.userId._id, name: r.userId.fullName }} backLabel={BACK_TO_REVIEWS} /> : r.userId.fullName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(r.createdAt)}
                      {r.reservationId ? (
                        <>
                          {' · '}
                          <RecordLink record={{ type: 'reservation', id: r.reservationId }} backLabel={BACK_TO_REVIEWS}>
                            The reservation
                          </RecordLink>
                        </>
                      ) : null}
                    </Text>
                  </Stack>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => removing.ask(r)} aria-label={`Remove review by ${r.userId.fullName}`}>
                    Remove
                  </Button>
                </Flex>
                <Text mt="2">{r.comment}</Text>
                <HStack gap="4" mt="2" wrap="wrap">
                  {r.tags.map((t) => (
                    <Text key={t.key} fontSize="sm">
                      {t.key}: {t.value}/{REVIEW_SCORE_MAX}
                    </Text>
                  ))}
                </HStack>
                {r.reply ? (
                  <Text mt="2" fontStyle="italic">
                    Hotel reply: {r.reply}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          ))}
          {removing.dialog}
        </Stack>
      )}
    </RecordPage>
  );
}
