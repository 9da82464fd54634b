import { FILTERED_LISTS, HotelsMessages, INVOICE_PAGE_SIZE, OTHER_CHAIN_FILTER, formatDate, formatNumber, type Hotel } from '@backoffice/contracts';
import {
  RecordHistory,
  RecordLink,
  RecordPage,
  RecordTickets,
  statusOf,
  useAction,
  useBackTo,
  useConfirmedAction,
  useRecordHistory,
  useUnsavedChangesWarning,
} from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, HStack, Stack, Text } from '@backoffice/ui';
import type { HistoryField } from '@backoffice/ui/forms';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useInvoicesPage } from '../billing/api';
import { fieldFailure } from '../shared/field-failure';
import { SnapshotTabs } from '../archives/snapshot-tabs';
import { BACK_TO_PROPERTIES } from '../shared/hotel-paths';
import {
  useCheckReservations,
  useDeleteHotel,
  useHotel,
  useHotelAdminToken,
  useHotelCounts,
  useSaveHotel,
  type PersonAddition,
  type PersonChange,
} from './api';
import { AmenityFields, FormSection, HotelDetailsFields, OwnerFields, PersonFields, PropertyFields, type PersonAccount } from './hotel-fields';
import {
  contactBodyOf,
  formOfHotel,
  hotelFieldsOf,
  hotelFormResolver,
  managerBodyOf,
  type HotelForm,
  type PersonForm,
} from './hotel-form-model';
import { PhotosSection } from './photos';
import { RoomEditor } from './room-editor';
import { HOTEL_TABS, HotelBillingTab, HotelListLinkTab, useHotelTab, type HotelTab } from './hotel-tabs';

/**
 * The hotel's changed fields as the History panel writes them (docs/areas/platform.md, "Audit trail"): words for
 * each key of the hotel's audit events, the owner and chain by name, the people by their names, never ids; the chain
 * and the owner are links to them (docs/areas/hotels.md, "Links").
 */
export function hotelHistoryFields(hotel: Pick<Hotel, 'owner' | 'commission'>): Record<string, HistoryField> {
  return {
    name: { label: 'Name' },
    description: { label: 'Description', kind: 'text' },
    rating: { label: 'Star rating' },
    propertyId: { label: 'Property ID' },
    commissionRate: { label: 'Commission rate (%)' },
    overwrite: { label: 'Overwrite', kind: 'boolean' },
    expediaUrl: { label: 'Expedia URL', kind: 'text' },
    isActive: { label: 'Status' },
    isDeleted: { label: 'Deleted', kind: 'boolean' },
    commissionId: {
      label: 'Property chain',
      kind: 'record',
      recordType: 'chain',
      nameOf: (id) => (hotel.commission?._id === id ? hotel.commission.clientTypeName : undefined),
    },
    ownerId: {
      label: 'Owner',
      kind: 'person',
      recordType: 'user',
      nameOf: (id) => (hotel.owner?._id === id ? hotel.owner.fullName : undefined),
    },
    owner: { label: 'Owner', kind: 'person' },
    contact: { label: 'Hotel manager', kind: 'person' },
    manager: { label: 'Revenue manager', kind: 'person' },
    photo: { label: 'Photo', kind: 'text' },
  };
}

/** The API's 400/409 texts that are about one field of the form: shown beside it, not as a toast. */
const FIELD_MESSAGES: readonly (readonly [FieldPath<HotelForm>, readonly string[]])[] = [
  ['name', [HotelsMessages.hotel.nameRequired]],
  ['place', [HotelsMessages.hotel.coordinatesInvalid]],
  ['rating', [HotelsMessages.hotel.ratingInvalid]],
  ['propertyId', [HotelsMessages.hotel.propertyIdTaken]],
  ['commissionRate', [HotelsMessages.hotel.commissionRateInvalid]],
  ['expediaUrl', [HotelsMessages.hotel.expediaUrlInvalid]],
];

/**
 * /editHotel/{hotelId} (docs/areas/hotels.md, "Edit save", "Rooms", "Photos", "Deleting a hotel", "Redirect to
 * Hotel Admin", "Links"): the hotel's record page, titled with its name, its property ID, status and chain (a link
 * to the chain's hotels) under it, Delete Hotel and Redirect to Hotel Admin at the top; then links to its
 * reservations, invoices and reviews with their counts, and the record as tabs (issue 36; `?tab=`, so a reload keeps
 * it): Details (the Add Hotel sections filled from the hotel), Rooms, People (each person with a link to their user
 * account; Details and People are one form with one Submit), Photos, Billing (its invoices), Reviews, Reservations
 * (links to those lists filtered to the hotel) and History (with the tickets about it). The page reads the hotel by the id in its
 * address, so it survives a reload; a deleted or unknown hotel says so with the way back to the list it came from.
 */
export function EditHotelPage() {
  const hotelId = useParams().hotelId ?? '';
  const hotel = useHotel(hotelId);
  const back = useBackTo(BACK_TO_PROPERTIES) ?? BACK_TO_PROPERTIES;
  return (
    <RecordPage
      query={hotel}
      noun="hotel"
      missing="This hotel does not exist or was deleted."
      frame={{ title: 'Edit Hotel', back: BACK_TO_PROPERTIES, maxW: '5xl' }}
      title={(h) => `Edit Hotel: ${h.name}`}
      subtitle={(h) => <HotelSubtitle hotel={h} />}
      actions={(h) => <HotelActions hotel={h} afterDelete={back.to} />}
      keyOf={(h) => h.updatedAt}
      record={{ type: 'hotel', id: hotelId }}
    >
      {(h) => <EditHotel hotel={h} cancelTo={back.to} />}
    </RecordPage>
  );
}

/** The way back to a hotel's page from the pages it links to. */
const backToHotel = (hotel: Pick<Hotel, 'name'>) => `Back to ${hotel.name}`;

/** Under the title: the property ID, the status, the chain (a link to its hotels) and when the hotel was added. */
function HotelSubtitle({ hotel }: { hotel: Hotel }) {
  const chain = { type: 'chain' as const, id: hotel.commission?._id ?? OTHER_CHAIN_FILTER, name: hotel.commission?.clientTypeName ?? 'Other' };
  return (
    <HStack gap="3" wrap="wrap" fontSize="sm">
      <Text>{hotel.propertyId ? `Property ID ${hotel.propertyId}` : 'No property ID'}</Text>
      <Badge colorPalette={hotel.isActive === 'Live' ? 'green' : hotel.isActive === 'Inactive' ? 'gray' : 'orange'}>{hotel.isActive}</Badge>
      <Text>
        <RecordLink record={chain} backLabel={backToHotel(hotel)} />
      </Text>
      <Text>Added {formatDate(hotel.createdAt)}</Text>
    </HStack>
  );
}

/**
 * The hotel's records elsewhere (docs/areas/hotels.md, "Links"): its reservations, invoices and reviews, each a link
 * to the list filtered to this hotel with how many it holds (the count left out while it loads or when it fails).
 */
function HotelRecords({ hotel }: { hotel: Hotel }) {
  const counts = useHotelCounts(hotel._id);
  // The Billing tab's query (page 1 of the invoices): its `total`, or the whole list's length from an API before issue 38.
  const invoices = useInvoicesPage(hotel._id, 1, INVOICE_PAGE_SIZE);
  const links = [
    { label: 'Reservations', count: counts.data?.reservations, to: FILTERED_LISTS.reservations({ hotelId: hotel._id }) },
    { label: 'Invoices', count: invoices.data ? (invoices.data.total ?? invoices.data.data.length) : undefined, to: FILTERED_LISTS.invoices(hotel._id) },
    { label: 'Reviews', count: counts.data?.reviews, to: FILTERED_LISTS.reviews(hotel._id) },
  ];
  return (
    <HStack as="nav" aria-label="Records of this hotel" gap="5" wrap="wrap">
      {links.map((l) => (
        <RecordLink key={l.label} to={l.to} backLabel={backToHotel(hotel)}>
          {l.count === undefined ? l.label : `${l.label} (${formatNumber(l.count)})`}
        </RecordLink>
      ))}
    </HStack>
  );
}

/** The form's fields on the People tab (the owner, the hotel manager, the revenue manager); the rest are on Details. */
const PEOPLE_FIELDS: readonly string[] = ['ownerFullName', 'ownerEmail', 'contact', 'manager'];
const tabOfField = (field: string): 'people' | 'details' => (PEOPLE_FIELDS.includes(field.split('.')[0]) ? 'people' : 'details');

/** The path of the first error of `errors` on `tab` ('contact.email'), in the form's order, or null. */
function firstErrorOn(errors: FieldErrors<HotelForm>, tab: 'people' | 'details'): FieldPath<HotelForm> | null {
  const walk = (node: unknown, path: string): string | null => {
    if (!node || typeof node !== 'object') return null;
    if ('message' in node || 'type' in node) return path;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = walk(child, path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return null;
  };
  for (const [key, value] of Object.entries(errors)) {
    if (tabOfField(key) !== tab) continue;
    const found = walk(value, key);
    if (found) return found as FieldPath<HotelForm>;
  }
  return null;
}

/** A person attached to the hotel as their user account (docs/areas/hotels.md, "Links"). */
const accountOf = (p: { userId: string; fullName: string; consoleAccount: boolean }): PersonAccount => ({
  userId: p.userId,
  name: p.fullName,
  consoleAccount: p.consoleAccount,
});

const samePerson = (a: PersonForm, b: PersonForm) => JSON.stringify(a) === JSON.stringify(b);

function EditHotel({ hotel, cancelTo }: { hotel: Hotel; cancelTo: string }) {
  const original = formOfHotel(hotel);
  // Each person links to their user account; one with a console account is changed in the users area only
  // (docs/areas/hotels.md, "Owners, contacts and managers"): shown read-only, never checked or sent.
  const ownerAccount = hotel.owner ? accountOf({ ...hotel.owner, userId: hotel.owner._id }) : undefined;
  const accountOfFirst = ([person]: Hotel['contacts']) => (person && !person.isOwner ? accountOf(person) : undefined);
  const contactAccount = accountOfFirst(hotel.contacts);
  const managerAccount = accountOfFirst(hotel.managers);
  const [tab, setTab] = useHotelTab();
  const counts = useHotelCounts(hotel._id);
  const { control, handleSubmit, setValue, setError, setFocus, formState } = useForm<HotelForm>({
    resolver: hotelFormResolver(Boolean(hotel.owner) && !ownerAccount?.consoleAccount, {
      contact: Boolean(contactAccount?.consoleAccount),
      manager: Boolean(managerAccount?.consoleAccount),
    }),
    defaultValues: original,
    // The field may be on the tab not shown: focused below once its tab is open.
    shouldFocusError: false,
  });
  const [saved, setSaved] = useState(false);
  const [newRoom, setNewRoom] = useState(false);
  // After each submission (a failed check, or a field the API refused), the tab holding the first error opens and
  // that field is focused; typing afterwards (errors re-checked on change) never moves the focus.
  const errors = formState.errors;
  const latest = useRef({ errors, tab });
  latest.current = { errors, tab };
  const focusOn = useRef<'people' | 'details' | null>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (formState.submitCount === handled.current) return;
    handled.current = formState.submitCount;
    const { errors: now, tab: shown } = latest.current;
    const here = shown === 'people' ? 'people' : 'details';
    const there = here === 'people' ? 'details' : 'people';
    const target = firstErrorOn(now, here) ? here : firstErrorOn(now, there) ? there : null;
    if (!target) return;
    focusOn.current = target;
    if (target !== shown) setTab(target);
  }, [formState.submitCount, setTab]);
  useEffect(() => {
    const target = focusOn.current;
    if (!target || tab !== target) return;
    focusOn.current = null;
    const path = firstErrorOn(latest.current.errors, target);
    if (path) setFocus(path);
  });
  const save = useAction(useSaveHotel(hotel._id), {
    success: HotelsMessages.hotel.updated,
    failure: HotelsMessages.hotel.failed,
    onError: fieldFailure(setError, FIELD_MESSAGES),
  });
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitting && !saved);

  const onSubmit = handleSubmit(async (values) => {
    const people: PersonChange[] = [];
    if (hotel.owner && (values.ownerFullName !== original.ownerFullName || values.ownerEmail !== original.ownerEmail)) {
      people.push({ employeeId: hotel.owner._id, body: { contact: { fullName: values.ownerFullName.trim(), email: values.ownerEmail.trim() } } });
    }
    const changes: ['contact' | 'manager', PersonForm, PersonForm][] = [
      ['contact', values.contact, original.contact],
      ['manager', values.manager, original.manager],
    ];
    const additions: PersonAddition[] = [];
    for (const [kind, now, before] of changes) {
      const existing = (kind === 'contact' ? hotel.contacts : hotel.managers)[0];
      if (!existing) {
        additions.push(kind === 'contact' ? { kind, body: contactBodyOf(now) } : { kind, body: managerBodyOf(now) });
      } else if (!samePerson(now, before)) {
        const { sameAsOwner, ...fields } = now;
        people.push({ employeeId: existing._id, body: { contact: sameAsOwner ? {} : fields, owner: sameAsOwner } });
      }
    }
    const result = await save.run({
      hotel: {
        id: hotel._id,
        ...hotelFieldsOf(values),
        // The overwrite rule (docs/areas/hotels.md, "Edit save").
        overwrite: values.commissionRate === hotel.commissionRate,
      },
      people,
      additions,
    });
    if (result) setSaved(true);
  });

  const backLabel = backToHotel(hotel);
  const formTab = tab === 'details' || tab === 'people';
  return (
    <Stack gap="5">
      <HotelRecords hotel={hotel} />
      <SnapshotTabs label="Hotel record" tabs={HOTEL_TABS} selected={tab} onSelect={(id) => setTab(id as HotelTab)}>
        {/* Details and People are one form: both stay mounted (the other hidden), so a save sends every field. */}
        <Box hidden={!formTab}>
          <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Edit Hotel">
            <Stack gap="5">
              <Stack gap="5" hidden={tab !== 'details'}>
                <HotelDetailsFields control={control} setValue={setValue} />
                <PropertyFields control={control} />
                <AmenityFields control={control} />
              </Stack>
              <Stack gap="5" hidden={tab !== 'people'}>
                <OwnerFields control={control} editable={Boolean(hotel.owner)} account={ownerAccount} />
                <PersonFields control={control} kind="contact" title="Hotel manager" account={contactAccount} />
                <PersonFields control={control} kind="manager" title="Revenue managers" account={managerAccount} />
              </Stack>
              <HStack gap="3">
                <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} disabled={!formState.isDirty}>
                  Submit
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to={cancelTo}>Cancel</RouterLink>
                </Button>
                {formState.isDirty && !saved ? <Text color="fg.muted">Unsaved changes</Text> : null}
              </HStack>
            </Stack>
          </form>
        </Box>
        {tab === 'rooms' ? (
          <FormSection title="Rooms">
            {hotel.rooms.length === 0 && !newRoom ? <Text color="fg.muted">No rooms yet.</Text> : null}
            {hotel.rooms.map((room) => (
              <RoomEditor key={`${room._id}`} hotelId={hotel._id} room={room} />
            ))}
            {newRoom ? (
              <RoomEditor hotelId={hotel._id} onDone={() => setNewRoom(false)} />
            ) : (
              <Button alignSelf="start" size="sm" variant="outline" onClick={() => setNewRoom(true)}>
                Add room
              </Button>
            )}
          </FormSection>
        ) : null}
        {tab === 'photos' ? <PhotosSection hotelId={hotel._id} photos={hotel.photos} /> : null}
        {tab === 'billing' ? <HotelBillingTab hotel={hotel} backLabel={backLabel} /> : null}
        {tab === 'reviews' ? (
          <HotelListLinkTab
            text={`The guests' reviews of ${hotel.name} are on its reviews page.`}
            link={{ to: FILTERED_LISTS.reviews(hotel._id), label: `Reviews of ${hotel.name}` }}
            count={counts.data?.reviews}
            backLabel={backLabel}
          />
        ) : null}
        {tab === 'reservations' ? (
          <HotelListLinkTab
            text={`Every reservation of ${hotel.name}, of any status, in the reservations list filtered to this hotel.`}
            link={{ to: FILTERED_LISTS.reservations({ hotelId: hotel._id }), label: `Reservations of ${hotel.name}` }}
            count={counts.data?.reservations}
            backLabel={backLabel}
          />
        ) : null}
        {tab === 'history' ? (
          <Stack gap="5">
            <HotelHistory hotel={hotel} />
            <RecordTickets about={{ type: 'hotel', id: hotel._id, name: hotel.name }} />
          </Stack>
        ) : null}
      </SnapshotTabs>
    </Stack>
  );
}

/**
 * Delete Hotel (refused with the spec's warning while reservations exist, else asked first; afterwards the list the
 * page came from) and Redirect to Hotel Admin (disabled, with the spec's text, when the hotel has no owner).
 */
function HotelActions({ hotel, afterDelete }: { hotel: Hotel; afterDelete: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const check = useAction(useCheckReservations(hotel._id), { success: null, failure: HotelsMessages.hotel.failed });
  const remove = useAction(useDeleteHotel(hotel._id), {
    success: HotelsMessages.hotel.deleted,
    failure: HotelsMessages.hotel.failed,
    onError: (err) => {
      // A reservation made meanwhile: the spec's warning, not an error.
      if (statusOf(err) !== 409) return false;
      notify({ type: 'info', title: HotelsMessages.hotel.reservationsExist });
      return true;
    },
  });
  const token = useAction(useHotelAdminToken(hotel._id), { success: null, failure: HotelsMessages.hotel.failed });
  const deleteHotel = async () => {
    const done = await remove.run(undefined);
    if (done) navigate(afterDelete);
    return done;
  };
  const deleting = useConfirmedAction<undefined>(
    { run: deleteHotel, isPending: remove.isPending },
    { title: 'Delete Hotel', message: HotelsMessages.hotel.deleteConfirm, confirmLabel: 'Delete', destructive: true },
  );

  const askDelete = async () => {
    const reserved = await check.run(undefined);
    if (reserved === undefined) return;
    if (reserved) notify({ type: 'info', title: HotelsMessages.hotel.reservationsExist });
    else deleting.ask(undefined);
  };
  const redirect = async () => {
    if (!hotel.owner) return;
    // Opened before the call, so that the browser does not take it for an unasked pop-up.
    const tab = window.open('', '_blank');
    const answer = await token.run(hotel.owner._id);
    if (!answer) {
      tab?.close();
      return;
    }
    if (tab) tab.location.href = answer.url;
    else window.location.assign(answer.url);
  };

  return (
    <HStack gap="3" flexWrap="wrap">
      <Button variant="outline" colorPalette="red" loading={check.isPending} onClick={() => void askDelete()}>
        Delete Hotel
      </Button>
      <Button
        variant="outline"
        disabled={!hotel.owner}
        title={hotel.owner ? undefined : HotelsMessages.hotel.noAdmin}
        loading={token.isPending}
        onClick={() => void redirect()}
      >
        Redirect to Hotel Admin
      </Button>
      {hotel.owner ? null : <Text color="fg.muted">{HotelsMessages.hotel.noAdmin}</Text>}
      {deleting.dialog}
    </HStack>
  );
}

/**
 * The hotel's History panel (the kit's RecordHistory): its audit events a page at a time (the kit's useRecordHistory:
 * the newest, then "Show older"; docs/areas/platform.md, "Audit trail"), each changed field in words and by kind.
 */
function HotelHistory({ hotel }: { hotel: Hotel }) {
  const history = useRecordHistory({ entityType: 'hotel', entityId: hotel._id });
  const fields = useMemo(() => hotelHistoryFields(hotel), [hotel]);
  return <RecordHistory query={history} fields={fields} />;
}
