import { ApprovalMessages } from '@backoffice/contracts';
import { Alert, Link } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The notice a money action leaves when it became a four-eyes request instead of running (docs/areas/bookings.md,
 * "Four-eyes approval"): ApprovalMessages.requested, followed by what was asked (`of`, e.g. the booking numbers), and
 * a link to /approvals where another SuperAdmin decides it.
 */
export function ApprovalRequestedNotice({ of }: { of?: string }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{of ? `${ApprovalMessages.requested} (${of})` : ApprovalMessages.requested}</Alert.Title>
        <Alert.Description>
          <Link asChild>
            <RouterLink to="/approvals">See the approval requests</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
