import { HOTEL_STATUSES, HotelsMessages, type HotelListItem, type HotelStatus } from '@backoffice/contracts';
import { OptionSelect, useAction } from '@backoffice/remote-kit';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useSetHotelStatus } from './api';

const STATUS_OPTIONS = HOTEL_STATUSES.map((s) => ({ value: s, label: s }));

/** The question asked before a Live hotel leaves sale from the grid (Live → Inactive or Pending). */
export const leaveLiveQuestion = (name: string, next: HotelStatus) =>
  `${name} is Live. Set it to ${next}? Guests can no longer book it until it is Live again.`;

/** Whether a change from the grid is high-impact and asked first (issue 32): a Live hotel taken off sale. */
export const asksFirst = (from: HotelStatus, to: HotelStatus) => from === 'Live' && to !== 'Live';

export interface HotelStatusSelectProps {
  hotel: Pick<HotelListItem, '_id' | 'name' | 'isActive'>;
}

/**
 * A listing row's property status (Pending, Live, Inactive; docs/areas/hotels.md, "Property listing"). Taking a
 * Live hotel off sale asks first (a ConfirmDialog naming the hotel and the new status); other picks are sent at
 * once (PUT /hotel/update with `id` and `isActive`). Success: 'Hotel Status Changed Successfully' and the list
 * reloads; failure: 'Something went wrong' (or the API's own 4xx text) and the select shows the status the hotel
 * still has.
 */
export function HotelStatusSelect({ hotel }: HotelStatusSelectProps) {
  const change = useSetHotelStatus();
  const action = useAction(change, {
    success: HotelsMessages.hotel.statusChanged,
    failure: HotelsMessages.hotel.statusChangeFailed,
  });
  const [asking, setAsking] = useState<HotelStatus | null>(null);
  const pending = change.isPending ? (change.variables?.isActive ?? null) : null;

  const send = (next: HotelStatus) => void action.run({ id: hotel._id, isActive: next });
  const onPick = (next: HotelStatus) => {
    if (next === hotel.isActive) return;
    if (asksFirst(hotel.isActive, next)) setAsking(next);
    else send(next);
  };

  return (
    <>
      <OptionSelect
        size="sm"
        rootProps={{ width: 'auto', minW: '32' }}
        disabled={pending !== null}
        options={STATUS_OPTIONS}
        aria-label={`Status of ${hotel.name}`}
        value={pending ?? hotel.isActive}
        onChange={(e) => onPick(e.target.value as HotelStatus)}
      />
      {/* Mounted only while asking: a page of rows holds no closed dialogs. */}
      {asking ? (
        <ConfirmDialog
          open
          title="Change the status"
          message={leaveLiveQuestion(hotel.name, asking)}
          confirmLabel={`Set ${asking}`}
          destructive
          onConfirm={() => {
            setAsking(null);
            send(asking);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
