import {
  HOTEL_NAME_MAX_LENGTH,
  Limits,
  PROPERTY_ID_MAX_LENGTH,
  type HotelListItem,
  type PropertyAddNewBody,
} from '@backoffice/contracts';
import { errorMessage, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import {
  Box,
  Button,
  DataGrid,
  Flex,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
  type DataGridColumn,
} from '@backoffice/ui';
import { createContext, useContext, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { addressOf } from '../../hotels-directory/address';
import { useMissingPropertyHotels } from '../api/get-missing-property-hotels';
import { useSaveProperties } from '../api/save-properties';
import { PropertyMessages, saveFailureText } from '../property-messages';

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

/** The columns: name, address, and the property ID and name (inputs in edit mode). */
function missingColumns(editing: boolean): DataGridColumn<HotelListItem>[] {
  return [
    { id: 'name', header: 'Hotel Name', cell: (h) => h.name, cellStyle: { fontWeight: 'medium' } },
    { id: 'address', header: 'Address', cell: (h) => addressOf(h) || '—' },
    {
      id: 'propertyId',
      header: 'Property ID',
      cell: (h) => (editing ? <RowInput hotel={h} field="propertyId" /> : <Text color="fg.muted">—</Text>),
    },
    {
      id: 'propertyName',
      header: 'Property Name',
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

/**
 * /missingPropertyID (docs/areas/hotels.md, "Property listing"): the hotels without a property ID, 10 per page by
 * name. Edit turns each row's Property ID and Property Name into inputs (kept across pages); Save Changes sends
 * the changed rows `{ hotelId, propertyId, propertyName }` in one POST /property/addNew: 'Changes Saved
 * Successfully' and the list reloads (hotels given an ID leave it), or 'Something went wrong' (the server's text
 * for a property ID another hotel has) and the inputs stay.
 */
export function MissingPropertyIdPage() {
  const notify = useNotify();
  const { page, setPage } = useListQuery();
  const hotels = useMissingPropertyHotels(page);
  const save = useSaveProperties();
  const [editing, setEditing] = useState(false);
  const [edits, setEdits] = useState<Record<string, RowEdit>>({});

  const total = hotels.data?.total ?? hotels.data?.data.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(hotels.isSuccess && !hotels.isPlaceholderData, page, lastPage, (p) =>
    setPage(p, { replace: true }),
  );

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

  const stopEditing = () => {
    setEditing(false);
    setEdits({});
  };

  const saveChanges = async () => {
    const rows = changedRows(edits);
    if (rows.length === 0) {
      stopEditing();
      return;
    }
    try {
      await save.mutateAsync(rows);
      notify({ type: 'success', title: PropertyMessages.saved });
      stopEditing();
    } catch (err) {
      notify({ type: 'error', title: saveFailureText(err) });
    }
  };

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Missing Property ID
          </Heading>
          <HStack gap="3">
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/addProperty">Add Property</RouterLink>
            </Button>
            {editing ? (
              <>
                <Button variant="outline" size="sm" disabled={save.isPending} onClick={stopEditing}>
                  Cancel
                </Button>
                <Button
                  colorPalette="blue"
                  size="sm"
                  loading={save.isPending}
                  onClick={() => void saveChanges()}
                >
                  Save Changes
                </Button>
              </>
            ) : (
              <Button
                colorPalette="blue"
                size="sm"
                disabled={!hotels.data?.data.length}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
          </HStack>
        </Flex>
        <EditsContext.Provider value={editsContext}>
          <DataGrid
            label="Hotels without a property ID"
            columns={columns}
            rows={hotels.data?.data}
            rowKey={(h) => h._id}
            loading={hotels.isPending}
            loadingLabel="Loading hotels…"
            fetching={hotels.isPlaceholderData}
            error={hotels.isError ? errorMessage(hotels.error) : null}
            errorTitle="The hotels could not be loaded."
            onRetry={() => void hotels.refetch()}
            pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          />
        </EditsContext.Provider>
      </Stack>
    </Box>
  );
}
