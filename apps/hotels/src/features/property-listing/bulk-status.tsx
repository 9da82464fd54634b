import { HOTEL_STATUSES, type HotelStatus } from '@backoffice/contracts';
import { BulkRunButton, OptionSelect, bulkSelectionCount, type BulkSelection } from '@backoffice/remote-kit';
import { useState } from 'react';

const STATUS_OPTIONS = HOTEL_STATUSES.map((s) => ({ value: s, label: s }));
const isStatus = (v: string): v is HotelStatus => (HOTEL_STATUSES as readonly string[]).includes(v);
const hotelsText = (n: number) => `${n} ${n === 1 ? 'hotel' : 'hotels'}`;

/**
 * What setting `count` hotels to `status` does, for the confirmation (docs/areas/hotels.md, "Property listing"):
 * Live puts them on sale; Pending and Inactive take them off sale, so guests can no longer book them.
 */
export function bulkStatusBody(count: number, status: HotelStatus): string {
  const effect =
    status === 'Live'
      ? 'Guests can book them once they are Live.'
      : 'Guests can no longer book them until they are Live again; their reservations stay.';
  return `Sets ${hotelsText(count)} to ${status}. ${effect} Hotels already ${status} are skipped. Each change is in the hotel's history.`;
}

/**
 * The property listing's bulk "Set status…" (issue 36; docs/areas/hotels.md, "Property listing"): a select of the
 * status to set (Pending, Live, Inactive), then the kit's BulkRunButton starting `hotels.setStatus` with
 * `params: { status }` on `selection` (the selected hotel ids, or every hotel matching the list's URL filters). The
 * button asks first, naming how many hotels and what the status does; nothing is sent before a status is picked.
 */
export function BulkStatus({ selection, onStarted }: { selection: BulkSelection; onStarted?: () => void }) {
  const [status, setStatus] = useState<HotelStatus | ''>('');
  const count = bulkSelectionCount(selection);
  return (
    <>
      <OptionSelect
        size="sm"
        rootProps={{ width: 'auto', minW: '36' }}
        aria-label="Status to set"
        emptyOption="Set status…"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(e) => setStatus(isStatus(e.target.value) ? e.target.value : '')}
      />
      <BulkRunButton
        action="hotels.setStatus"
        label={status ? `Set ${hotelsText(count)} to ${status}` : 'Set status'}
        selection={selection}
        params={status ? { status } : undefined}
        disabled={!status || count === 0}
        confirmTitle={`Set ${hotelsText(count)} to ${status}?`}
        confirmBody={status ? bulkStatusBody(count, status) : undefined}
        onStarted={() => {
          setStatus('');
          onStarted?.();
        }}
      />
    </>
  );
}
