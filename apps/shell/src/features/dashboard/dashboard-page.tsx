import { Roles, type DashboardResponse } from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, Card, HStack, Heading, Spinner, Stack, Text } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../components/document-title';
import { BusinessSection, RangePicker } from './business-figures';
import { DashboardLink } from './dashboard-link';
import { dashboardQueryOptions } from './dashboard-query';
import { useDashboardRange } from './dashboard-range';
import { MyTickets, OldestWaitingTickets, TicketLoadSection } from './ticket-sections';
import { WorkQueues } from './work-queues';

/** What the page says while the first answer is on its way, and when it failed. */
export const DASHBOARD_TEXTS = {
  loading: 'Loading the dashboard…',
  error: 'The dashboard could not be loaded.',
} as const;

/** The parts of one answer for its role (the API answers only the caller's). */
function RoleParts({ data, role }: { data: DashboardResponse; role: string }) {
  return (
    <>
      {data.queues ? <WorkQueues queues={data.queues} today={data.today} /> : null}
      {data.tickets ? <TicketLoadSection load={data.tickets} byDepartment={role === Roles.SuperAdmin} /> : null}
      {data.ticketList && role === Roles.Department ? <OldestWaitingTickets tickets={data.ticketList} /> : null}
      {data.ticketList && role === Roles.Employee ? <MyTickets tickets={data.ticketList} /> : null}
    </>
  );
}

/**
 * /dashboard (docs/areas/platform.md, "Dashboard (`/dashboard`)"; docs/areas/dashboard.md, "The page"): "Welcome,
 * {name}!" and what the role works on, from one `GET /api/dashboard` (query key `['dashboard', { from, to, zone }]`,
 * asked again every minute and on live changes): a SuperAdmin's work queues, open tickets by age and department
 * and the business for the range of the URL (`?from=&to=`, default the last 30 days) beside the previous period; a
 * Department user's open tickets by status and age and its oldest waiting ones, with its 'Departments' shortcut
 * (the read-only list, docs/areas/helpdesk.md, "Department list, read-only"); an Employee's own tickets with their
 * last replies. Part of the private app's chunk: nothing of it loads before sign-in.
 */
export function DashboardPage() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');
  const range = useDashboardRange();
  const dashboard = useQuery({ ...dashboardQueryOptions(range), enabled: Boolean(user) });
  if (!user) return null;
  const role = user.role;
  const data = dashboard.data;

  return (
    <Stack gap="8">
      <Box>
        <Heading as="h1" size="2xl" mb="2">
          Welcome, {user.displayName}!
        </Heading>
        <Text color="fg.muted">This is the Back Office of the short-stay hotel marketplace.</Text>
        {role === Roles.Department ? (
          <Text mt="2">
            <DashboardLink to="/all-departments">Departments</DashboardLink>
          </Text>
        ) : null}
      </Box>
      {dashboard.isPending ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" />
          <Text>{DASHBOARD_TEXTS.loading}</Text>
        </HStack>
      ) : null}
      {dashboard.isError && !data ? (
        <Card.Root role="alert" size="sm" borderColor="border.error">
          <Card.Body gap="3" alignItems="flex-start">
            <Text fontWeight="semibold">{DASHBOARD_TEXTS.error}</Text>
            <Text color="fg.muted">{dashboard.error.message}</Text>
            <Button size="sm" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
              Retry
            </Button>
          </Card.Body>
        </Card.Root>
      ) : null}
      {data ? <RoleParts data={data} role={role} /> : null}
      {role === Roles.SuperAdmin ? (
        <BusinessSection
          figures={data?.figures}
          answered={Boolean(data)}
          refreshing={dashboard.isPlaceholderData}
          picker={<RangePicker from={range.from} to={range.to} today={range.today} onChange={range.setRange} />}
        />
      ) : null}
      {dashboard.isError && data ? (
        <HStack role="alert" gap="3">
          <Text color="fg.error">{DASHBOARD_TEXTS.error}</Text>
          <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            Retry
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
