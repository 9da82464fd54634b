import { requestStepUp, verifyStepUp } from '@backoffice/api-client/admin';
import { UsersMessages } from '@backoffice/contracts/constants';
import { statusOf } from '@backoffice/remote-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * Whether a failed call asks for the PIN step-up first (docs/areas/users.md, "PIN step-up"): a 403 with
 * `UsersMessages.stepUp.required` (Add Admin, and role management making someone an Admin).
 */
export function isStepUpRequired(err: unknown): boolean {
  return statusOf(err) === 403 && err instanceof Error && err.message === UsersMessages.stepUp.required;
}

/** POST /user/stepUp: sends the signed-in SuperAdmin a step-up PIN by SMS (replacing an earlier one). */
export const useSendStepUpPin = () => useMutation({ mutationFn: () => requestStepUp() });

/** POST /user/stepUp/verify `{ otp }`: a correct PIN grants this session a step-up for 5 minutes. */
export const useVerifyStepUp = () => useMutation({ mutationFn: (otp: string) => verifyStepUp(otp) });
