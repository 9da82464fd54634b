import { BookingsMessages, SURCHARGE_LABEL, commissionPercent, formatMinor, revenue, type ReservationDetails } from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { newIdempotencyKey } from '@backoffice/api-client/bookings';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, Card, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text } from '@backoffice/ui';
import { ConfirmDialog, HistoryPanel } from '@backoffice/ui/forms';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCancelReservation, useRefund, useRemoveReview, useReservation, useReservationHistory } from './api';
import { billingText, money, zoned } from './format';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="1.5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{children}</Text>
    </Flex>
  );
}

type Pending = 'refund' | 'cancel' | 'review' | null;

/**
 * /reservationDetails/{reserveID} (docs/areas/bookings.md, "Reservation details"): customer, property, booking,
 * payment and review panels, money with the reservation's currency symbol, times in its zone; Refund Customer,
 * Cancel Booking and Remove review, each offered only when its rule allows and confirmed first; the history.
 */
export function ReservationDetailsPage() {
  const id = useParams().reserveID ?? '';
  const reservation = useReservation(id);
  const history = useReservationHistory(id);
  const refund = useRefund();
  const cancel = useCancelReservation();
  const removeReview = useRemoveReview();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);
  // One key per opened confirmation: a retried click of the same confirmation cannot refund twice.
  const [refundKey, setRefundKey] = useState(newIdempotencyKey);

  if (reservation.isPending) return <LoadingState label="Loading reservation…" />;
  if (reservation.isError) return <LoadError title="The reservation could not be loaded." message={errorMessage(reservation.error)} onRetry={() => void reservation.refetch()} />;
  const r: ReservationDetails = reservation.data;
  const c = r.charge;
  const symbol = r.currencySymbol;

  async function run(action: () => Promise<unknown>, ok: string) {
    try {
      await action();
      notify({ type: 'success', title: ok });
      setPending(null);
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Reservation {r.bookingId}
          </Heading>
          <HStack gap="2">
            {r.canRefund && c ? (
              <Button size="sm" colorPalette="blue" onClick={() => { setRefundKey(newIdempotencyKey()); setPending('refund'); }}>
                Refund Customer
              </Button>
            ) : null}
            {r.canCancel && r.roomId ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPending('cancel')}>
                Cancel Booking
              </Button>
            ) : null}
          </HStack>
        </Flex>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Panel title="Customer">
            <Row label="Name">
              {r.bookedBy ? (
                <Link asChild color="blue.600">
                  <RouterLink to={`/customerRecords/${r.bookedBy._id}`}>{r.bookedBy.fullName}</RouterLink>
                </Link>
              ) : '—'}
            </Row>
            <Row label="E-mail">{r.bookedBy?.contactEmail || r.bookedBy?.email || '—'}</Row>
            <Row label="Mobile">{r.bookedBy?.mobile || '—'}</Row>
            <Row label="Account Type">{r.accountType}</Row>
          </Panel>
          <Panel title="Property">
            <Row label="Property">{r.hotel.name}</Row>
            <Row label="Property ID">{r.hotel.propertyId || '—'}</Row>
            <Row label="Address">{[r.hotel.streetAddress, r.hotel.city, r.hotel.country].filter(Boolean).join(', ')}</Row>
            <Row label="Room">{r.room?.name ?? '—'}</Row>
          </Panel>
          <Panel title="Booking">
            <Row label="Status">
              <Badge colorPalette={r.status === 'Cancelled' ? 'red' : 'gray'}>{r.status}</Badge>
            </Row>
            <Row label="Length of Stay">{r.duration} Hours</Row>
            <Row label="Check-in">{zoned(r.reservationStart, r.timezone)}</Row>
            <Row label="Check-out">{zoned(r.reservationEnd, r.timezone)}</Row>
            <Row label="Time Zone">{r.timezone}</Row>
            <Row label="Booked On">{zoned(r.createdAt, r.timezone)}</Row>
            <Row label="Device">{r.bookingDevice}</Row>
            <Row label="Coupon">{r.coupon?.code ?? '—'}</Row>
            <Row label="Billing Deducted">{billingText(r.billingDeducted, r.timezone)}</Row>
          </Panel>
          <Panel title="Payment">
            <Row label="Payment Status">{r.paymentStatus}</Row>
            {c ? (
              <>
                <Row label="Room Cost">{money(c.cost, symbol)}</Row>
                <Row label={SURCHARGE_LABEL}>{money(c.surcharge, symbol)}</Row>
                <Row label="Hotel Discount">{money(c.hotelDiscount, symbol)}</Row>
                <Row label="Platform Discount">{money(c.timeflyzDiscount, symbol)}</Row>
                <Row label="Total">{money(c.total, symbol)}</Row>
                <Row label="Commission">{`${money(c.commission, c.hotelVatgst.shortName)} (${commissionPercent(c.commission, c.cost).toFixed(2)}%)`}</Row>
                <Row label="Commission GST">{money(c.commissionGST, c.hotelVatgst.shortName)}</Row>
                <Row label="Provider Fee">{money(c.stripeFee, symbol)}</Row>
                <Row label="Revenue (A$)">{money(revenue(c.amount, c.userExchangeRate), 'A$')}</Row>
                <Row label="Captured">{c.captured ? 'Yes' : 'No'}</Row>
                {c.refundedAmount ? <Row label="Refunded">{money(c.refundedAmount, symbol)}</Row> : null}
                <Row label="Pay at Hotel">{r.payAtHotel ? 'Yes' : 'No'}</Row>
              </>
            ) : (
              <Text>No charge</Text>
            )}
          </Panel>
          <Panel title="Review">
            {r.review ? (
              <>
                <Text>{r.review.comment}</Text>
                {r.review.tags.map((t) => (
                  <Row key={t.key} label={t.key}>{`${t.value}/5`}</Row>
                ))}
                {r.review.reply ? <Text fontStyle="italic">Hotel reply: {r.review.reply}</Text> : null}
                <Box>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setPending('review')}>
                    Remove review
                  </Button>
                </Box>
              </>
            ) : (
              <Text>{BookingsMessages.review.empty}</Text>
            )}
          </Panel>
        </SimpleGrid>
        <HistoryPanel
          title="History"
          events={history.data}
          loading={history.isPending}
          error={history.isError ? errorMessage(history.error) : null}
          onRetry={() => void history.refetch()}
          timeZone={r.timezone}
        />
      </Stack>
      <ConfirmDialog
        open={pending === 'refund'}
        title="Refund Customer"
        message={BookingsMessages.reservation.refundConfirm(formatMinor(c ? c.amount - c.refundedAmount : 0))}
        confirmLabel="Refund"
        loading={refund.isPending}
        onConfirm={() => c && void run(() => refund.mutateAsync({ chargeId: c._id, key: refundKey }), BookingsMessages.reservation.refunded)}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'cancel'}
        title="Cancel Booking"
        message={BookingsMessages.reservation.cancelConfirm}
        confirmLabel="Cancel Booking"
        cancelLabel="Keep"
        destructive
        loading={cancel.isPending}
        onConfirm={() => r.roomId && void run(() => cancel.mutateAsync({ hotelId: r.hotel._id, roomId: r.roomId as string, id: r._id }), BookingsMessages.reservation.cancelled)}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'review'}
        title="Remove review"
        message={BookingsMessages.review.removeConfirm}
        confirmLabel="Remove"
        destructive
        loading={removeReview.isPending}
        onConfirm={() => r.review && void run(() => removeReview.mutateAsync(r.review!._id), BookingsMessages.review.deleted)}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}
