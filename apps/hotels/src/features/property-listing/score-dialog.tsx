import {
  SCORE_DURATION_HOURS,
  SCORE_TIME,
  formatNumber,
  type HotelListItem,
  type HotelRankQuery,
  type HotelRankResponse,
  type Place,
} from '@backoffice/contracts';
import { QueryGate, statusOf } from '@backoffice/remote-kit';
import { Alert, Box, Button, Dialog, Portal, SimpleGrid, Stack, Table, Text } from '@backoffice/ui';
import { AsyncSearchSelect, DateField, isIsoDate, isoDateOf, type SearchOption } from '@backoffice/ui/forms';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useHotelRank, usePlaceSearch } from './api';

export interface ScoreDialogProps {
  /** The hotel whose score is shown; null keeps the dialog closed. */
  hotel: Pick<HotelListItem, '_id' | 'name'> | null;
  onClose: () => void;
}

/**
 * The listing's Score modal (docs/areas/hotels.md, "Score and rank"): a date (default today) and a location
 * found by the place search; once both are chosen it asks GET /hotel/rank (time SCORE_TIME, duration
 * SCORE_DURATION_HOURS) and shows 'Rank N of M', a table of each category's score out of its weight, and the
 * total. A 400 (bad date or location) shows the server's text in the modal (role="alert"); another failure
 * shows with Retry (QueryGate). Scores are written by the format module.
 */
export function ScoreDialog({ hotel, onClose }: ScoreDialogProps) {
  return (
    <Dialog.Root
      open={hotel !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{hotel ? `Score: ${hotel.name}` : 'Score'}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open: each opening starts from today and no location. */}
            {hotel ? <ScoreBody hotel={hotel} /> : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ScoreForm {
  date: string;
  location: SearchOption | null;
}

function ScoreBody({ hotel }: { hotel: Pick<HotelListItem, '_id' | 'name'> }) {
  const searchPlaces = usePlaceSearch();
  // The places of the latest answers, by id: the picked option carries only its id and label.
  const places = useRef(new Map<string, Place>());
  // The listing's rows carry no coordinates: the location starts empty and must be chosen.
  const { control } = useForm<ScoreForm>({ defaultValues: { date: isoDateOf(), location: null } });
  const [date, location] = useWatch({ control, name: ['date', 'location'] });

  const place = location ? places.current.get(location.value) : undefined;
  const query = useMemo<HotelRankQuery | null>(
    () =>
      place && isIsoDate(date)
        ? {
            lon: place.longitude,
            lat: place.latitude,
            date,
            time: SCORE_TIME,
            duration: SCORE_DURATION_HOURS,
            name: hotel.name,
            hotelId: hotel._id,
          }
        : null,
    [place, date, hotel._id, hotel.name],
  );
  const rank = useHotelRank(query);

  const search = async (term: string): Promise<SearchOption[]> => {
    const found = await searchPlaces(term);
    for (const p of found) places.current.set(p.id, p);
    return found.map((p) => ({ value: p.id, label: p.label }));
  };

  return (
    <Dialog.Body>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DateField control={control} name="date" label="Date" required />
          <AsyncSearchSelect
            control={control}
            name="location"
            label="Location"
            required
            search={search}
            placeholder="Search a city or place"
          />
        </SimpleGrid>
        {!query ? (
          <Text color="fg.muted">
            {isIsoDate(date) ? 'Choose a location to see the score.' : 'Choose a date to see the score.'}
          </Text>
        ) : rank.isError && statusOf(rank.error) === 400 ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{rank.error.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <QueryGate query={rank} noun="score">
            {(result) => <ScoreResult result={result} />}
          </QueryGate>
        )}
      </Stack>
    </Dialog.Body>
  );
}

/** A score for display: whole numbers as they are, others with one decimal ('12.5'). */
const formatScore = (n: number) => formatNumber(n, { maxDigits: 1 });

function ScoreResult({ result }: { result: HotelRankResponse }) {
  // `categories` explains each score; an answer without it still has `points` (category → score).
  const rows = result.categories.length
    ? result.categories.map((c) => ({
        key: c.key,
        label: c.label,
        score: c.score,
        weight: c.weight as number | null,
      }))
    : Object.entries(result.points).map(([key, score]) => ({ key, label: key, score, weight: null }));
  const weights = rows.every((r) => r.weight !== null)
    ? rows.reduce((sum, r) => sum + (r.weight ?? 0), 0)
    : null;
  return (
    <Stack gap="3">
      <Box>
        <Text fontSize="xl" fontWeight="semibold">
          Rank {result.Rank} of {result.outOf}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Among the Live hotels near the location on that date (1 is best).
        </Text>
      </Box>
      <Table.Root size="sm" aria-label="Score by category">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell>{r.label}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatScore(r.score)}
                {r.weight !== null ? ` / ${formatScore(r.weight)}` : ''}
              </Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end">
              {formatScore(result.total)}
              {weights !== null ? ` / ${formatScore(weights)}` : ''}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
