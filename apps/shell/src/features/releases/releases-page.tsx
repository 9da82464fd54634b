import { getReleases } from '@backoffice/api-client';
import { AREAS, formatDateTime, type ReleaseAction, type ReleaseHistoryRecord } from '@backoffice/contracts';
import { Badge, DataGrid, Heading, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/document-title';
import { SHELL_BUILD } from '../../federation/contract';

/** The query of the Releases page (its own tree: nothing else reads it). */
export const releasesQueryOptions = () => queryOptions({ queryKey: ['releases'] as const, queryFn: getReleases });

export const NOTHING_RELEASED = 'No area has been released yet: the console loads the remotes of its own build.';

/** One row of the live versions table: an area, or the console itself. */
export interface LiveRow {
  key: string;
  label: string;
  /** null: no release of its own is live (an area then loads from the console's build). */
  version: string | null;
  commit: string | null;
  contract: string | null;
  promotedAt: string | null;
  promotedBy: string | null;
  /** Stored builds of the area; null for the console. */
  builds: number | null;
}

/** The console's own build (SHELL_BUILD): the first row of the live table, when the build defines it. */
const CONSOLE_ROWS: LiveRow[] = SHELL_BUILD
  ? [
      {
        key: 'shell',
        label: 'Console (shell)',
        version: SHELL_BUILD.version,
        commit: SHELL_BUILD.commit,
        contract: SHELL_BUILD.contract,
        promotedAt: null,
        promotedBy: null,
        builds: null,
      },
    ]
  : [];

const ACTION_LABELS: Record<ReleaseAction, string> = { release: 'Released', promote: 'Promoted', rollback: 'Rolled back' };
const ACTION_COLOURS: Record<ReleaseAction, string> = { release: 'gray', promote: 'green', rollback: 'orange' };

const areaTitle = (key: string) => AREAS.find((a) => a.key === key)?.title ?? key;

/** A commit as people read it: its first 7 characters. */
export const shortCommit = (commit: string) => commit.slice(0, 7);

const LIVE_COLUMNS: DataGridColumn<LiveRow>[] = [
  { id: 'area', header: 'Area', cell: (r) => r.label, cellStyle: { fontWeight: 'medium' } },
  {
    id: 'version',
    header: 'Live version',
    nowrap: true,
    cell: (r) => r.version ?? <Text color="fg.muted">The console's build</Text>,
  },
  { id: 'commit', header: 'Commit', nowrap: true, cell: (r) => (r.commit ? <code title={r.commit}>{shortCommit(r.commit)}</code> : '—') },
  { id: 'contract', header: 'Contract', nowrap: true, cell: (r) => r.contract ?? '—' },
  { id: 'promotedAt', header: 'Promoted at', nowrap: true, cell: (r) => formatDateTime(r.promotedAt) },
  { id: 'promotedBy', header: 'Promoted by', cell: (r) => r.promotedBy ?? '—' },
  { id: 'builds', header: 'Stored builds', nowrap: true, cell: (r) => r.builds ?? '—' },
];

const HISTORY_COLUMNS: DataGridColumn<ReleaseHistoryRecord>[] = [
  { id: 'at', header: 'When', nowrap: true, cell: (h) => formatDateTime(h.at) },
  { id: 'by', header: 'Who', cell: (h) => h.by },
  {
    id: 'action',
    header: 'Action',
    nowrap: true,
    cell: (h) => <Badge colorPalette={ACTION_COLOURS[h.action]}>{ACTION_LABELS[h.action]}</Badge>,
  },
  { id: 'area', header: 'Area', cell: (h) => areaTitle(h.area) },
  { id: 'version', header: 'Version', nowrap: true, cell: (h) => h.version },
  { id: 'from', header: 'From', nowrap: true, cell: (h) => h.from ?? '—' },
];

/**
 * /releases, SuperAdmin only: which release of each area the console loads (version, commit, host contract,
 * when and by whom it was made live), then the latest releases, promotions and rollbacks, newest first
 * (`GET /api/releases`; docs/releases.md, "Promotion and rollback"). An area with nothing live loads the remote
 * of the console's own build.
 */
export default function ReleasesPage() {
  useDocumentTitle('Releases');
  const releases = useQuery(releasesQueryOptions());
  const data = releases.data;
  const rows: LiveRow[] | undefined = data && [
    ...CONSOLE_ROWS,
    ...data.areas.map((a) => ({
      key: a.area,
      label: areaTitle(a.area),
      version: a.live?.version ?? null,
      commit: a.live?.commit ?? null,
      contract: a.live?.contract ?? null,
      promotedAt: a.live?.promotedAt ?? null,
      promotedBy: a.live?.promotedBy ?? null,
      builds: a.releases.length,
    })),
  ];

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Releases
      </Heading>
      {data && data.areas.length === 0 ? <Text>{NOTHING_RELEASED}</Text> : null}
      {rows === undefined || rows.length > 0 ? (
        <DataGrid
          label="Live versions"
          columns={LIVE_COLUMNS}
          rows={rows}
          rowKey={(r) => r.key}
          loading={releases.isPending}
          loadingLabel="Loading releases…"
          error={releases.isError ? releases.error.message : null}
          errorTitle="The releases could not be loaded."
          onRetry={() => void releases.refetch()}
        />
      ) : null}
      {data && data.history.length > 0 ? (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            History
          </Heading>
          <DataGrid
            label="Release history"
            columns={HISTORY_COLUMNS}
            rows={data.history}
            rowKey={(h) => `${h.at} ${h.area} ${h.action} ${h.version}`}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
