/**
 * The bookings area's api-client functions (reservations, reviews, customers, bans and four-eyes approval), each
 * through its operation (docs/areas/bookings.md, "Calls", "Four-eyes approval").
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as bookingsClient from '../../../../../libs/api-client/src/lib/bookings';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as approvalsClient from '../../../../../libs/api-client/src/lib/approvals';
import type { AreaDrift } from './harness';

export const bookingsDrift: AreaDrift = {
  area: 'bookings',
  client: bookingsClient,
  drive: async (run) => {
    // reservations (docs/areas/bookings.md, "Calls")
    const list = await run('listReservations', () => bookingsClient.listReservations({ limit: 100 }));
    const paid = list.data.filter((r) => r.paymentStatus === 'Paid' && r.status !== 'Cancelled' && r.roomId && r.bookedBy);
    expect(paid.length).toBeGreaterThan(2);
    const [refunded, cancelled, excluded] = paid;
    const details = await run('getReservation', () => bookingsClient.getReservation(refunded._id));
    expect(details.canRefund).toBe(true);
    const exported = await run('exportReservations', () => bookingsClient.exportReservations({ search: refunded.bookingId }));
    expect(exported.rows).toBeGreaterThan(0);
    await run('excludeReservations', () => bookingsClient.excludeReservations([excluded._id]));
    // A money action under its Idempotency-Key: one minor unit, below any four-eyes threshold.
    const refund = await run('refundReservation', () =>
      bookingsClient.refundReservation({ chargeId: details.charge?._id ?? '', amount: 1, reason: 'Goodwill' }, 'drift-refund-key'),
    );
    expect(refund.kind).toBe('refunded');
    await run('cancelReservation', () =>
      bookingsClient.cancelReservation({ hotelId: cancelled.hotelId._id, roomId: cancelled.roomId ?? '', id: cancelled._id }),
    );
    const window = { reservationStart: new Date(0).toISOString(), reservationEnd: new Date('2100-01-01').toISOString() };
    const noShows = await run('listNoShows', () => bookingsClient.listNoShows({ ...window, captured: false }));
    const uncaptured = noShows.find((n) => n.charge && !n.charge.captured);
    expect(uncaptured).toBeDefined();
    // The No-shows page's call: the same window a page at a time, with its total.
    const firstPage = await run('listNoShowPage', () => bookingsClient.listNoShowPage({ ...window, captured: false, page: 1, limit: 2 }));
    expect(firstPage.total).toBe(noShows.length);
    expect(firstPage.data.map((n) => n._id)).toEqual(noShows.slice(0, 2).map((n) => n._id));
    // 'success', or 202 with a request when the amount is at or above its currency's threshold: both fit.
    await run('approveNoShowCharge', () => bookingsClient.approveNoShowCharge(uncaptured?.charge?._id ?? '', 'drift-no-show-key'));

    // reviews (docs/areas/bookings.md, "Reviews")
    const reviews = await run('getHotelReviews', () => bookingsClient.getHotelReviews(details.hotel._id));
    const review = reviews.data[0];
    if (review) await run('removeReview', () => bookingsClient.removeReview(review._id));
    else await run('removeReview', () => bookingsClient.removeReview('no-such-review'), [404]);

    // customers and bans (docs/areas/bookings.md, "Customer records", "Bans")
    const customer = refunded.bookedBy ?? { _id: '', email: '' };
    await run('getCustomerRecord', () => bookingsClient.getCustomerRecord(customer._id));
    await run('getBanInfo', () => bookingsClient.getBanInfo(customer._id));
    await run('setCustomerBan', () => bookingsClient.setCustomerBan({ kind: 'one', hotelId: details.hotel._id }, customer._id, true));
    await run('setCustomerBan', () => bookingsClient.setCustomerBan({ kind: 'linked', hotelId: details.hotel._id }, customer._id, false));
    await run('setCustomerBan', () => bookingsClient.setCustomerBan({ kind: 'all' }, customer._id, false));
    await run('getBannedProperties', () => bookingsClient.getBannedProperties(customer._id));
    await run('resetGuestPassword', () => bookingsClient.resetGuestPassword(customer._id, customer.email));
  },
};

export const approvalsDrift: AreaDrift = {
  area: 'approvals',
  client: approvalsClient,
  drive: async (run) => {
    // Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval"): a threshold of one minor unit makes the
    // next refund a request; its requester may neither approve nor reject it (403), so it stays pending.
    const thresholds = await run('listApprovalThresholds', () => approvalsClient.listApprovalThresholds());
    const { data } = await bookingsClient.listReservations({ limit: 100 });
    const row = data.find((r) => r.paymentStatus === 'Paid' && r.status !== 'Cancelled');
    const details = await bookingsClient.getReservation(row?._id ?? '');
    const currency = details.charge?.currency ?? thresholds.data[0].currency;
    await run('setApprovalThreshold', () => approvalsClient.setApprovalThreshold({ currency, amount: 1 }));
    const requested = await bookingsClient.refundReservation(
      { chargeId: details.charge?._id ?? '', amount: 1, reason: 'Goodwill' },
      'drift-approval-refund-key',
    );
    expect(requested.kind).toBe('approvalRequested');
    const id = requested.kind === 'approvalRequested' ? requested.approval.id : '';
    const page = await run('listApprovals', () => approvalsClient.listApprovals({ status: 'pending' }));
    expect(page.data.map((a) => a.id)).toContain(id);
    await run('getApproval', () => approvalsClient.getApproval(id));
    await run('approveRequest', () => approvalsClient.approveRequest(id, { note: 'Drift check' }, 'drift-approve-key'), [403]);
    await run('rejectRequest', () => approvalsClient.rejectRequest(id, { note: 'Drift check' }), [403]);
    await approvalsClient.setApprovalThreshold({ currency, amount: null });
  },
};
