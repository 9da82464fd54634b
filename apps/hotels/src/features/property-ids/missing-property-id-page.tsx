import {
  HOTEL_NAME_MAX_LENGTH,
  PROPERTY_ID_MAX_LENGTH,
  type HotelListItem,
  type PropertyAddNewBody,
} from '@backoffice/contracts';
import { ListPage, useAction, useListQuery, useUnsavedChangesWarning } from '@backoffice/remote-kit';
import { Button, HStack, Input, Text, type DataGridColumn } from '@backoffice/ui';
import { createContext, useContext, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hotelNameAndAddress } from '../shared/hotel-columns';
import { countHotels, useHotelListPage } from '../shared/hotel-lists';
import { HOTEL_PATHS } from '../shared/hotel-paths';
import { useSaveProperties } from './api';
import { PropertyMessages } from './property-messages';

/** The list's name for what this browser remembers of it (columns shown, rows per page). */
export const MISSING_KEY = 'missing-property-id';

/** What the user typed for one hotel in edit mode, beside the name it had. */
interface RowEdit {
  propertyId: string;
  propertyName: string;
  originalName: string;
}

type EditField = 'propertyId' | 'propertyName';

interface EditsContextValue {
  editOf: (hotel: HotelListItem) => RowEdit;
  change: (hotel: HotelListItem, field: EditField, value: string) => void;
}

const EditsContext = createContext<EditsContextValue | null>(null);

/** One row's Property ID or Property Name input in edit mode. */
function RowInput({ hotel, field }: { hotel: HotelListItem; field: EditField }) {
  const edits = useContext(EditsContext);
  if (!edits) return null;
  const isId = field === 'propertyId';
  return (
    <Input
      size="sm"
      aria-label={`${isId ? 'Property ID' : 'Property Name'} of ${hotel.name}`}
      maxLength={isId ? PROPERTY_ID_MAX_LENGTH : HOTEL_NAME_MAX_LENGTH}
      value={edits.editOf(hotel)[field]}
      onChange={(e) => edits.change(hotel, field, e.target.value)}
    />
  );
}

/**
 * The columns: name (a link to the hotel, cut with an ellipsis, the full name on hover), address (wrapping at words, the first to give
 * way at a narrow width), and the property ID and name (inputs in edit mode).
 */
function missingColumns(editing: boolean): DataGridColumn<HotelListItem>[] {
  return [
    ...hotelNameAndAddress('Back to missing property IDs'),
    {
      id: 'propertyId',
      header: 'Property ID',
      width: '10rem',
      priority: 1,
      cell: (h) => (editing ? <RowInput hotel={h} field="propertyId" /> : <Text color="fg.muted">—</Text>),
    },
    {
      id: 'propertyName',
      header: 'Property Name',
      minWidth: '12rem',
      priority: 1,
      cell: (h) => (editing ? <RowInput hotel={h} field="propertyName" /> : h.name),
    },
  ];
}

/**
 * The rows to save: those whose property ID was filled in or whose name was changed, trimmed; a name left blank
 * keeps the hotel's name (the API needs one).
 */
export function changedRows(edits: Readonly<Record<string, RowEdit>>): PropertyAddNewBody {
  return Object.entries(edits)
    .map(([hotelId, e]) => ({
      hotelId,
      propertyId: e.propertyId.trim(),
      propertyName: e.propertyName.trim() || e.originalName,
      originalName: e.originalName,
    }))
    .filter((r) => r.propertyId !== '' || r.propertyName !== r.originalName)
    .map(({ hotelId, propertyId, propertyName }) => ({ hotelId, propertyId, propertyName }));
}

/** The hotels without a property ID, by name (the list has no filter of its own). */
const MISSING_FILTERS = { missingPropertyId: true, sort: 'name', order: 'asc' } as const;
/** The list reads no URL key besides page/sort/order: a saved view keeps its columns only (docs/areas/platform.md, "Saved views"). */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /missingPropertyID (docs/areas/hotels.md, "Property listing"): the hotels without a property ID, 10 per page by
 * name. Edit turns each row's Property ID and Property Name into inputs (kept across pages); Save Changes sends
 * the changed rows `{ hotelId, propertyId, propertyName }` in one POST /property/addNew: 'Changes Saved
 * Successfully' and the list reloads (hotels given an ID leave it), or 'Something went wrong' (the server's text
 * for a property ID another hotel has) and the inputs stay. Leaving with typed changes unsaved asks first.
 */
export function MissingPropertyIdPage() {
  const { hotels, grid } = useHotelListPage(MISSING_KEY, useListQuery(), 'all', MISSING_FILTERS);
  const save = useAction(useSaveProperties(), { success: PropertyMessages.saved, failure: PropertyMessages.failed });
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Record<string, RowEdit>>({});

  // The columns change only with the mode: the grid rebuilds its rows when they change, which would take the
  // focus out of an input on every keystroke. The inputs read the edits from a context instead.
  const columns = useMemo(() => missingColumns(editing), [editing]);
  const editsContext = useMemo<EditsContextValue>(
    () => ({
      editOf: (h) => edits[h._id] ?? { propertyId: h.propertyId, propertyName: h.name, originalName: h.name },
      change: (h, field, value) =>
        setEdits((prev) => ({
          ...prev,
          [h._id]: {
            ...(prev[h._id] ?? { propertyId: h.propertyId, propertyName: h.name, originalName: h.name }),
            [field]: value,
          },
        })),
    }),
    [edits],
  );

  const changed = useMemo(() => changedRows(edits), [edits]);
  // Typed property IDs are a form: leaving them unsaved asks first (docs/frontend-data.md, "Forms").
  useUnsavedChangesWarning(editing && changed.length > 0 && !save.isPending);

  const stopEditing = () => {
    setEditing(false);
    setEdits({});
  };

  const saveChanges = async () => {
    if (changed.length === 0) {
      stopEditing();
      return;
    }
    if (await save.run(changed)) stopEditing();
  };

  return (
    <EditsContext.Provider value={editsContext}>
      <ListPage
        title="Missing Property ID"
        viewParams={NO_VIEW_PARAMS}
        countView={() => countHotels('all', MISSING_FILTERS)}
        actions={
          <HStack gap="3">
            <Button asChild variant="outline" size="sm">
              <RouterLink to={HOTEL_PATHS.addProperty}>Add Property</RouterLink>
            </Button>
            {editing ? (
              <>
                <Button variant="outline" size="sm" disabled={save.isPending} onClick={stopEditing}>
                  Cancel
                </Button>
                <Button colorPalette="blue" size="sm" loading={save.isPending} onClick={() => void saveChanges()}>
                  Save Changes
                </Button>
              </>
            ) : (
              <Button colorPalette="blue" size="sm" disabled={!hotels.data?.data.length} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </HStack>
        }
        {...grid}
        label="Hotels without a property ID"
        columns={columns}
      />
    </EditsContext.Provider>
  );
}
