/**
 * Wire shapes of the hotels area (docs/areas/hotels.md, "Calls"): hotels, their contacts, managers, rooms and
 * check-in windows, photos, the property listing, score and rank, the hotel admin redirect and the missing
 * property IDs. Field names are the spec's. Every call needs a SuperAdmin.
 *
 * Units: `commissionRate` is a percentage excluding GST with at most 2 decimals; room `overnightRate` and
 * `floorRate` are in cents; times are `HH:mm` in the hotel's local time; `latitude`/`longitude` are WGS84
 * degrees. Photos are image addresses (`/api/media/<sha256>.<jpg|png>`).
 */
import { Type, type Static } from 'typebox';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import {
  ACCESS_LEVELS,
  AMENITIES,
  EXPEDIA_URL_MAX_LENGTH,
  HOTEL_DESCRIPTION_MAX_LENGTH,
  HOTEL_NAME_MAX_LENGTH,
  HOTEL_STATUSES,
  HOTEL_TEXT_MAX_LENGTH,
  HOTEL_TYPES,
  MOBILE_MAX_LENGTH,
  PROPERTY_ID_MAX_LENGTH,
  ROOM_NAME_MAX_LENGTH,
  ROOM_NUMBER_MAX,
  SLOT_WINDOWS_MAX,
  TIME_PATTERN,
  HotelsRoutes,
} from './constants/hotels';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from './constants/platform';
import { HotelsMessages } from './messages';
import { withMessages } from './validation';
import { dayInput } from './dates';
import { defineOperation, fileResponse } from './operation';

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
/**
 * A union of string literals; with `message`, the API answers it when the value is none of them. Unsafe only
 * types it: a union over an array (not a tuple) of literals is `never` to Static, the JSON schema is the same.
 */
const literals = <T extends readonly string[]>(values: T, message?: string) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      message ? withMessages({ default: message }) : {},
    ),
  );

/** `{ id }` path parameter. */
export const HotelIdParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });
export type HotelIdParams = Static<typeof HotelIdParamsSchema>;

/** `/hotel/{id}/roomUpdate/{roomId}`. */
export const RoomParamsSchema = /*#__PURE__*/ Type.Object({ id: Id, roomId: Id });
export type RoomParams = Static<typeof RoomParamsSchema>;

/** `/hotel/{id}/employeeUpdate/{employeeId}`. */
export const EmployeeParamsSchema = /*#__PURE__*/ Type.Object({ id: Id, employeeId: Id });
export type EmployeeParams = Static<typeof EmployeeParamsSchema>;

/** `/reservation/isReserve/{hotelId}`. */
export const HotelIdOnlyParamsSchema = /*#__PURE__*/ Type.Object({ hotelId: Id });
/** `/hotel/getHotel/{hotelAdminID}`: 'all' or an owner's id. */
export const HotelAdminParamsSchema = /*#__PURE__*/ Type.Object({ hotelAdminID: Id });

// ---------------------------------------------------------------------------------------------------------
// People: the owner, contacts (hotel managers) and managers (revenue managers)
// ---------------------------------------------------------------------------------------------------------

/**
 * A contact or manager attached to a hotel; `isOwner` when it is the owner's own account ('Same as Owner'). `_id`
 * is the attachment's id (what employeeUpdate takes), `userId` the person's user account (what a link to the user
 * opens: docs/areas/hotels.md, "Links").
 */
export const EmployeeSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  title: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  accessLevel: literals(ACCESS_LEVELS),
  isOwner: Type.Boolean(),
  /** The person signs in to the console (a console role): their details are changed in Users only (409 otherwise). */
  consoleAccount: Type.Boolean(),
});
export type Employee = Static<typeof EmployeeSchema>;

/** The hotel's owner (userType ADMIN, accessLevel OWNER). */
export const HotelOwnerSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
});
export type HotelOwner = Static<typeof HotelOwnerSchema>;

/**
 * A hotel's owner in a whole Hotel: {@link HotelOwnerSchema} plus `consoleAccount`, true when the owner signs in to
 * the console (the SuperAdmin who added the hotel): PUT employeeUpdate then refuses any change of their details (409
 * `HotelsMessages.person.consoleAccount`; docs/areas/hotels.md, "Owners, contacts and managers").
 */
export const HotelDetailOwnerSchema = /*#__PURE__*/ Type.Object({
  ...HotelOwnerSchema.properties,
  consoleAccount: Type.Boolean(),
});
export type HotelDetailOwner = Static<typeof HotelDetailOwnerSchema>;

const PersonName = /*#__PURE__*/ Type.String({
  maxLength: PERSON_NAME_MAX_LENGTH,
  ...withMessages({ default: HotelsMessages.person.nameRequired }),
});
const Email = /*#__PURE__*/ Type.String({
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  format: 'email',
  ...withMessages({
    required: HotelsMessages.person.emailRequired,
    minLength: HotelsMessages.person.emailRequired,
    default: HotelsMessages.person.emailInvalid,
  }),
});

/** A contact's fields (POST /hotel/{id}/contact `contact`). */
export const ContactInputSchema = /*#__PURE__*/ Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    title: Type.String({ maxLength: HOTEL_TEXT_MAX_LENGTH }),
    mobile: Type.String({ maxLength: MOBILE_MAX_LENGTH }),
    email: Email,
  },
  { additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInputSchema>;

/** A manager's fields (POST /hotel/{id}/manager `manager`): a contact's plus `accessLevel` MANAGER. */
export const ManagerInputSchema = /*#__PURE__*/ Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    title: Type.String({ maxLength: HOTEL_TEXT_MAX_LENGTH }),
    accessLevel: Type.Literal('MANAGER'),
    mobile: Type.String({ maxLength: MOBILE_MAX_LENGTH }),
    email: Email,
  },
  { additionalProperties: false },
);
export type ManagerInput = Static<typeof ManagerInputSchema>;

/**
 * POST /hotel/{id}/contact: the hotel manager. With `owner` true the owner's own account is attached and
 * `contact` may be omitted ('Same as Owner'). → 201 `{ data: Employee }`.
 */
export const AddContactBodySchema = /*#__PURE__*/ Type.Object(
  { contact: Type.Optional(ContactInputSchema), owner: Type.Boolean() },
  { additionalProperties: false },
);
export type AddContactBody = Static<typeof AddContactBodySchema>;

/** POST /hotel/{id}/manager: the revenue manager, as {@link AddContactBodySchema}. → 201 `{ data: Employee }`. */
export const AddManagerBodySchema = /*#__PURE__*/ Type.Object(
  { manager: Type.Optional(ManagerInputSchema), owner: Type.Boolean() },
  { additionalProperties: false },
);
export type AddManagerBody = Static<typeof AddManagerBodySchema>;
/** 201 of POST /hotel/{id}/contact and /manager: the person attached. */
export const EmployeeAddedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: EmployeeSchema });
export type EmployeeAddedResponse = Static<typeof EmployeeAddedResponseSchema>;

/**
 * PUT /hotel/{id}/employeeUpdate/{employeeId}: the owner's `fullName` (and `email`), or a contact's or
 * manager's fields plus the `owner` flag. → 200 `{ message, data: Hotel }`.
 */
export const EmployeeUpdateBodySchema = /*#__PURE__*/ Type.Object(
  {
    contact: Type.Object(
      {
        fullName: Type.Optional(Type.String({ maxLength: PERSON_NAME_MAX_LENGTH * 2 + 1 })),
        firstName: Type.Optional(PersonName),
        lastName: Type.Optional(PersonName),
        title: Type.Optional(Type.String({ maxLength: HOTEL_TEXT_MAX_LENGTH })),
        mobile: Type.Optional(Type.String({ maxLength: MOBILE_MAX_LENGTH })),
        email: Type.Optional(Email),
        accessLevel: Type.Optional(literals(ACCESS_LEVELS)),
      },
      { additionalProperties: false },
    ),
    owner: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type EmployeeUpdateBody = Static<typeof EmployeeUpdateBodySchema>;

/**
 * POST /user/checkAdmin: finds or registers the hotel owner's account (userType ADMIN, accessLevel OWNER) by
 * e-mail; the signed-in SuperAdmin's own e-mail makes that account the owner. `password` is optional (a new
 * owner without one cannot sign in until it sets one). → 201 `{ _id, token }`: `token` is the owner reference
 * POST /hotel takes in `owner` (30 minutes).
 */
export const CheckAdminBodySchema = /*#__PURE__*/ Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    email: Email,
    password: Type.Optional(Type.String({ maxLength: 200 })),
    userType: Type.Literal('ADMIN'),
    accessLevel: Type.Literal('OWNER'),
  },
  { additionalProperties: false },
);
export type CheckAdminBody = Static<typeof CheckAdminBodySchema>;
export const CheckAdminResponseSchema = /*#__PURE__*/ Type.Object({ _id: Type.String(), token: Type.String() });
export type CheckAdminResponse = Static<typeof CheckAdminResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Rooms
// ---------------------------------------------------------------------------------------------------------

/** One check-in window: earliest and latest check-in, `HH:mm`. */
export const CheckinWindowSchema = /*#__PURE__*/ Type.Object(
  {
    earliestCheckin: Type.String({ maxLength: 5 }),
    latestCheckin: Type.String({ maxLength: 5 }),
  },
  { additionalProperties: false },
);
export type CheckinWindow = Static<typeof CheckinWindowSchema>;

const Windows = /*#__PURE__*/ Type.Array(CheckinWindowSchema, { maxItems: SLOT_WINDOWS_MAX });
const Count = /*#__PURE__*/ Type.Integer({
  minimum: 0,
  maximum: ROOM_NUMBER_MAX,
  ...withMessages({ default: HotelsMessages.rooms.numberInvalid }),
});
const OptionalTime = /*#__PURE__*/ Type.Union([
  Type.Literal(''),
  Type.String({ pattern: TIME_PATTERN, ...withMessages({ default: HotelsMessages.rooms.openingHoursInvalid }) }),
]);

/** Opening hours of a room (`openingHoursStart`, `openingHoursEnd`, `HH:mm` or '' when not set). */
export const OpeningHoursSchema = /*#__PURE__*/ Type.Object(
  { openingHoursStart: OptionalTime, openingHoursEnd: OptionalTime },
  { additionalProperties: false },
);

/** A room on the wire. Rates in cents; counts default to 0. */
export const RoomSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  bedrooms: Type.Integer(),
  kingBeds: Type.Integer(),
  queenBeds: Type.Integer(),
  doubleBeds: Type.Integer(),
  singleBeds: Type.Integer(),
  availableRooms: Type.Integer(),
  overnightRate: Type.Integer(),
  floorRate: Type.Integer(),
  openingHours: OpeningHoursSchema,
  setOpeningHours: Type.Boolean(),
  isSetOpeningHoursThree: Type.Boolean(),
  isSetOpeningHoursSix: Type.Boolean(),
  isSetOpeningHoursTwelve: Type.Boolean(),
  setOpeningHoursThree: Type.Array(CheckinWindowSchema),
  setOpeningHoursSix: Type.Array(CheckinWindowSchema),
  setOpeningHoursTwelve: Type.Array(CheckinWindowSchema),
  isDeleted: Type.Boolean(),
});
export type Room = Static<typeof RoomSchema>;

/**
 * POST /hotel/{id}/roomAdd and PUT /hotel/{id}/roomUpdate/{roomId} (`{ room }`). Required fields are checked by
 * `roomProblem` (constants/hotels.ts) so that the first message is the spec's, in its order; `isDeleted: true`
 * on an update deletes the room ('Room Deleted Successfully'). → `{ message, data: Room }`.
 */
export const RoomInputSchema = /*#__PURE__*/ Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: ROOM_NAME_MAX_LENGTH })),
    bedrooms: Type.Optional(Count),
    kingBeds: Type.Optional(Count),
    queenBeds: Type.Optional(Count),
    doubleBeds: Type.Optional(Count),
    singleBeds: Type.Optional(Count),
    // Null first: the validator would otherwise coerce a null to 0 for the integer member.
    availableRooms: Type.Optional(Type.Union([Type.Null(), Count])),
    overnightRate: Type.Optional(Type.Union([Type.Null(), Count])),
    floorRate: Type.Optional(Count),
    openingHours: Type.Optional(OpeningHoursSchema),
    setOpeningHours: Type.Optional(Type.Boolean()),
    isSetOpeningHoursThree: Type.Optional(Type.Boolean()),
    isSetOpeningHoursSix: Type.Optional(Type.Boolean()),
    isSetOpeningHoursTwelve: Type.Optional(Type.Boolean()),
    setOpeningHoursThree: Type.Optional(Windows),
    setOpeningHoursSix: Type.Optional(Windows),
    setOpeningHoursTwelve: Type.Optional(Windows),
    isDeleted: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RoomInput = Static<typeof RoomInputSchema>;
export const RoomBodySchema = /*#__PURE__*/ Type.Object({ room: RoomInputSchema }, { additionalProperties: false });
export type RoomBody = Static<typeof RoomBodySchema>;
export const RoomSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: RoomSchema });
export type RoomSavedResponse = Static<typeof RoomSavedResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Hotels
// ---------------------------------------------------------------------------------------------------------

/** A property chain as a hotel names it; null (shown 'Other') when the hotel has none. */
export const HotelChainSchema = /*#__PURE__*/ Type.Object({ _id: Type.String(), clientTypeName: Type.String() });
export type HotelChain = Static<typeof HotelChainSchema>;

/** A hotel on the wire (docs/areas/hotels.md, "Data"). `propertyId` is '' when missing. */
export const HotelSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: Type.Array(literals(HOTEL_TYPES)),
  rating: Type.Number(),
  streetAddress: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  postalCode: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  amenities: Type.Array(literals(AMENITIES)),
  propertyId: Type.String(),
  commissionRate: Type.Number(),
  expediaUrl: Type.String(),
  photos: Type.Array(Type.String()),
  isActive: literals(HOTEL_STATUSES),
  isDeleted: Type.Boolean(),
  paymentMethodID: Type.Union([Type.String(), Type.Null()]),
  commission: Type.Union([HotelChainSchema, Type.Null()]),
  owner: Type.Union([HotelDetailOwnerSchema, Type.Null()]),
  contacts: Type.Array(EmployeeSchema),
  managers: Type.Array(EmployeeSchema),
  rooms: Type.Array(RoomSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Hotel = Static<typeof HotelSchema>;

const HotelName = /*#__PURE__*/ Type.String({
  minLength: 1,
  maxLength: HOTEL_NAME_MAX_LENGTH,
  ...withMessages({ default: HotelsMessages.hotel.nameRequired }),
});
const Rating = /*#__PURE__*/ Type.Number({
  minimum: 0,
  maximum: 5,
  multipleOf: 0.5,
  ...withMessages({ default: HotelsMessages.hotel.ratingInvalid }),
});
const CommissionRate = /*#__PURE__*/ Type.Number({
  minimum: 0,
  maximum: 100,
  ...withMessages({ default: HotelsMessages.hotel.commissionRateInvalid }),
});
const Text = /*#__PURE__*/ Type.String({ maxLength: HOTEL_TEXT_MAX_LENGTH });
const Latitude = /*#__PURE__*/ Type.Union([
  Type.Number({ minimum: -90, maximum: 90, ...withMessages({ default: HotelsMessages.hotel.coordinatesInvalid }) }),
  Type.Null(),
]);
const Longitude = /*#__PURE__*/ Type.Union([
  Type.Number({ minimum: -180, maximum: 180, ...withMessages({ default: HotelsMessages.hotel.coordinatesInvalid }) }),
  Type.Null(),
]);

/** The hotel fields POST /hotel and PUT /hotel/update share. */
const hotelFields = {
  name: HotelName,
  description: Type.String({ maxLength: HOTEL_DESCRIPTION_MAX_LENGTH }),
  rating: Rating,
  type: Type.Array(literals(HOTEL_TYPES), {
    maxItems: HOTEL_TYPES.length,
    uniqueItems: true,
    ...withMessages({ default: HotelsMessages.hotel.typeInvalid }),
  }),
  streetAddress: Text,
  city: Text,
  country: Text,
  postalCode: Text,
  state: Text,
  latitude: Type.Optional(Latitude),
  longitude: Type.Optional(Longitude),
  amenities: Type.Array(literals(AMENITIES), {
    maxItems: AMENITIES.length,
    uniqueItems: true,
    ...withMessages({ default: HotelsMessages.hotel.amenityInvalid }),
  }),
  propertyId: Type.String({ maxLength: PROPERTY_ID_MAX_LENGTH }),
  commissionRate: CommissionRate,
  overwrite: Type.Boolean(),
  expediaUrl: Type.String({ maxLength: EXPEDIA_URL_MAX_LENGTH }),
};

/**
 * POST /hotel (header `Idempotency-Key`: one per form submission; a retry answers the hotel already made).
 * `owner` is the `token` of POST /user/checkAdmin; without it the caller is the owner. `overwrite` is false.
 * → 201 `{ _id, message, data: Hotel }`.
 */
export const CreateHotelBodySchema = /*#__PURE__*/ Type.Object(
  { ...hotelFields, owner: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type CreateHotelBody = Static<typeof CreateHotelBodySchema>;
export const HotelSavedResponseSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  message: Type.String(),
  data: HotelSchema,
});
export type HotelSavedResponse = Static<typeof HotelSavedResponseSchema>;

/**
 * PUT /hotel/update: `id` plus any hotel fields (a status change sends only `isActive` and `id`). `overwrite`
 * is true when the original commission rate equals the entered one (docs/areas/hotels.md, "Edit save").
 * → 200 `{ _id, message, data: Hotel }` ('Hotel Details Updated Successfully' or 'Hotel Status Changed
 * Successfully').
 */
export const UpdateHotelBodySchema = /*#__PURE__*/ Type.Object(
  {
    id: Id,
    ...Type.Partial(Type.Object(hotelFields)).properties,
    isActive: Type.Optional(
      literals(HOTEL_STATUSES, HotelsMessages.hotel.statusInvalid),
    ),
  },
  { additionalProperties: false },
);
export type UpdateHotelBody = Static<typeof UpdateHotelBodySchema>;

/** GET /hotel/getHotel/{hotelAdminID} and GET /hotel/{id}: one hotel, whole. */
export const HotelResponseSchema = /*#__PURE__*/ Type.Object({ data: HotelSchema });
export type HotelResponse = Static<typeof HotelResponseSchema>;
/** 200 of PUT /hotel/{id}/employeeUpdate/{employeeId}: the hotel after the change. */
export const EmployeeUpdatedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: HotelSchema });
export type EmployeeUpdatedResponse = Static<typeof EmployeeUpdatedResponseSchema>;

/**
 * GET /hotel/{id}/counts: what the hotel's page counts and links to (docs/areas/hotels.md, "Links"): its
 * reservations (every status, as /reservations?hotelId= lists them) and its reviews not removed (as /reviews/{id}).
 */
export const HotelCountsSchema = /*#__PURE__*/ Type.Object({ reservations: Type.Integer(), reviews: Type.Integer() });
export type HotelCounts = Static<typeof HotelCountsSchema>;
export const HotelCountsResponseSchema = /*#__PURE__*/ Type.Object({ data: HotelCountsSchema });
export type HotelCountsResponse = Static<typeof HotelCountsResponseSchema>;

/** `{ data: 'OK', message }`: DELETE /hotel/{id} and PUT /hotel/{id}/image. */
export const HotelOkResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Literal('OK'), message: Type.String() });
export type HotelOkResponse = Static<typeof HotelOkResponseSchema>;

/** PUT /hotel/{id}/image: removes the photo at `url`. */
export const RemoveHotelImageBodySchema = /*#__PURE__*/ Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type RemoveHotelImageBody = Static<typeof RemoveHotelImageBodySchema>;

/** POST /hotel/{id}/images (multipart, one file in field `photos`) → 201 `{ message, data: { photos } }`. */
export const HotelImageAddedResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  data: Type.Object({ photos: Type.Array(Type.String()) }),
});
export type HotelImageAddedResponse = Static<typeof HotelImageAddedResponseSchema>;

/** GET /reservation/isReserve/{hotelId} → `{ data: boolean }`: whether reservations block deleting it. */
export const IsReserveResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Boolean() });
export type IsReserveResponse = Static<typeof IsReserveResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Listing and search
// ---------------------------------------------------------------------------------------------------------

/** A row of the property listing and of /hotels. */
export const HotelListItemSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  propertyId: Type.String(),
  streetAddress: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  isActive: literals(HOTEL_STATUSES),
  paymentMethodID: Type.Union([Type.String(), Type.Null()]),
  commission: Type.Union([HotelChainSchema, Type.Null()]),
  owner: Type.Union([HotelOwnerSchema, Type.Null()]),
  /** The first hotel manager contact; `_id` is their user account. */
  contact: Type.Union([Type.Object({ _id: Type.String(), fullName: Type.String(), email: Type.String(), mobile: Type.String() }), Type.Null()]),
  photo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type HotelListItem = Static<typeof HotelListItemSchema>;

/** Sortable listing columns. */
export const HOTEL_SORT_FIELDS = ['propertyId', 'name', 'chain', 'isActive', 'billing', 'createdAt', 'city'] as const;
export type HotelSortField = (typeof HOTEL_SORT_FIELDS)[number];

/**
 * GET /hotel/list and GET /hotel/getHotel/{hotelAdminID} query. Without `page` the answer is the spec's full
 * list (`{ data: HotelListItem[] }`); with it a page `{ data, total, page, limit }` filtered, sorted and paged in
 * the database. `search` matches property ID, name, city, owner e-mail or status (case-insensitive);
 * `commissionID` narrows to one chain ('other' for hotels without one); `status` to one status;
 * `missingPropertyId` to hotels without a property ID.
 */
export const HotelListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    commissionID: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    status: Type.Optional(literals(HOTEL_STATUSES)),
    missingPropertyId: Type.Optional(Type.Boolean()),
    sort: Type.Optional(literals(HOTEL_SORT_FIELDS)),
    order: Type.Optional(literals(['asc', 'desc'] as const)),
  },
  { additionalProperties: false },
);
export type HotelListQuery = Static<typeof HotelListQuerySchema>;
export const HotelListResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Array(HotelListItemSchema),
  total: Type.Optional(Type.Integer()),
  page: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});
export type HotelListResponse = Static<typeof HotelListResponseSchema>;

/**
 * POST /hotel/query: the hotel search other areas use (pickers, coupons, billing scope): `search` on name,
 * property ID or city, optional `commission` (chain id) and `ids`; at most `limit` (default 20) by name.
 * → `{ data: { _id, name, commission, propertyId, city }[] }`.
 */
export const HotelQueryBodySchema = /*#__PURE__*/ Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    commission: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type HotelQueryBody = Static<typeof HotelQueryBodySchema>;
/** POST /hotel/querybyproperty: the same search by property ID, exact first then partial. */
export const HotelQueryByPropertyBodySchema = /*#__PURE__*/ Type.Object(
  {
    propertyId: Type.String({ minLength: 1, maxLength: PROPERTY_ID_MAX_LENGTH }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type HotelQueryByPropertyBody = Static<typeof HotelQueryByPropertyBodySchema>;
export const HotelSearchItemSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  commission: Type.Union([Type.String(), Type.Null()]),
  propertyId: Type.String(),
  city: Type.String(),
});
export type HotelSearchItem = Static<typeof HotelSearchItemSchema>;
export const HotelQueryResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(HotelSearchItemSchema) });
export type HotelQueryResponse = Static<typeof HotelQueryResponseSchema>;

/** GET /user/hotels: the hotel owners (for the listing's owner view) → `{ data: HotelOwner[] }`. */
export const HotelOwnersResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(HotelOwnerSchema) });
export type HotelOwnersResponse = Static<typeof HotelOwnersResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Property IDs (/addProperty, /editProperty, /missingPropertyID)
// ---------------------------------------------------------------------------------------------------------

/** POST /property/addNew: a list of `{ hotelId, propertyId, propertyName }` → `{ message, data: { updated } }`. */
export const PropertyAddNewBodySchema = /*#__PURE__*/ Type.Array(
  Type.Object(
    {
      hotelId: Id,
      propertyId: Type.String({ maxLength: PROPERTY_ID_MAX_LENGTH }),
      propertyName: HotelName,
    },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: 500 },
);
export type PropertyAddNewBody = Static<typeof PropertyAddNewBodySchema>;
export const PropertyAddNewResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  data: Type.Object({ updated: Type.Integer() }),
});
export type PropertyAddNewResponse = Static<typeof PropertyAddNewResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Score and rank, hotel admin redirect, places
// ---------------------------------------------------------------------------------------------------------

/** GET /hotel/rank query; `time` is 12:30 and `duration` 3 (SCORE_TIME, SCORE_DURATION_HOURS); `date` a day. */
export const HotelRankQuerySchema = /*#__PURE__*/ Type.Object(
  {
    lon: Type.Number({ minimum: -180, maximum: 180, ...withMessages({ default: HotelsMessages.score.locationInvalid }) }),
    lat: Type.Number({ minimum: -90, maximum: 90, ...withMessages({ default: HotelsMessages.score.locationInvalid }) }),
    // A day or a date-time (its day in the console's zone), 1900-01-01..9998-12-31: docs/api-database.md, "Dates".
    date: dayInput(HotelsMessages.score.dateInvalid),
    time: Type.Optional(Type.String({ pattern: TIME_PATTERN })),
    duration: Type.Optional(Type.Integer({ minimum: 3, maximum: 12 })),
    types: Type.Optional(Type.String({ maxLength: 200 })),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    hotelId: Id,
  },
  { additionalProperties: false },
);
export type HotelRankQuery = Static<typeof HotelRankQuerySchema>;
/**
 * → `{ points: { [category]: score }, Rank, outOf, categories }`: `points` maps each category to its score
 * (0 to its weight), `Rank` is the place among Live hotels within 10 km (1 is best), `outOf` how many were
 * ranked; `categories` explains each (docs/areas/hotels.md, "Score and rank"). Errors: 400 `{ error }`.
 */
export const HotelRankResponseSchema = /*#__PURE__*/ Type.Object({
  points: Type.Record(Type.String(), Type.Number()),
  Rank: Type.Integer(),
  outOf: Type.Integer(),
  total: Type.Number(),
  categories: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), weight: Type.Number(), score: Type.Number(), detail: Type.String() }),
  ),
});
export type HotelRankResponse = Static<typeof HotelRankResponseSchema>;

/** POST /user/generateToken `{ userId, hotelId? }` → `{ token, url }`: a 5-minute single-use hotel admin sign-in. */
export const GenerateTokenBodySchema = /*#__PURE__*/ Type.Object(
  { userId: Id, hotelId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type GenerateTokenBody = Static<typeof GenerateTokenBodySchema>;
export const GenerateTokenResponseSchema = /*#__PURE__*/ Type.Object({ token: Type.String(), url: Type.String() });
export type GenerateTokenResponse = Static<typeof GenerateTokenResponseSchema>;

/** A place found by the address search: what fills the address fields. */
export const PlaceSchema = /*#__PURE__*/ Type.Object({
  id: Type.String(),
  label: Type.String(),
  streetAddress: Type.String(),
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
  postalCode: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type Place = Static<typeof PlaceSchema>;
/** GET /places/search?q= (SuperAdmin): up to 10 places → `{ data: Place[] }`. */
export const PlaceSearchQuerySchema = /*#__PURE__*/ Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type PlaceSearchQuery = Static<typeof PlaceSearchQuerySchema>;
export const PlaceSearchResponseSchema = /*#__PURE__*/ Type.Object({ data: Type.Array(PlaceSchema) });
export type PlaceSearchResponse = Static<typeof PlaceSearchResponseSchema>;

/** GET /hotel/photos/{name} (public): a stored photo's name (`<sha256>.<jpg|png>`). */
export const HotelPhotoParamsSchema = /*#__PURE__*/ Type.Object({ name: Type.String({ maxLength: 80 }) });

const HOTEL_PHOTO_ANSWER = {
  description: 'The hotel photo',
  content: {
    ...fileResponse('image/jpeg', 'The hotel photo').content,
    ...fileResponse('image/png', 'The hotel photo').content,
  },
};

/** GET /hotel-admin/sign-in?token= (public): the embedded hotel admin page; the token is the credential. */
export const HotelAdminSignInQuerySchema = /*#__PURE__*/ Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) });

/** A `response` entry of an HTML page (documentation: the page is sent as it is). */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });

// The hotels area's operations (docs/areas/hotels.md, "Calls"): the API registers each route from its operation
// and the api-client calls it (operation.ts). Every one needs a SuperAdmin but hotelPhoto (public). The literal
// paths under `/hotel` come before `/hotel/:id` (HotelsRoutes).
export const HotelsOperations = {
  /** POST /user/checkAdmin: the owner's account by e-mail (found or registered) → 201 `{ _id, token }`. */
  checkAdmin: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.checkAdmin, body: CheckAdminBodySchema, response: { 201: CheckAdminResponseSchema } }),
  /** POST /hotel (header `Idempotency-Key`) → 201 `{ _id, message, data: Hotel }`. */
  createHotel: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.createHotel, body: CreateHotelBodySchema, response: { 201: HotelSavedResponseSchema } }),
  /** POST /hotel/{id}/contact `{ contact, owner }` → 201 the person added. */
  addHotelContact: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.addHotelContact,
    params: HotelIdParamsSchema,
    body: AddContactBodySchema,
    response: { 201: EmployeeAddedResponseSchema },
  }),
  /** POST /hotel/{id}/manager `{ manager, owner }` → 201 the person added. */
  addHotelManager: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.addHotelManager,
    params: HotelIdParamsSchema,
    body: AddManagerBodySchema,
    response: { 201: EmployeeAddedResponseSchema },
  }),
  /**
   * POST /hotel/{id}/images: a multipart form (one JPEG or PNG in field `photos`, HotelImageFormSchema of forms.ts,
   * documented by the route), so no JSON body here → 201 the hotel's photo addresses.
   */
  uploadHotelImage: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.uploadHotelImage, params: HotelIdParamsSchema, response: { 201: HotelImageAddedResponseSchema } }),
  /** PUT /hotel/{id}/image `{ url }`: removes one photo. */
  removeHotelImage: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.removeHotelImage,
    params: HotelIdParamsSchema,
    body: RemoveHotelImageBodySchema,
    response: { 200: HotelOkResponseSchema },
  }),
  /** GET /hotel/photos/{name} (public): a photo a hotel holds, as its bytes. */
  hotelPhoto: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.hotelPhoto, params: HotelPhotoParamsSchema, response: { 200: HOTEL_PHOTO_ANSWER } }),
  /** PUT /hotel/update: `id` and the fields that change (a status change: `isActive` alone). */
  updateHotel: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.updateHotel, body: UpdateHotelBodySchema, response: { 200: HotelSavedResponseSchema } }),
  /** POST /hotel/{id}/roomAdd `{ room }` → 201 the room saved. */
  addRoom: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.addRoom, params: HotelIdParamsSchema, body: RoomBodySchema, response: { 201: RoomSavedResponseSchema } }),
  /** PUT /hotel/{id}/roomUpdate/{roomId} `{ room }`: the fields sent change; `isDeleted: true` deletes it. */
  updateRoom: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.updateRoom, params: RoomParamsSchema, body: RoomBodySchema, response: { 200: RoomSavedResponseSchema } }),
  /** PUT /hotel/{id}/employeeUpdate/{employeeId}: the owner's, a contact's or a manager's name and e-mail. */
  updateEmployee: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.updateEmployee,
    params: EmployeeParamsSchema,
    body: EmployeeUpdateBodySchema,
    response: { 200: EmployeeUpdatedResponseSchema },
  }),
  /** GET /reservation/isReserve/{hotelId}: whether reservations block deleting the hotel. */
  isReserve: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.isReserve, params: HotelIdOnlyParamsSchema, response: { 200: IsReserveResponseSchema } }),
  /** POST /user/generateToken `{ userId, hotelId? }` → `{ token, url }`: the owner's single-use hotel admin sign-in. */
  generateHotelAdminToken: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.generateHotelAdminToken,
    body: GenerateTokenBodySchema,
    response: { 200: GenerateTokenResponseSchema },
  }),
  /**
   * GET /hotel-admin/sign-in?token= (public): the page the Redirect to Hotel Admin opens; it consumes the token
   * once. 401 for an invalid token, 410 for one used or expired (docs/areas/hotels.md, "Redirect to Hotel Admin").
   */
  hotelAdminSignIn: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.hotelAdminSignIn,
    query: HotelAdminSignInQuerySchema,
    response: {
      200: htmlPage('A page saying which owner and hotel the token signed in'),
      401: htmlPage(`A page saying "${HotelsMessages.adminRedirect.tokenInvalid}"`),
      410: htmlPage(`A page saying "${HotelsMessages.adminRedirect.tokenUsed}" or "${HotelsMessages.adminRedirect.tokenExpired}"`),
    },
  }),
  /** GET /hotel/list: every hotel, or one page with `page`. */
  listHotels: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.listHotels, query: HotelListQuerySchema, response: { 200: HotelListResponseSchema } }),
  /** GET /hotel/getHotel/{hotelAdminID}: one owner's hotels ('all': every hotel), as /hotel/list. */
  getOwnerHotels: /*#__PURE__*/ defineOperation({
    ...HotelsRoutes.getOwnerHotels,
    params: HotelAdminParamsSchema,
    query: HotelListQuerySchema,
    response: { 200: HotelListResponseSchema },
  }),
  /** GET /user/hotels: the hotel owners. */
  listHotelOwners: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.listHotelOwners, response: { 200: HotelOwnersResponseSchema } }),
  /** POST /hotel/query: the pickers' hotel search. */
  queryHotels: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.queryHotels, body: HotelQueryBodySchema, response: { 200: HotelQueryResponseSchema } }),
  /** GET /hotel/rank: score and rank; its errors carry the text in `error` too (docs/areas/hotels.md, "Score and rank"). */
  getHotelRank: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.getHotelRank, query: HotelRankQuerySchema, response: { 200: HotelRankResponseSchema } }),
  /** POST /property/addNew: each listed hotel's property ID and name, all or nothing. */
  saveProperties: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.saveProperties, body: PropertyAddNewBodySchema, response: { 200: PropertyAddNewResponseSchema } }),
  /** GET /places/search?q=: up to 10 places. */
  findPlaces: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.findPlaces, query: PlaceSearchQuerySchema, response: { 200: PlaceSearchResponseSchema } }),
  /** GET /hotel/{id}: one hotel, whole (404 when deleted or unknown). */
  getHotel: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.getHotel, params: HotelIdParamsSchema, response: { 200: HotelResponseSchema } }),
  /** GET /hotel/{id}/counts: its reservations and reviews (docs/areas/hotels.md, "Links"). */
  getHotelCounts: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.getHotelCounts, params: HotelIdParamsSchema, response: { 200: HotelCountsResponseSchema } }),
  /** DELETE /hotel/{id}: 409 while reservations exist. */
  deleteHotel: /*#__PURE__*/ defineOperation({ ...HotelsRoutes.deleteHotel, params: HotelIdParamsSchema, response: { 200: HotelOkResponseSchema } }),
};
/** The hotels area's operations by name (`HotelsOperations['getHotel']`: the api-client's type of a call). */
export type HotelsOperations = typeof HotelsOperations;
