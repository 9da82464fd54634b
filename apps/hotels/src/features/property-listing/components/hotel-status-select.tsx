import { HOTEL_STATUSES, HotelsMessages, type HotelListItem, type HotelStatus } from '@backoffice/contracts';
import { OptionSelect } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { useSetHotelStatus } from '../api/set-hotel-status';

const STATUS_OPTIONS = HOTEL_STATUSES.map((s) => ({ value: s, label: s }));

export interface HotelStatusSelectProps {
  hotel: Pick<HotelListItem, '_id' | 'name' | 'isActive'>;
}

/**
 * A listing row's property status (Pending, Live, Inactive; docs/areas/hotels.md, "Property listing"): a pick is
 * sent at once (PUT /hotel/update with `id` and `isActive`). Success: 'Hotel Status Changed Successfully' and the
 * list reloads; failure: 'Something went wrong' and the select shows the status the hotel still has.
 */
export function HotelStatusSelect({ hotel }: HotelStatusSelectProps) {
  const notify = useNotify();
  const change = useSetHotelStatus();
  const pending = change.isPending ? change.variables.isActive : null;

  const onChange = async (next: HotelStatus) => {
    if (next === hotel.isActive) return;
    try {
      await change.mutateAsync({ id: hotel._id, isActive: next });
      notify({ type: 'success', title: HotelsMessages.hotel.statusChanged });
    } catch {
      notify({ type: 'error', title: HotelsMessages.hotel.statusChangeFailed });
    }
  };

  return (
    <OptionSelect
      size="sm"
      rootProps={{ width: 'auto', minW: '32' }}
      disabled={pending !== null}
      options={STATUS_OPTIONS}
      aria-label={`Status of ${hotel.name}`}
      value={pending ?? hotel.isActive}
      onChange={(e) => void onChange(e.target.value as HotelStatus)}
    />
  );
}
