import { LOCKED_ROLE_TYPES } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';

/**
 * A user's name as a link to their record (docs/areas/users.md, "Links"): a customer-app account (Customer, Guest)
 * to their customer record, anyone else to Edit User; the name, or the e-mail when there is none. `backLabel` is the
 * way back's text on that page.
 */
export function UserLink({ user, backLabel }: { user: Pick<UserSummary, '_id' | 'kind' | 'fullName' | 'email'>; backLabel: string }) {
  const customer = (LOCKED_ROLE_TYPES as readonly string[]).includes(user.kind);
  const name = user.fullName.trim() || user.email;
  return <RecordLink record={{ type: customer ? 'customer' : 'user', id: user._id, name }} backLabel={backLabel} />;
}
