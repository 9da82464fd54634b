import { BookingsMessages, REVIEW_SCORE_MAX, type Review } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Card, Flex, HStack, Heading, Stack, Text } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useHotelReviews, useRemoveReview } from './api';
import { zoned } from './format';

/**
 * /reviews/{hotelId} (docs/areas/bookings.md, "Reviews"): the hotel's reviews, newest first, each tag out of 5,
 * the hotel's reply, and Remove after 'Remove Review ?'; 'Not Reviewed yet' when there is none.
 */
export function ReviewsPage() {
  const hotelId = useParams().hotelId ?? '';
  const reviews = useHotelReviews(hotelId);
  const remove = useRemoveReview();
  const notify = useNotify();
  const [removing, setRemoving] = useState<Review | null>(null);

  if (reviews.isPending) return <LoadingState label="Loading reviews…" />;
  if (reviews.isError) return <LoadError title="The reviews could not be loaded." message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />;

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing._id);
      notify({ type: 'success', title: BookingsMessages.review.deleted });
      setRemoving(null);
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Reviews / {reviews.data.hotel.name}
        </Heading>
        {reviews.data.data.length === 0 ? <EmptyState text={BookingsMessages.review.empty} /> : null}
        {reviews.data.data.map((r) => (
          <Card.Root key={r._id} as="article" aria-label={`Review by ${r.userId.fullName}`} size="sm">
            <Card.Body>
              <Flex justify="space-between" gap="4" wrap="wrap">
                <Stack gap="1">
                  <Text fontWeight="semibold">{r.userId.fullName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {zoned(r.createdAt, undefined, 'DD/MM/YYYY')}
                  </Text>
                </Stack>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(r)} aria-label={`Remove review by ${r.userId.fullName}`}>
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
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove review"
        message={BookingsMessages.review.removeConfirm}
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
