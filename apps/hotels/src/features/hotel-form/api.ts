import {
  addHotelContact,
  addHotelManager,
  addRoom,
  checkAdmin,
  createHotel,
  deleteHotel,
  generateHotelAdminToken,
  getHotel,
  getHotelCounts,
  isReserve,
  newIdempotencyKey,
  removeHotelImage,
  updateEmployee,
  updateHotel,
  updateRoom,
  uploadHotelImage,
} from '@backoffice/api-client/hotels';
import {
  HotelsMessages,
  type AddContactBody,
  type AddManagerBody,
  type CreateHotelBody,
  type EmployeeUpdateBody,
  type RoomInput,
  type UpdateHotelBody,
} from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { listingKeys } from '../shared/hotel-lists';

/**
 * The hotel form's query keys, in the hotels tree (['hotels', ...]: docs/frontend-data.md, "Query keys"): a
 * write that changes a hotel invalidates `listingKeys.all`, so the lists and the open form reload together.
 * The history is the audit trail's key (['audit', 'hotel', id]), shared with every History panel: remote-kit's
 * useRecordHistory keys the hotel's paged history under it, so invalidating it after a save refetches the history.
 */
export const hotelFormKeys = {
  hotel: (id: string) => [...listingKeys.all, 'detail', id] as const,
  counts: (id: string) => [...listingKeys.all, 'counts', id] as const,
  history: (id: string) => ['audit', 'hotel', id] as const,
};

/** GET /hotel/{id}: one hotel, whole (owner, contacts, managers, rooms, photos). */
export const hotelQueryOptions = (id: string) =>
  queryOptions({ queryKey: hotelFormKeys.hotel(id), queryFn: () => getHotel(id) });

/** The hotel the Edit Hotel page shows; a 404 (deleted, unknown) is the query's error. */
export function useHotel(id: string) {
  return useQuery(hotelQueryOptions(id));
}

/**
 * GET /hotel/{id}/counts: the hotel's reservations and reviews, which its page counts and links to
 * (docs/areas/hotels.md, "Links").
 */
export function useHotelCounts(id: string) {
  return useQuery({ queryKey: hotelFormKeys.counts(id), queryFn: () => getHotelCounts(id) });
}

/**
 * The add flow's steps, in the spec's order (docs/areas/hotels.md, "Add flow"), then ours: the rooms entered on the
 * form, added one by one once the hotel exists (issue 36).
 */
export const ADD_STEPS = ['owner', 'hotel', 'contact', 'manager', 'photos', 'rooms'] as const;
export type AddStep = (typeof ADD_STEPS)[number];
export const ADD_STEP_LABELS: Record<AddStep, string> = {
  owner: 'Owner check',
  hotel: 'Hotel details',
  contact: 'Hotel manager',
  manager: 'Revenue manager',
  photos: 'Photos',
  rooms: 'Rooms',
};

/** What one submission sends. */
export interface AddHotelInput {
  owner: { firstName: string; lastName: string; email: string };
  hotel: Omit<CreateHotelBody, 'owner'>;
  contact: AddContactBody;
  manager: AddManagerBody;
  photos: readonly File[];
  /** The rooms to add after the photos (rates in cents), in order; none is fine. */
  rooms?: readonly RoomInput[];
}

/** What is already done, kept between a failure and its retry so that nothing is done twice. */
export interface AddHotelProgress {
  ownerToken?: string;
  /** The Idempotency-Key of POST /hotel, and the body it was made for (a changed body gets a new key). */
  hotelKey?: { key: string; body: string };
  hotelId?: string;
  contactDone: boolean;
  managerDone: boolean;
  /** How many of the photos are uploaded (they go one by one, in order). */
  photosDone: number;
  /** How many of the rooms are added (in order), and whether a room was sent at all (its answer may be lost). */
  roomsDone: number;
  roomsTried?: boolean;
}

export const NO_PROGRESS: AddHotelProgress = { contactDone: false, managerDone: false, photosDone: 0, roomsDone: 0 };

/** A step that failed: its name and the text to show (the spec's wording for the people steps). */
export class AddStepError extends Error {
  constructor(
    readonly step: AddStep,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs the add flow from where `progress` stands: the owner check, the hotel (with its Idempotency-Key, so a
 * retry after a lost answer does not make a second hotel), the contact, the manager, then the photos one by
 * one, then the rooms one by one (POST /hotel/{id}/roomAdd). `onProgress` gets each new state (the page shows it);
 * the last one is returned. A room add has no idempotency key: resuming after a room was sent (`roomsTried`), the
 * flow first counts the new hotel's rooms (GET /hotel/{id}: only this flow has added any), so a room whose answer
 * was lost is not added twice.
 * @throws AddStepError naming the failed step; the progress given to `onProgress` so far stays valid for a retry.
 */
export async function runAddHotel(
  input: AddHotelInput,
  start: AddHotelProgress,
  onProgress: (p: AddHotelProgress, running: AddStep | null) => void,
): Promise<AddHotelProgress & { hotelId: string }> {
  let p = { ...start };
  const step = async (name: AddStep, work: () => Promise<Partial<AddHotelProgress>>, failure?: (m: string) => string) => {
    onProgress(p, name);
    try {
      p = { ...p, ...(await work()) };
      onProgress(p, null);
    } catch (err) {
      const text = errorMessage(err);
      throw new AddStepError(name, failure ? failure(text) : text);
    }
  };
  if (!p.ownerToken) {
    await step('owner', async () => ({
      ownerToken: (await checkAdmin({ ...input.owner, userType: 'ADMIN', accessLevel: 'OWNER' })).token,
    }));
  }
  if (!p.hotelId) {
    const body = JSON.stringify(input.hotel);
    const hotelKey = p.hotelKey?.body === body ? p.hotelKey : { key: newIdempotencyKey(), body };
    p = { ...p, hotelKey };
    await step('hotel', async () => ({
      hotelId: (await createHotel({ ...input.hotel, owner: p.ownerToken }, hotelKey.key))._id,
    }));
  }
  const hotelId = p.hotelId as string;
  if (!p.contactDone) {
    await step('contact', async () => (await addHotelContact(hotelId, input.contact), { contactDone: true }), HotelsMessages.hotel.hotelManagerFailed);
  }
  if (!p.managerDone) {
    await step('manager', async () => (await addHotelManager(hotelId, input.manager), { managerDone: true }), HotelsMessages.hotel.revenueManagerFailed);
  }
  for (let i = p.photosDone; i < input.photos.length; i++) {
    const file = input.photos[i];
    await step(
      'photos',
      async () => {
        await uploadHotelImage(hotelId, file, { idempotencyKey: `${p.hotelKey?.key ?? hotelId}-photo-${i}` });
        return { photosDone: i + 1 };
      },
      (m) => `${file.name}: ${m}`,
    );
  }
  const rooms = input.rooms ?? [];
  if (p.roomsTried && p.roomsDone < rooms.length) {
    await step('rooms', async () => {
      const stored = (await getHotel(hotelId)).rooms.filter((r) => !r.isDeleted).length;
      return { roomsDone: Math.min(rooms.length, Math.max(p.roomsDone, stored)) };
    });
  }
  for (let i = p.roomsDone; i < rooms.length; i++) {
    const room = rooms[i];
    p = { ...p, roomsTried: true };
    await step(
      'rooms',
      async () => {
        await addRoom(hotelId, room);
        return { roomsDone: i + 1 };
      },
      (m) => `Room ${i + 1}${room.name ? ` (${room.name})` : ''}: ${m}`,
    );
  }
  return { ...p, hotelId };
}

/**
 * The add flow as the Add Hotel page drives it: `mutation` runs (or resumes) it and answers the new hotel's id
 * (for remote-kit's useAction), `progress` and `running` say where it stands, `failure` names the failed step
 * (the mutation's error is that AddStepError). On success every hotel list is invalidated.
 */
export function useAddHotel() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AddHotelProgress>(NO_PROGRESS);
  const [running, setRunning] = useState<AddStep | null>(null);
  const [failure, setFailure] = useState<AddStepError | null>(null);
  const current = useRef(progress);

  const mutation = useMutation({
    mutationFn: async (input: AddHotelInput): Promise<string> => {
      setFailure(null);
      try {
        const done = await runAddHotel(input, current.current, (p, step) => {
          current.current = p;
          setProgress(p);
          setRunning(step);
        });
        return done.hotelId;
      } catch (err) {
        if (err instanceof AddStepError) setFailure(err);
        throw err;
      } finally {
        setRunning(null);
      }
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
  return { mutation, progress, running, failure };
}

/** One change of the people: whose `_id` (the owner's, or a contact's or manager's) and what. */
export interface PersonChange {
  employeeId: string;
  body: EmployeeUpdateBody;
}

/** A contact or manager added from Edit Hotel, for a hotel that had none. */
export type PersonAddition = { kind: 'contact'; body: AddContactBody } | { kind: 'manager'; body: AddManagerBody };

/** What one Edit Hotel save sends: the hotel, the changed people, the people added. */
export interface SaveHotelInput {
  hotel: UpdateHotelBody;
  people: PersonChange[];
  additions: PersonAddition[];
}

/**
 * The Edit Hotel save (docs/areas/hotels.md, "Edit save"): PUT /hotel/update with the overwrite flag, then
 * each changed person with PUT /hotel/{id}/employeeUpdate/{employeeId}, then each added contact or manager
 * (POST /hotel/{id}/contact or /manager), in order. On success (or a partial failure) the hotel, its lists and
 * its history reload.
 */
export function useSaveHotel(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hotel, people, additions }: SaveHotelInput) => {
      const saved = await updateHotel(hotel);
      for (const p of people) await updateEmployee(hotelId, p.employeeId, p.body);
      for (const a of additions) {
        if (a.kind === 'contact') await addHotelContact(hotelId, a.body);
        else await addHotelManager(hotelId, a.body);
      }
      return saved;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
        queryClient.invalidateQueries({ queryKey: hotelFormKeys.history(hotelId) }),
      ]),
  });
}

/** GET /reservation/isReserve/{hotelId}: asked when Delete Hotel is pressed, before the confirmation. */
export function useCheckReservations(hotelId: string) {
  return useMutation({ mutationFn: () => isReserve(hotelId) });
}

/**
 * DELETE /hotel/{id} (docs/areas/hotels.md, "Deleting a hotel"). On success the hotel leaves the cache and the
 * lists reload.
 */
export function useDeleteHotel(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteHotel(hotelId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: hotelFormKeys.hotel(hotelId) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}

/** POST /user/generateToken for the hotel's owner → the hotel admin site's single-use sign-in address. */
export function useHotelAdminToken(hotelId: string) {
  return useMutation({
    mutationFn: (ownerId: string) => generateHotelAdminToken({ userId: ownerId, hotelId }),
  });
}

/** POST /hotel/{id}/images, one file, with its upload progress (0–1). The hotel reloads after. */
export function useUploadHotelPhoto(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadHotelImage(hotelId, file, { onProgress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}

/** PUT /hotel/{id}/image `{ url }`: removes a photo. The hotel reloads after. */
export function useRemoveHotelPhoto(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => removeHotelImage(hotelId, url),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}

/**
 * A room's save (docs/areas/hotels.md, "Rooms"): POST /hotel/{id}/roomAdd for a new room (no `roomId`), PUT
 * /hotel/{id}/roomUpdate/{roomId} otherwise (`isDeleted: true` deletes it). The hotel reloads after.
 */
export function useSaveRoom(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, room }: { roomId?: string; room: RoomInput }) =>
      roomId ? updateRoom(hotelId, roomId, room) : addRoom(hotelId, room),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelFormKeys.hotel(hotelId) }),
  });
}
