import {
  addHotelContact,
  addHotelManager,
  checkAdmin,
  createHotel,
  newIdempotencyKey,
  uploadHotelImage,
} from '@backoffice/api-client/hotels';
import { HotelsMessages, type AddContactBody, type AddManagerBody, type CreateHotelBody } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { listingKeys } from '../../property-listing/api/listing-keys';

/** The add flow's steps, in the spec's order (docs/areas/hotels.md, "Add flow"). */
export const ADD_STEPS = ['owner', 'hotel', 'contact', 'manager', 'photos'] as const;
export type AddStep = (typeof ADD_STEPS)[number];
export const ADD_STEP_LABELS: Record<AddStep, string> = {
  owner: 'Owner check',
  hotel: 'Hotel details',
  contact: 'Hotel manager',
  manager: 'Revenue manager',
  photos: 'Photos',
};

/** What one submission sends. */
export interface AddHotelInput {
  owner: { firstName: string; lastName: string; email: string };
  hotel: Omit<CreateHotelBody, 'owner'>;
  contact: AddContactBody;
  manager: AddManagerBody;
  photos: readonly File[];
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
}

export const NO_PROGRESS: AddHotelProgress = { contactDone: false, managerDone: false, photosDone: 0 };

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
 * one. `onProgress` gets each new state (the page shows it); the last one is returned.
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
  return { ...p, hotelId };
}

/**
 * The add flow as the Add Hotel page drives it: `submit` runs (or resumes) it, `progress` and `running` say
 * where it stands, `failure` names the failed step. On success every hotel list is invalidated.
 */
export function useAddHotelFlow() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AddHotelProgress>(NO_PROGRESS);
  const [running, setRunning] = useState<AddStep | null>(null);
  const [failure, setFailure] = useState<AddStepError | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef(progress);

  const submit = useCallback(
    async (input: AddHotelInput): Promise<string | null> => {
      setBusy(true);
      setFailure(null);
      try {
        const done = await runAddHotel(input, current.current, (p, step) => {
          current.current = p;
          setProgress(p);
          setRunning(step);
        });
        void queryClient.invalidateQueries({ queryKey: listingKeys.all });
        return done.hotelId;
      } catch (err) {
        if (err instanceof AddStepError) {
          setFailure(err);
          return null;
        }
        throw err;
      } finally {
        setRunning(null);
        setBusy(false);
      }
    },
    [queryClient],
  );
  return { submit, progress, running, failure, busy };
}
