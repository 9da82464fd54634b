import { UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { RecordLink, useAction, useConfirmedAction } from '@backoffice/remote-kit';
import { Alert, Button, HStack } from '@backoffice/ui';
import { useDecideDepartmentRequest } from './api';

/**
 * A self sign-up's pending request to be a Department user (docs/areas/users.md, "Department requests"), on the
 * user's page: who asked for which department (a link to it), and Approve or Refuse, each after its confirmation. Until the
 * address is confirmed the request is shown but cannot be decided. Nothing is shown without a request. The decision
 * is told by remote-kit's useAction: the server's message, or its refusal (409: decided meanwhile, department gone).
 */
export function DepartmentRequestPanel({ user }: { user: UserSummary }) {
  const decide = useAction(useDecideDepartmentRequest(), {
    success: (res) => res.message,
    failure: UsersMessages.account.failed,
  });
  const { approveConfirm, refuseConfirm } = UsersMessages.departmentRequest;
  const department = user.requestedDepartment;
  const asked = department?.name ?? '';
  const approving = useConfirmedAction(decide, { title: 'Approve Department Request', message: approveConfirm(user.fullName, asked), confirmLabel: 'Approve' });
  const refusing = useConfirmedAction(decide, { title: 'Refuse Department Request', message: refuseConfirm(user.fullName, asked), confirmLabel: 'Refuse', destructive: true });
  if (!department) return null;
  return (
    <Alert.Root status="info" role="region" aria-label="Department request">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {user.fullName} asks to join the{' '}
          <RecordLink record={{ type: 'department', id: department._id, name: department.name }} backLabel={`Back to ${user.fullName || user.email}`} /> department as a
          Department user.
        </Alert.Title>
        <Alert.Description>
          {user.emailVerified
            ? 'Until you decide, the account works as an Employee.'
            : UsersMessages.departmentRequest.notVerified}
        </Alert.Description>
        <HStack gap="2">
          <Button size="sm" colorPalette="blue" disabled={!user.emailVerified} onClick={() => approving.ask({ id: user._id, decision: 'approve' })}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => refusing.ask({ id: user._id, decision: 'refuse' })}>
            Refuse
          </Button>
        </HStack>
      </Alert.Content>
      {approving.dialog}
      {refusing.dialog}
    </Alert.Root>
  );
}
