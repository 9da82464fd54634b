import {
  BookingsMessages,
  SURCHARGE_LABEL,
  commissionPercent,
  formatDateTime,
  formatMoney,
  formatPercent,
  revenue,
  type ChargeRefund,
} from '@backoffice/contracts';
import { RecordHistory, RecordLink, RecordPage, RecordTickets, useAction, useConfirmedAction, useRecordHistory } from '@backoffice/remote-kit';
import { Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Stack, Text } from '@backoffice/ui';
import type { HistoryField } from '@backoffice/ui/forms';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ApprovalRequestedNotice } from '../shared/approval-notice';
import { useCancelReservation, useCouponByCode, useRemoveReview, useReservation } from './api';
import { RefundDialog, type RefundMode } from './refund-dialog';
import { billingText, reservationTime } from './reservation-text';
import { BACK_TO_RESERVATIONS } from './reservations-page';

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

const RESERVATIONS_BACK = { to: '/reservations', label: BACK_TO_RESERVATIONS };

/**
 * The coupon a reservation used, as a link to the coupon's page once it is found by its code (reservations keep the
 * code only); the code as it is while it loads or when no coupon has it any more (a deleted one).
 */
function CouponLink({ code, backLabel }: { code: string; backLabel: string }) {
  const coupon = useCouponByCode(code);
  return coupon.data ? <RecordLink record={{ type: 'coupon', id: coupon.data._id, name: code }} backLabel={backLabel} /> : <>{code}</>;
}

/**
 * How a reservation's history writes its fields (docs/areas/bookings.md, "Reservation details"): refunds, no-show
 * captures and payouts carry their amount with their own currency; the provider's references stay as they are.
 */
const HISTORY_FIELDS: Readonly<Record<string, HistoryField>> = {
  status: { label: 'Status', kind: 'text' },
  refund: { label: 'Refunded', kind: 'boolean' },
  amount: { label: 'Amount', kind: 'money' },
  currency: { label: 'Currency', kind: 'text' },
  excluded: { label: 'Excluded from billing', kind: 'boolean' },
  captured: { label: 'Captured', kind: 'boolean' },
  chargeStatus: { label: 'Charge status', kind: 'text' },
  reviewId: { label: 'Review', kind: 'record' },
  refundId: { label: 'Refund reference', kind: 'text' },
  paymentIntentId: { label: 'Payment reference', kind: 'text' },
  transferId: { label: 'Transfer reference', kind: 'text' },
  provider: { label: 'Payment provider', kind: 'text' },
  reason: { label: 'Reason', kind: 'text' },
  note: { label: 'Note', kind: 'text' },
  refundedAmount: { label: 'Refunded so far', kind: 'money' },
};

/** A payment status's badge colour: refunded red, partly refunded orange, paid green. */
const PAYMENT_COLOURS: Readonly<Record<string, string>> = { Refunded: 'red', 'Partially refunded': 'orange', Paid: 'green' };

/**
 * The refunds of the charge, oldest first (docs/areas/bookings.md, "Refunds"): each one's amount in its currency,
 * reason and note, who gave it and when (in the reservation's zone), as a list under the Payment panel's figures.
 */
function RefundList({ refunds, timeZone }: { refunds: readonly ChargeRefund[]; timeZone: string }) {
  if (!refunds.length) return null;
  return (
    <Stack as="ul" aria-label="Refunds" gap="2" listStyleType="none" ps="0" pt="2" borderTopWidth="1px">
      {refunds.map((f) => (
        <Box as="li" key={f._id}>
          <Flex justify="space-between" gap="4">
            <Text fontWeight="medium">{formatMoney(f.amount, f.currency)}</Text>
            <Text color="fg.muted" textAlign="end">
              {formatDateTime(f.createdAt, { zone: timeZone })}
            </Text>
          </Flex>
          <Text fontSize="sm">
            {f.reason}
            {f.note ? `: ${f.note}` : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            By {f.by?.name ?? 'the system'}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** A currency as its ISO code ('thb' → 'THB'); the panel writes the other fields by their kind. */
const historyValue = (field: string, value: unknown): string | undefined => (field === 'currency' && typeof value === 'string' ? value.toUpperCase() : undefined);

/**
 * /reservationDetails/{reserveID} (docs/areas/bookings.md, "Reservation details", "Refunds"): the reservation's
 * number as the title with its status, property and payment status (Paid, Partially refunded, Refunded) under it;
 * Refund Customer, Cancel and refund and Cancel Booking at the right, each offered only when its rule allows (the
 * refunds through RefundDialog: amount, reason, note, one idempotency key per submission; an approval request leaves
 * a notice linking to /approvals); the Payment panel lists each refund and what remains refundable; customer, property, booking, payment and review panels, money in the charge's currency (the
 * commission in the hotel's, the revenue in Australian dollars), times in the reservation's zone; Remove review;
 * the tickets about it (the kit's RecordTickets); the history, a page at a time (the kit's useRecordHistory:
 * docs/areas/platform.md, "Audit trail"). The property (its hotel), the room, the customer and
 * the coupon are links to their records
 * (docs/areas/bookings.md, "Links"). A reservation that does not exist says so, with the way back to the list it
 * came from.
 */
export function ReservationDetailsPage() {
  const id = useParams().reserveID ?? '';
  const reservation = useReservation(id);
  const history = useRecordHistory({ entityType: 'reservation', entityId: id });
  const m = BookingsMessages;
  // Refund Customer and Cancel and refund open one form (amount, reason, note); a request for a second SuperAdmin's
  // approval leaves a notice with the way to the Approvals page.
  const [refunding, setRefunding] = useState<RefundMode | null>(null);
  const [approvalAsked, setApprovalAsked] = useState(false);
  const cancel = useAction(useCancelReservation(), { success: m.reservation.cancelled, failure: 'The booking could not be cancelled.' });
  const removeReview = useAction(useRemoveReview(), { success: m.review.deleted, failure: 'The review could not be removed.' });
  // Each confirmation closes once its action succeeded and stays open for a retry when it failed.
  const cancelling = useConfirmedAction(cancel, {
    title: 'Cancel Booking',
    message: m.reservation.cancelConfirm,
    confirmLabel: 'Cancel Booking',
    cancelLabel: 'Keep',
    destructive: true,
    keepOnFailure: true,
  });
  const removingReview = useConfirmedAction(removeReview, { title: 'Remove review', message: m.review.removeConfirm, confirmLabel: 'Remove', destructive: true, keepOnFailure: true });

  return (
    <RecordPage
      query={reservation}
      noun="reservation"
      missing={m.reservation.notFound}
      frame={{ title: 'Reservation', back: RESERVATIONS_BACK }}
      record={{ type: 'reservation', id }}
      title={(r) => `Reservation ${r.bookingId}`}
      subtitle={(r) => (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={r.status === 'Cancelled' ? 'red' : 'gray'}>{r.status}</Badge>
          <Text>
            <RecordLink record={{ type: 'hotel', id: r.hotel._id, name: r.hotel.name }} backLabel={`Back to reservation ${r.bookingId}`} />
          </Text>
          <Badge colorPalette={PAYMENT_COLOURS[r.paymentStatus] ?? 'gray'}>{r.paymentStatus}</Badge>
        </HStack>
      )}
      actions={(r) => (
        <>
          {r.canRefund && r.charge ? (
            <Button size="sm" colorPalette="blue" onClick={() => setRefunding('refund')}>
              Refund Customer
            </Button>
          ) : null}
          {r.canRefund && r.canCancel && r.charge ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRefunding('cancel')}>
              Cancel and refund
            </Button>
          ) : null}
          {r.canCancel && r.roomId ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => r.roomId && cancelling.ask({ hotelId: r.hotel._id, roomId: r.roomId, id: r._id })}>
              Cancel Booking
            </Button>
          ) : null}
        </>
      )}
      keyOf={(r) => r._id}
    >
      {(r) => {
        const c = r.charge;
        // Amounts of the charge in its own currency (an ISO code); a reservation without a charge has none to show.
        const money = (minor: number | null | undefined) => formatMoney(minor, c?.currency ?? r.currencySymbol);
        const back = `Back to reservation ${r.bookingId}`;
        return (
          <>
            {approvalAsked ? (
              <ApprovalRequestedNotice />
            ) : null}
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <Panel title="Customer">
                <Row label="Name">
                  {r.bookedBy ? <RecordLink record={{ type: 'customer', id: r.bookedBy._id, name: r.bookedBy.fullName || r.bookedBy.email }} backLabel={back} /> : '—'}
                </Row>
                <Row label="E-mail">{r.bookedBy?.contactEmail || r.bookedBy?.email || '—'}</Row>
                <Row label="Mobile">{r.bookedBy?.mobile || '—'}</Row>
                <Row label="Account Type">{r.accountType}</Row>
              </Panel>
              <Panel title="Property">
                <Row label="Property">
                  <RecordLink record={{ type: 'hotel', id: r.hotel._id, name: r.hotel.name }} backLabel={back} />
                </Row>
                <Row label="Property ID">{r.hotel.propertyId || '—'}</Row>
                <Row label="Address">{[r.hotel.streetAddress, r.hotel.city, r.hotel.country].filter(Boolean).join(', ')}</Row>
                <Row label="Room">{r.room ? <RecordLink record={{ type: 'room', id: r.room._id, parentId: r.hotel._id, name: r.room.name }} backLabel={back} /> : '—'}</Row>
              </Panel>
              <Panel title="Booking">
                <Row label="Status">
                  <Badge colorPalette={r.status === 'Cancelled' ? 'red' : 'gray'}>{r.status}</Badge>
                </Row>
                <Row label="Length of Stay">{r.duration} Hours</Row>
                <Row label="Check-in">{reservationTime(r.reservationStart, r.timezone)}</Row>
                <Row label="Check-out">{reservationTime(r.reservationEnd, r.timezone)}</Row>
                <Row label="Time Zone">{r.timezone}</Row>
                <Row label="Booked On">{reservationTime(r.createdAt, r.timezone)}</Row>
                <Row label="Device">{r.bookingDevice}</Row>
                <Row label="Coupon">{r.coupon ? <CouponLink code={r.coupon.code} backLabel={back} /> : '—'}</Row>
                <Row label="Billing Deducted">{billingText(r.billingDeducted, r.timezone)}</Row>
              </Panel>
              <Panel title="Payment">
                <Row label="Payment Status">
                  <Badge colorPalette={PAYMENT_COLOURS[r.paymentStatus] ?? 'gray'}>{r.paymentStatus}</Badge>
                </Row>
                {c ? (
                  <>
                    <Row label="Room Cost">{money(c.cost)}</Row>
                    <Row label={SURCHARGE_LABEL}>{money(c.surcharge)}</Row>
                    <Row label="Hotel Discount">{money(c.hotelDiscount)}</Row>
                    <Row label="Platform Discount">{money(c.timeflyzDiscount)}</Row>
                    <Row label="Total">{money(c.total)}</Row>
                    <Row label="Commission">{`${money(c.commission)} (${formatPercent(commissionPercent(c.commission, c.cost), { digits: 2 })})`}</Row>
                    <Row label="Commission GST">{money(c.commissionGST)}</Row>
                    <Row label="Provider Fee">{money(c.stripeFee)}</Row>
                    <Row label="Revenue (A$)">{formatMoney(revenue(c.amount, c.userExchangeRate), 'AUD')}</Row>
                    <Row label="Captured">{c.captured ? 'Yes' : 'No'}</Row>
                    {c.refundedAmount ? <Row label="Refunded">{money(c.refundedAmount)}</Row> : null}
                    {c.captured ? <Row label="Remaining refundable">{money(r.refundable)}</Row> : null}
                    <Row label="Pay at Hotel">{r.payAtHotel ? 'Yes' : 'No'}</Row>
                    <RefundList refunds={r.refunds} timeZone={r.timezone} />
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
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => r.review && removingReview.ask(r.review._id)}>
                        Remove review
                      </Button>
                    </Box>
                  </>
                ) : (
                  <Text>{m.review.empty}</Text>
                )}
              </Panel>
            </SimpleGrid>
            <RecordTickets about={{ type: 'reservation', id: r._id, name: r.bookingId }} />
            <RecordHistory query={history} fields={HISTORY_FIELDS} formatValue={historyValue} currency={c?.currency} timeZone={r.timezone} />
            <RefundDialog target={refunding ? { reservation: r, mode: refunding } : null} onClose={() => setRefunding(null)} onApprovalRequested={() => setApprovalAsked(true)} />
            {cancelling.dialog}
            {removingReview.dialog}
          </>
        );
      }}
    </RecordPage>
  );
}
