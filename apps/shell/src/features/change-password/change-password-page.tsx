import { ApiError, changePassword } from '@backoffice/api-client';
import { Limits, CommonMessages, PlatformMessages } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, Card, Heading, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, ref, string, type ObjectSchema } from 'yup';
import { session } from '../../auth/session-store';
import { FormError, FormStack } from '../../components/auth-card';
import { ShellTexts } from '../../shell-texts';
import { useDocumentTitle } from '../../components/document-title';

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const changePasswordSchema: ObjectSchema<ChangePasswordForm> = object({
  currentPassword: string().required(ShellTexts.changePassword.currentRequired),
  newPassword: string().required(PlatformMessages.login.passwordInvalid).min(Limits.minPasswordLength, PlatformMessages.login.passwordInvalid),
  confirmPassword: string().defined().oneOf([ref('newPassword')], PlatformMessages.signup.passwordsMismatch),
});

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /users/change-password (Department and Employee). The server revokes the older tokens and answers a new one,
 * which replaces the stored token so this browser stays signed in (docs/decisions.md).
 */
export function ChangePasswordPage() {
  useDocumentTitle('Change Password');
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: yupResolver(changePasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const { message, token } = await changePassword({ currentPassword, newPassword });
      session.setToken(token);
      reset(empty);
      notify({ type: 'success', title: message || PlatformMessages.password.changed });
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : CommonMessages.generic.somethingWrong);
    }
  });

  return (
    <Box maxW="md">
      <Heading as="h1" size="xl" mb="4">
        Change Password
      </Heading>
      <Card.Root>
        <Card.Body>
          <FormStack onSubmit={onSubmit}>
            <FormError message={failure} />
            <TextField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              control={control}
              name="currentPassword"
            />
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              control={control}
              name="newPassword"
            />
            <TextField
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              control={control}
              name="confirmPassword"
            />
            <Button type="submit" colorPalette="blue" loading={isSubmitting} alignSelf="start">
              Change Password
            </Button>
          </FormStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
