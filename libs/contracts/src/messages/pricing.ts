/**
 * Messages of the pricing area (docs/areas/pricing.md, "Messages"): overnight pricing, coupons, country VAT/GST,
 * logs, archives and scheduled jobs. Spellings are the contract. Entries marked "ours" are not in the spec: the
 * API answers them where the spec shows no message (docs/decisions.md: show the real outcome).
 */
export const PricingMessages = {
  pricing: {
    selectProperty: 'Please Select Property',
    threeRequired: 'Please Enter 3Hr Rate',
    sixRequired: 'Please Enter 6Hr Rate',
    twelveRequired: 'Please Enter 12Hr Rate',
    tooHigh: 'Rate cannot be more than 100%',
    /** ours: 400, a rate below 0. */
    negative: 'Rate cannot be less than 0%',
    updated: 'Overnight Rate Updated Successfully',
    /** ours: 404. */
    hotelNotFound: 'Hotel not found',
    /** ours: 404. */
    chainNotFound: 'Property chain not found',
  },
  coupon: {
    /** ours: the spec says required, exactly 8 characters. */
    codeRequired: 'Please Enter Coupon Code',
    codeLength: 'Coupon code must be exactly 8 characters',
    /** ours: letters and digits only. */
    codeCharacters: 'Coupon code can contain letters and digits only',
    valueRequired: 'Please Enter Coupon Value',
    valueRange: 'Coupon value must be a number from 0 to 100',
    startRequired: 'Please Select Start Date',
    startPast: 'Start date must be greater than today',
    endRequired: 'Please Select End Date',
    endBeforeStart: 'End date must be greater than start date',
    invalidType: 'Invalid type',
    /** ours. */
    invalidScope: 'Invalid scope',
    /** ours: scope chain with no chain chosen. */
    chainsRequired: 'Please Select Property Chains',
    /** ours: scope hotel with no hotel chosen. */
    hotelsRequired: 'Please Select Hotels',
    /** ours: 400, a chosen chain or hotel that does not exist. */
    unknownScope: 'A chosen property chain or hotel does not exist',
    created: 'Coupon created successfully',
    updated: 'Coupon updated successfully',
    /** ours. */
    deleted: 'Coupon deleted successfully',
    /** ours. */
    ended: 'Coupon ended successfully',
    /** ours: 409. */
    codeTaken: 'A coupon with this code already exists',
    /** ours: 409, deleting a coupon reservations used. */
    used: (n: number) => `This coupon was used by ${n} reservation${n === 1 ? '' : 's'}: it cannot be deleted, only ended`,
    /** ours: 409, ending a coupon already ended. */
    alreadyEnded: 'This coupon has already ended',
    /** ours: 409, editing a coupon that has ended. */
    endedLocked: 'An ended coupon cannot be changed',
    /** ours: 409, changing the code of a coupon reservations used (they name it by its code). */
    codeLocked: 'The code of a coupon reservations used cannot be changed',
    /** ours. */
    deleteConfirm: 'Please confirm you wish to remove this coupon ?',
    /** ours. */
    endConfirm: 'Please confirm you wish to end this coupon now ?',
    /** ours: 404. */
    notFound: 'Coupon not found',
  },
  country: {
    /** ours: the spec says every field is required. */
    required: (label: string) => `Please Enter ${label}`,
    /** ours. */
    flagInvalid: 'Country flag must be the 2-letter country code',
    /** ours. */
    currencyInvalid: 'Currency must be the 3-letter currency code',
    /** ours. */
    rateInvalid: 'Exchange rate must be a number greater than 0',
    /** ours. */
    vatInvalid: 'VAT must be a number from 0 to 100',
    /** ours: an effective date that is not a day. */
    effectiveInvalid: 'Effective date must be a valid date',
    exists: 'Data already exist.',
    inserted: 'Data inserted successfully.',
    updated: 'Data updated successfully',
    deleted: 'Record Deleted Successfully',
    empty: 'Sorry, no records found.',
    /** ours. */
    deleteConfirm: 'Please confirm you wish to delete this country ?',
    /** ours: 404. */
    notFound: 'Country not found',
  },
  logs: {
    /** ours: 400, a date range that is not one. */
    badRange: 'End date must be greater than start date',
    empty: 'Sorry, no records found.',
  },
  archives: {
    /** ours. */
    empty: 'No snapshots for this hotel yet',
    /** ours: 404. */
    hotelNotFound: 'Hotel not found',
  },
  jobs: {
    /** ours: 202. */
    queued: 'Job queued: it runs in a moment',
    /** ours: 409, Run now while the job is queued or running. */
    busy: 'This job is already queued or running',
    /** ours: 404. */
    notFound: 'Job not found',
  },
} as const;
