import { UsersMessages } from '@backoffice/contracts/constants';
import type { UserSummary } from '@backoffice/contracts';
import { useAction } from '@backoffice/remote-kit';
import { Alert, Button, HStack } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useDecideDepartmentRequest } from './api';

type Decision = 'approve' | 'refuse';

/**
 * A self sign-up's pending request to be a Department user (docs/areas/users.md, "Department requests"), on the
 * user's page: who asked for which department, and Approve or Refuse, each after its confirmation. Until the
 * address is confirmed the request is shown but cannot be decided. Nothing is shown without a request. The decision
 * is told by remote-kit's useAction: the server's message, or its refusal (409: decided meanwhile, department gone).
 */
export function DepartmentRequestPanel({ user }: { user: UserSummary }) {
  const decide = useAction(useDecideDepartmentRequest(), {
    success: (res) => res.message,
    failure: UsersMessages.account.failed,
  });
  const [pending, setPending] = useState<Decision | null>(null);
  const department = user.requestedDepartment;
  if (!department) return null;

  async function run(decision: Decision) {
    await decide.run({ id: user._id, decision });
    setPending(null);
  }

  const { approveConfirm, refuseConfirm } = UsersMessages.departmentRequest;
  return (
    <Alert.Root status="info" role="region" aria-label="Department request">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          {user.fullName} asks to join the {department.name} department as a Department user.
        </Alert.Title>
        <Alert.Description>
          {user.emailVerified
            ? 'Until you decide, the account works as an Employee.'
            : UsersMessages.departmentRequest.notVerified}
        </Alert.Description>
        <HStack gap="2">
          <Button size="sm" colorPalette="blue" disabled={!user.emailVerified} onClick={() => setPending('approve')}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPending('refuse')}>
            Refuse
          </Button>
        </HStack>
      </Alert.Content>
      <ConfirmDialog
        open={pending === 'approve'}
        title="Approve Department Request"
        message={approveConfirm(user.fullName, department.name)}
        confirmLabel="Approve"
        loading={decide.isPending}
        onConfirm={() => void run('approve')}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'refuse'}
        title="Refuse Department Request"
        message={refuseConfirm(user.fullName, department.name)}
        confirmLabel="Refuse"
        destructive
        loading={decide.isPending}
        onConfirm={() => void run('refuse')}
        onCancel={() => setPending(null)}
      />
    </Alert.Root>
  );
}
