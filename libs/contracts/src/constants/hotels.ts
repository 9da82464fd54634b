/**
 * Limits, enums and pure rules of the hotels area (docs/areas/hotels.md): hotel status, types, amenities, star
 * rating, commission rate, rooms and their check-in windows, the score request. No TypeBox here: the API, the
 * hotels screens and the wire schemas of libs/contracts hotels.ts use these.
 */
import { HotelsMessages } from '../messages/hotels';

/**
 * The hotels area's routes (docs/areas/hotels.md, "Calls"): the method and path of each operation of
 * contracts/src/hotels.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of ../operation.ts;
 * `defineOperation` checks each when the operation spreads it). The literal paths under `/hotel` come before
 * `/hotel/:id`, the order the drift check matches them in.
 */
export const HotelsRoutes = {
  // The hotel form (hotels/routes.ts, people/routes.ts, rooms/routes.ts, admin-redirect/routes.ts)
  checkAdmin: { method: 'POST', path: '/user/checkAdmin' },
  createHotel: { method: 'POST', path: '/hotel' },
  addHotelContact: { method: 'POST', path: '/hotel/:id/contact' },
  addHotelManager: { method: 'POST', path: '/hotel/:id/manager' },
  uploadHotelImage: { method: 'POST', path: '/hotel/:id/images' },
  removeHotelImage: { method: 'PUT', path: '/hotel/:id/image' },
  hotelPhoto: { method: 'GET', path: '/hotel/photos/:name' },
  updateHotel: { method: 'PUT', path: '/hotel/update' },
  addRoom: { method: 'POST', path: '/hotel/:id/roomAdd' },
  updateRoom: { method: 'PUT', path: '/hotel/:id/roomUpdate/:roomId' },
  updateEmployee: { method: 'PUT', path: '/hotel/:id/employeeUpdate/:employeeId' },
  isReserve: { method: 'GET', path: '/reservation/isReserve/:hotelId' },
  generateHotelAdminToken: { method: 'POST', path: '/user/generateToken' },
  hotelAdminSignIn: { method: 'GET', path: '/hotel-admin/sign-in' },
  // The listing, search, property IDs, score and places (listing/, property/, score/, places/)
  listHotels: { method: 'GET', path: '/hotel/list' },
  getOwnerHotels: { method: 'GET', path: '/hotel/getHotel/:hotelAdminID' },
  listHotelOwners: { method: 'GET', path: '/user/hotels' },
  queryHotels: { method: 'POST', path: '/hotel/query' },
  getHotelRank: { method: 'GET', path: '/hotel/rank' },
  saveProperties: { method: 'POST', path: '/property/addNew' },
  findPlaces: { method: 'GET', path: '/places/search' },
  // `/hotel/:id` last: a literal path above is not a hotel id.
  getHotel: { method: 'GET', path: '/hotel/:id' },
  getHotelCounts: { method: 'GET', path: '/hotel/:id/counts' },
  deleteHotel: { method: 'DELETE', path: '/hotel/:id' },
} as const;

/** Hotel status (`isActive`), in the listing dropdown's order. */
export const HOTEL_STATUSES = ['Pending', 'Live', 'Inactive'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];

/** The micro-stay types a hotel may have (`type`, a list). */
export const HOTEL_TYPES = ['Business', 'Leisure', 'Transit'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** The fixed amenity list, in the spec's order (each defaults to false: a hotel stores the labels it has). */
export const AMENITIES = [
  'Restaurant',
  'Bar',
  'Room service',
  'Kitchen',
  'Fitness centre',
  'Free Wifi',
  'Elevator',
  'Business centre',
  'Sauna',
  'Salon',
  'Laundry',
  'Accessible rooms',
  'Rooftop',
  'Parking',
  'Airport Shuttle',
  '24 hour reception',
  'Air conditioning',
  'Money exchange',
  'Smoking zone',
  'Toiletries',
  'Pool',
  'Tea & Coffee',
  'Housekeeping',
  'Ensuite',
  'Mini Bar',
  'Microwave',
  'BBQ',
  'Kitchenette',
  'Television',
  'Balcony',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Star rating: 0 to 5 in half steps. */
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;
/** Whether `rating` is 0–5 in half steps. */
export const isValidRating = (rating: number) =>
  Number.isFinite(rating) && rating >= 0 && rating <= RATING_MAX && Number.isInteger(rating / RATING_STEP);

/** Commission rate (percent, excluding GST): 0–100 with at most 2 decimals; the default is 0. */
export const COMMISSION_RATE_DEFAULT = 0;
export const COMMISSION_RATE_MAX = 100;
/** Whether `rate` is a percentage from 0 to 100 with at most 2 decimals. */
export const isValidCommissionRate = (rate: number) =>
  Number.isFinite(rate) && rate >= 0 && rate <= COMMISSION_RATE_MAX && Math.abs(Math.round(rate * 100) - rate * 100) < 1e-6;

/** The property chain every hotel without one belongs to; it cannot be renamed. */
export const OTHER_CHAIN_NAME = 'Other';

/** The chain filters' value for hotels without a chain (`commissionID`, `commission`). */
export const OTHER_CHAIN_FILTER = 'other';

/** Hotel photos: JPEG or PNG by their bytes; the spec's 1e10 bytes read as 10 MB (docs/decisions.md). */
export const HOTEL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Lengths the hotel forms and the API accept, in characters. */
export const HOTEL_NAME_MAX_LENGTH = 200;
export const HOTEL_DESCRIPTION_MAX_LENGTH = 20_000;
export const HOTEL_TEXT_MAX_LENGTH = 200;
export const PROPERTY_ID_MAX_LENGTH = 64;
export const EXPEDIA_URL_MAX_LENGTH = 2_000;
export const MOBILE_MAX_LENGTH = 32;
export const ROOM_NAME_MAX_LENGTH = 100;
/** Largest room count, bed count or rate (cents) a room accepts. */
export const ROOM_NUMBER_MAX = 100_000_000;

/** Access levels of hotel accounts (the users of hotels: owners, contacts, managers). */
export const ACCESS_LEVELS = ['STANDARD', 'MANAGER', 'REGIONALMANAGER', 'GROUPMANAGER', 'OWNER'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
/** User types of accounts (the spec's `userType`; a Department user's is its department). */
export const USER_TYPES = ['ADMIN', 'APP', 'EMPLOYEE'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Slot lengths in hours, and the room fields of each. */
export const SLOT_HOURS = [3, 6, 12] as const;
export type SlotHours = (typeof SLOT_HOURS)[number];
export const SLOT_FIELDS = {
  3: { flag: 'isSetOpeningHoursThree', windows: 'setOpeningHoursThree' },
  6: { flag: 'isSetOpeningHoursSix', windows: 'setOpeningHoursSix' },
  12: { flag: 'isSetOpeningHoursTwelve', windows: 'setOpeningHoursTwelve' },
} as const;
/** Most check-in windows one slot holds. */
export const SLOT_WINDOWS_MAX = 24;

/** `HH:mm`, 00:00–23:59. */
export const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const TIME_RE = new RegExp(TIME_PATTERN);
export const isTime = (value: unknown): value is string => typeof value === 'string' && TIME_RE.test(value);

/** One check-in window as the form holds it (empty strings while unfilled). */
export interface CheckinWindowInput {
  earliestCheckin: string;
  latestCheckin: string;
}

/** The room fields {@link roomProblem} reads; numbers may be null or undefined while the form is unfilled. */
export interface RoomRuleInput {
  name?: string | null;
  availableRooms?: number | null;
  overnightRate?: number | null;
  isSetOpeningHoursThree?: boolean;
  isSetOpeningHoursSix?: boolean;
  isSetOpeningHoursTwelve?: boolean;
  setOpeningHoursThree?: readonly CheckinWindowInput[];
  setOpeningHoursSix?: readonly CheckinWindowInput[];
  setOpeningHoursTwelve?: readonly CheckinWindowInput[];
}

const blankNumber = (n: number | null | undefined) => n === null || n === undefined || Number.isNaN(n);

/**
 * The first broken room rule, in the spec's order (docs/areas/hotels.md, "Rooms"), or null:
 * name (new rooms only; an edited room keeps its name when none is sent), available rooms, overnight rate, at
 * least one slot, each window of a chosen slot filled, and latest not before earliest. The API answers it with
 * 400 and the screens show it beside the room.
 */
export function roomProblem(room: RoomRuleInput, isNew: boolean): string | null {
  const name = (room.name ?? '').trim();
  if (isNew && !name) return HotelsMessages.rooms.nameRequired;
  if (blankNumber(room.availableRooms)) return HotelsMessages.rooms.availableRoomsRequired;
  if (blankNumber(room.overnightRate)) return HotelsMessages.rooms.overnightRateRequired;
  const chosen = SLOT_HOURS.filter((h) => room[SLOT_FIELDS[h].flag]);
  if (chosen.length === 0) return HotelsMessages.rooms.slotRequired(name);
  for (const h of chosen) {
    const windows = room[SLOT_FIELDS[h].windows] ?? [];
    if (windows.length === 0) return HotelsMessages.rooms.windowRequired;
    for (const w of windows) {
      if (!isTime(w.earliestCheckin) || !isTime(w.latestCheckin)) return HotelsMessages.rooms.windowRequired;
    }
  }
  for (const h of chosen) {
    for (const w of room[SLOT_FIELDS[h].windows] ?? []) {
      if (w.latestCheckin < w.earliestCheckin) return HotelsMessages.rooms.windowOrder;
    }
  }
  return null;
}

/** The score request's fixed time and duration (docs/areas/hotels.md, "Score and rank"). */
export const SCORE_TIME = '12:30';
export const SCORE_DURATION_HOURS = 3;
/** Rank counts Live hotels within this distance of the chosen location, in kilometres. */
export const RANK_RADIUS_KM = 10;

/** Lifetime of a Redirect to Hotel Admin token, in seconds (single use). */
export const HOTEL_ADMIN_TOKEN_TTL_SECONDS = 5 * 60;

/** The listing's page size options and default. */
export const PROPERTY_LIST_PAGE_SIZE = 10;
