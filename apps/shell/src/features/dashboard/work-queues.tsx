import { DASHBOARD_QUEUE_LINKS, dashboardQueuePath, formatNumber, formatRelative, type DashboardQueue } from '@backoffice/contracts';
import { Card, Heading, SimpleGrid, Stack, Text } from '@backoffice/ui';
import { addDays } from './dashboard-range';
import { DashboardLink } from './dashboard-link';

/**
 * The SuperAdmin's work queues (docs/areas/dashboard.md, "Work queues"), in the API's order: a card per queue whose
 * count links to the filtered list holding exactly those records (`dashboardQueuePath` for `today`, the API's day
 * in the viewer's zone, and the day after), with how long the oldest has waited when the queue says.
 */
export function WorkQueues({ queues, today }: { queues: DashboardQueue[]; today: string }) {
  const tomorrow = addDays(today, 1);
  return (
    <Stack as="section" aria-labelledby="dashboard-queues" gap="3">
      <Heading as="h2" size="lg" id="dashboard-queues">
        Work queues
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" listStyleType="none" m="0" p="0">
        {queues.map((q) => {
          // A queue this console does not know yet (a newer API): its count, unlinked.
          const known = q.key in DASHBOARD_QUEUE_LINKS;
          const label = known ? DASHBOARD_QUEUE_LINKS[q.key].label : q.key;
          return (
            <Card.Root as="li" key={q.key} size="sm" borderColor={q.count > 0 ? 'border.emphasized' : undefined}>
              <Card.Body gap="1">
                <DashboardLink to={known ? dashboardQueuePath(q.key, today, tomorrow) : undefined} aria-label={`${label}: ${formatNumber(q.count)}`}>
                  <Text as="span" display="block" fontSize="2xl" fontWeight="semibold">
                    {formatNumber(q.count)}
                  </Text>
                  <Text as="span" display="block">
                    {label}
                  </Text>
                </DashboardLink>
                {q.oldestAt ? (
                  <Text fontSize="sm" color="fg.muted">
                    Oldest waiting {formatRelative(q.oldestAt)}
                  </Text>
                ) : null}
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
