/**
 * Messages of the hotels area (docs/areas/hotels.md, "Messages"): the Add and Edit Hotel forms, rooms, photos,
 * the property listing, the score, the hotel admin redirect and the missing property IDs. Spellings are the
 * contract ('Eariest', 'Reservatons').
 *
 * Entries marked "ours" are not in the spec: the API answers them where the spec shows no message
 * (docs/decisions.md: show the real outcome).
 */
import { UsersMessages } from './users';

export const HotelsMessages = {
  hotel: {
    added: 'Hotel Added Successfully',
    updated: 'Hotel Details Updated Successfully',
    deleted: 'Hotel Deleted Successfully',
    statusChanged: 'Hotel Status Changed Successfully',
    /** The status dropdown's failure. */
    statusChangeFailed: 'Something went wrong',
    /** Token generation failed, or the hotel delete was refused. */
    failed: 'Something went wrong, Please try again...',
    /** 409 of DELETE /hotel/{id} while reservations exist (warning). */
    reservationsExist: 'Reservatons already exist for this hotel and so it cannot be deleted',
    deleteConfirm: 'Please confirm you wish to delete this hotel ?',
    /** The Redirect to Hotel Admin button's tooltip when the hotel has no owner. */
    noAdmin: "The hotel doesn't have an admin.",
    hotelManagerRequired: 'Please enter hotel manager contact information.',
    revenueManagerRequired: 'Please enter Revenue manager contact information.',
    /** `{error}, hence Hotel Manager details not been added successfully.` */
    hotelManagerFailed: (error: string) => `${error}, hence Hotel Manager details not been added successfully.`,
    revenueManagerFailed: (error: string) => `${error}, hence Revenue Manager details not been added successfully.`,
    /** ours: 400, a blank hotel name. */
    nameRequired: 'Please enter hotel name',
    /** ours: 400, a commission rate outside 0–100 or with more than 2 decimals. */
    commissionRateInvalid: 'Commission rate must be a number from 0 to 100 with at most 2 decimals',
    /** ours: 400, a star rating that is not 0–5 in half steps. */
    ratingInvalid: 'Star rating must be from 0 to 5 in half steps',
    /** ours: 400, a type outside Business, Leisure, Transit. */
    typeInvalid: 'Hotel type must be Business, Leisure or Transit',
    /** ours: 400, an amenity outside the fixed list. */
    amenityInvalid: 'Unknown amenity',
    /** ours: 400, an Expedia URL that is not http(s). */
    expediaUrlInvalid: 'Please enter a valid Expedia URL',
    /** ours: 409, another hotel already has this property ID. */
    propertyIdTaken: 'This property ID is already used by another hotel',
    /** ours: 404. */
    notFound: 'Hotel not found',
    /** ours: 400, latitude/longitude out of range. */
    coordinatesInvalid: 'Please choose the address from the search',
    /** ours: 400, status outside Pending, Live, Inactive. */
    statusInvalid: 'Hotel status must be Pending, Live or Inactive',
    /** ours: 409, the e-mail belongs to a console account that cannot become a hotel account. */
    emailIsStaff: 'This email belongs to a console account',
    /**
     * ours: 409 of POST /user/checkAdmin, POST /hotel and the calls that add or change a hotel person, for a
     * customer-app account: role management's words.
     */
    customerLocked: UsersMessages.role.customerLocked,
    /** ours: 409 of POST /user/checkAdmin and POST /hotel, a hotel account that is not an owner (its type stays). */
    emailIsOtherHotelAccount: 'This email belongs to a hotel account that is not an owner; its type is changed in Role Management',
    /** ours: 400, the owner token from POST /user/checkAdmin is invalid or expired. */
    ownerTokenInvalid: 'The owner check has expired. Please submit the form again',
    /** ours: 409, an Idempotency-Key reused with a different request. */
    idempotencyConflict: 'This form was already submitted with different values. Please reload the form',
  },
  /** The spec's generic validation routine and the edit form's owner check. */
  person: {
    fullNameRequired: 'Please Enter Full Name',
    emailRequired: 'Please Enter Email',
    emailInvalid: 'Please enter a valid Email Address',
    passwordRequired: 'Please Enter Password',
    /** ours: 400, a blank first or last name of a contact or manager. */
    nameRequired: 'Please enter first and last name',
    /** ours: 409, the e-mail of another hotel account (changing a person's e-mail). */
    emailTaken: 'This email is already used by another account',
    /** ours: 404 of employeeUpdate for someone not attached to the hotel. */
    notFound: 'This person is not attached to the hotel',
    /** ours: 409 of employeeUpdate, a change to a person who signs in to the console (edited in the users area). */
    consoleAccount: 'This person has a console account; their details are changed in Users only',
  },
  photos: {
    added: 'Hotel Image Updated Successfully',
    deleted: 'Image deleted Successfully',
    deletionFailed: 'Image deletion failed',
    tooBig: 'This File Is Too Big',
    notSupported: 'This File Is Not Supported',
    /** ours: 404, PUT /hotel/{id}/image names a photo the hotel does not hold. */
    notFound: 'This image is not part of the hotel',
  },
  rooms: {
    updated: 'Room Updated Successfully',
    deleted: 'Room Deleted Successfully',
    deletionFailed: 'Room Deletion Failed',
    nameRequired: 'Please enter room name. Room not updated.',
    availableRoomsRequired: 'Please enter available rooms. Room not updated.',
    overnightRateRequired: 'Please enter overnight rate. Room not updated.',
    slotRequired: (roomName: string) => `Please select at least one slot for ${roomName}. Room not updated.`,
    windowRequired: 'Eariest checkin and latest checkin fields are mandatory. Room not updated.',
    windowOrder: 'Latest checkin should be greater than earliest checkin. Room not updated',
    /** ours: 404. */
    notFound: 'Room not found',
    /** ours: 400, a count or rate that is negative, fractional or too large. */
    numberInvalid: 'Room numbers must be whole numbers from 0. Room not updated.',
    /** ours: 400, opening hours that are not HH:mm. */
    openingHoursInvalid: 'Opening hours must be times (HH:mm). Room not updated.',
  },
  score: {
    /** ours: 400 of GET /hotel/rank. */
    dateInvalid: 'Please choose a valid date',
    locationInvalid: 'Please choose a valid location',
  },
  adminRedirect: {
    /** ours: the embedded hotel admin page's refusals. */
    tokenUsed: 'This sign-in link has already been used',
    tokenExpired: 'This sign-in link has expired',
    tokenInvalid: 'This sign-in link is not valid',
  },
  missingPropertyId: {
    saved: 'Changes Saved Successfully',
    failed: 'Something went wrong',
  },
} as const;
