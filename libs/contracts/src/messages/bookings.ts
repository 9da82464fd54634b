/**
 * Messages of the bookings area (docs/areas/bookings.md, "Messages"): reservations, refunds, cancellations,
 * exclusion from billing, no-shows, reviews and customer records with bans. Spellings are the contract.
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
export const BookingsMessages = {
  reservation: {
    notFound: 'Reservation not found',
    refunded: 'Refunded to customer successfully',
    /**
     * The spec's 'Please confirm you wish to credit the customer for $ {amount}', with `amount` written in the
     * charge's own currency by the format module ('฿1,288.00', 'NZ$123.45'), not a bare '$' (shared DECISIONS,
     * "Contract and messages").
     */
    refundConfirm: (amount: string) => `Please confirm you wish to credit the customer for ${amount}`,
    /** ours: 409, a second refund. */
    alreadyRefunded: 'This reservation has already been refunded',
    /** ours: 409, a refund or a capture of this charge is under way. */
    moneyActionBusy: 'Another payment action on this reservation is under way, please try again shortly',
    /** ours: 409, nothing was captured to give back. */
    nothingToRefund: 'Nothing was captured for this reservation, so there is nothing to refund',
    /** ours: 400, a partial refund above what remains refundable; `remaining` written by the format module ('A$12.50'). */
    refundTooLarge: (remaining: string) => `The refund cannot be more than what remains refundable: ${remaining}`,
    /** ours: 400, a refund with an amount, a note or cancel but no reason. */
    refundReasonRequired: 'Please choose a reason for the refund',
    /** ours: 400, the reason Other without a note. */
    refundNoteRequired: 'Please add a note explaining the refund (required with the reason Other)',
    /** ours: 404, the charge named does not exist. */
    chargeNotFound: 'Charge not found',
    cancelled: 'Reservation Cancelled successfully',
    cancelConfirm: 'Cancel Booking ?',
    /** ours: 409, cancelling a cancelled reservation. */
    alreadyCancelled: 'This reservation is already cancelled',
    /** ours: 400, PUT …/reservation/{id} with another status. */
    onlyCancel: 'Only the status Cancelled can be set here',
    excludeNone: 'Please Select Reservations to Exclude',
    /** ours: the question before Exclude Selected Reservations; `count` reservations are selected. */
    excludeConfirm: (count: number) => `Please confirm you wish to exclude ${count} ${count === 1 ? 'reservation' : 'reservations'} from billing`,
    excludeFailed: 'There was an error while excluding selected reservation(s)',
    alreadyProcessed: 'Reservation has already been processed - reservation cannot be excluded',
    /** ours: the exclusion's success toast. */
    excluded: 'Updated Successfully',
    /** ours: 400, a date range whose end is before its start. */
    badRange: 'The end date must not be before the start date',
    /** ours: the export's failure. */
    exportFailed: 'The export could not be built, please try again',
  },
  noShow: {
    approved: 'Approved Successfully',
    /** ours: the question before Approve captures a no-show charge; `amount` with its currency symbol (`A$ 50.00`). */
    approveConfirm: (amount: string, bookingId: string) => `Please confirm you wish to charge the customer ${amount} for the no-show of ${bookingId}`,
    /** ours: 409, approving a charge already captured. */
    alreadyCaptured: 'This charge has already been captured',
    /** ours: 409, approving a charge of a reservation that is not a no-show. */
    notNoShow: 'Only a no-show charge can be approved',
  },
  review: {
    deleted: 'Review deleted successfully',
    removeConfirm: 'Remove Review ?',
    empty: 'Not Reviewed yet',
    notFound: 'Review not found',
  },
  customer: {
    notFound: 'Customer not found',
    /** ours: the customer screen of a user who is not a customer (userType APP). */
    notCustomer: 'This user is not a customer',
    bannedOne: 'Banned Successfully From This Property',
    /** ours: lifting the ban of one property. */
    unbannedOne: 'Banned Removed Successfully From This Property',
    bannedAll: 'Banned Successfully From All Properties',
    unbannedAll: 'Banned Removed Successfully From All Properties',
    bannedLinked: 'Banned Successfully From Linked Properties',
    /** ours: lifting the bans of an owner's linked properties. */
    unbannedLinked: 'Banned Removed Successfully From Linked Properties',
    passwordResetSent: 'Password Reset Email sent Successfully',
    /** `{name}`: the customer's full name. */
    passwordResetConfirm: (name: string) => `Please confirm you wish to reset guest password for ${name}`,
    /** ours: the reset link is unknown, used or expired. */
    resetLinkInvalid: 'This password reset link is invalid or has expired',
    /** ours: the new password was set through the link. */
    passwordChanged: 'Your password has been changed successfully',
    hotelNotFound: 'Property not found',
  },
} as const;
