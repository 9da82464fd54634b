import { HotelsRoutes as routes } from '@backoffice/contracts/constants';
import type {
  AddContactBody,
  AddManagerBody,
  CheckAdminBody,
  CheckAdminResponse,
  CreateHotelBody,
  Employee,
  EmployeeUpdateBody,
  EmployeeUpdatedResponse,
  GenerateTokenBody,
  GenerateTokenResponse,
  Hotel,
  HotelCounts,
  HotelImageAddedResponse,
  HotelOkResponse,
  HotelSavedResponse,
  HotelsOperations as Ops,
  RoomInput,
  RoomSavedResponse,
  UpdateHotelBody,
} from '@backoffice/contracts';
import { operationUrl } from './call';
import { call, http } from './shared-client';
import { withIdempotencyKey as keyed } from './idempotency-key';

// The hotel form's calls (docs/areas/hotels.md, "Calls", "Add flow", "Edit save", "Rooms", "Photos",
// "Deleting a hotel", "Redirect to Hotel Admin"). Every call needs a SuperAdmin; a failure is the shared
// client's ApiError carrying the server's message (400 with the field's message, 404, 409, 413, 415). Each is the
// operation of libs/contracts/src/hotels.ts called at its route (`HotelsRoutes`, call.ts).


/** POST /user/checkAdmin: the owner's account by e-mail → `{ _id, token }` (`token` goes in createHotel's `owner`). */
export async function checkAdmin(body: CheckAdminBody): Promise<CheckAdminResponse> {
  return call<Ops['checkAdmin']>(routes.checkAdmin, { body });
}

/**
 * POST /hotel with an `Idempotency-Key` (one per form submission): a retry with the same key answers the hotel
 * already made instead of a second one; the key reused with other values is a 409.
 */
export async function createHotel(body: CreateHotelBody, idempotencyKey?: string): Promise<HotelSavedResponse> {
  return call<Ops['createHotel']>(routes.createHotel, { body }, keyed(idempotencyKey));
}

/** POST /hotel/{id}/contact: the hotel manager, or the owner's own account with `owner: true`. */
export async function addHotelContact(hotelId: string, body: AddContactBody): Promise<Employee> {
  return (await call<Ops['addHotelContact']>(routes.addHotelContact, { params: { id: hotelId }, body })).data;
}

/** POST /hotel/{id}/manager: the revenue manager, or the owner's own account with `owner: true`. */
export async function addHotelManager(hotelId: string, body: AddManagerBody): Promise<Employee> {
  return (await call<Ops['addHotelManager']>(routes.addHotelManager, { params: { id: hotelId }, body })).data;
}

/**
 * POST /hotel/{id}/images: one JPEG or PNG (field `photos`, at most HOTEL_PHOTO_MAX_BYTES) → the hotel's photo
 * addresses. 413 'This File Is Too Big', 415 'This File Is Not Supported'. `onProgress` gets 0–1.
 */
export async function uploadHotelImage(
  hotelId: string,
  file: File,
  options: { idempotencyKey?: string; onProgress?: (fraction: number) => void } = {},
): Promise<string[]> {
  const form = new FormData();
  form.append('photos', file);
  // A multipart form, which call() does not send (its body is JSON): the operation's route, through the shared client.
  const response = await http.post<HotelImageAddedResponse>(operationUrl(routes.uploadHotelImage.path, { id: hotelId }), form, {
    ...keyed(options.idempotencyKey),
    onUploadProgress: (e) => {
      if (options.onProgress && e.total) options.onProgress(e.loaded / e.total);
    },
  });
  return response.data.data.photos;
}

/** PUT /hotel/{id}/image `{ url }`: removes one photo ('Image deleted Successfully'). */
export async function removeHotelImage(hotelId: string, url: string): Promise<HotelOkResponse> {
  return call<Ops['removeHotelImage']>(routes.removeHotelImage, { params: { id: hotelId }, body: { url } });
}

/** GET /hotel/{id}: one hotel, whole (404 when deleted or unknown). */
export async function getHotel(hotelId: string): Promise<Hotel> {
  return (await call<Ops['getHotel']>(routes.getHotel, { params: { id: hotelId } })).data;
}

/**
 * GET /hotel/{id}/counts: the hotel's reservations (every status) and reviews not removed, which its page links to
 * (docs/areas/hotels.md, "Links"); 404 when deleted or unknown.
 */
export async function getHotelCounts(hotelId: string): Promise<HotelCounts> {
  return (await call<Ops['getHotelCounts']>(routes.getHotelCounts, { params: { id: hotelId } })).data;
}

/** PUT /hotel/update: the fields sent change (the overwrite rule: docs/areas/hotels.md, "Edit save"). */
export async function updateHotel(body: UpdateHotelBody): Promise<HotelSavedResponse> {
  return call<Ops['updateHotel']>(routes.updateHotel, { body });
}

/** POST /hotel/{id}/roomAdd → the room saved (rates in cents). 400 carries the first broken room rule. */
export async function addRoom(hotelId: string, room: RoomInput): Promise<RoomSavedResponse> {
  return call<Ops['addRoom']>(routes.addRoom, { params: { id: hotelId }, body: { room } });
}

/** PUT /hotel/{id}/roomUpdate/{roomId}: the fields sent change; `isDeleted: true` deletes the room. */
export async function updateRoom(hotelId: string, roomId: string, room: RoomInput): Promise<RoomSavedResponse> {
  return call<Ops['updateRoom']>(routes.updateRoom, { params: { id: hotelId, roomId }, body: { room } });
}

/** PUT /hotel/{id}/employeeUpdate/{employeeId}: the owner's name and e-mail, or a contact's or manager's. */
export async function updateEmployee(
  hotelId: string,
  employeeId: string,
  body: EmployeeUpdateBody,
): Promise<EmployeeUpdatedResponse> {
  return call<Ops['updateEmployee']>(routes.updateEmployee, { params: { id: hotelId, employeeId }, body });
}

/** GET /reservation/isReserve/{hotelId}: whether reservations block deleting the hotel. */
export async function isReserve(hotelId: string): Promise<boolean> {
  return (await call<Ops['isReserve']>(routes.isReserve, { params: { hotelId } })).data;
}

/** DELETE /hotel/{id} → `{ data: 'OK' }`; 409 while reservations exist. */
export async function deleteHotel(hotelId: string): Promise<HotelOkResponse> {
  return call<Ops['deleteHotel']>(routes.deleteHotel, { params: { id: hotelId } });
}

/** POST /user/generateToken `{ userId, hotelId }` → `{ token, url }`: the owner's single-use hotel admin sign-in. */
export async function generateHotelAdminToken(body: GenerateTokenBody): Promise<GenerateTokenResponse> {
  return call<Ops['generateHotelAdminToken']>(routes.generateHotelAdminToken, { body });
}
