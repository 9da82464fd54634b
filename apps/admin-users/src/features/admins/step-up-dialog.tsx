import { requestStepUp, verifyStepUp } from '@backoffice/api-client/admin';
import { CommonMessages, Limits, PlatformMessages, UsersMessages } from '@backoffice/contracts/constants';
import type { StepUpVerifiedResponse } from '@backoffice/contracts';
import { Alert, Button, Dialog, FieldFrame, HStack, Input, Stack, Text, errorText, useFieldIds } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { object, string } from 'yup';
import { failureText } from '../users/failure-text';

/**
 * Whether a failed call asks for the PIN step-up: a 403 with `UsersMessages.stepUp.required` (Add Admin, and a change
 * of someone's type to Admin). Read by status and message, not `instanceof ApiError` (the admin entry may hold
 * another copy of the class).
 */
export function isStepUpRequired(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  return status === 403 && err instanceof Error && err.message === UsersMessages.stepUp.required;
}

/** Props of {@link StepUpDialog}. */
export interface StepUpDialogProps {
  /** Whether the dialog shows. Each opening asks the API for a new PIN by SMS (POST /user/stepUp). */
  open: boolean;
  /**
   * The PIN was confirmed (POST /user/stepUp/verify answered 200): the session may make admins for 5 minutes. The
   * caller closes the dialog (`open` false) and repeats the call that was refused.
   */
  onVerified: (result: StepUpVerifiedResponse) => void;
  /** Cancel, Escape or a click outside; nothing was confirmed. The caller closes the dialog. */
  onCancel: () => void;
  /** What the PIN confirms, shown first in the dialog, e.g. 'Adding admin@example.com as an Admin.' */
  reason?: string;
  /** The dialog's title and accessible name (default 'Confirm with your PIN'). */
  title?: string;
}

/**
 * The PIN step-up (docs/areas/users.md, "PIN step-up"): a dialog that sends the signed-in SuperAdmin a PIN by SMS as
 * it opens (the API's answer, 'A PIN has been sent to your mobile number', shows), then takes the 4 digits (the
 * field has the focus, keeps digits only; Enter or Verify sends it) and confirms them with POST /user/stepUp/verify.
 * A refused PIN shows the API's message ('The PIN is not correct…', 'The PIN has expired…') beside Resend Code,
 * which asks for a new PIN. Controlled: the caller holds `open` and retries its own call in `onVerified`.
 *
 * @example
 * <StepUpDialog open={asking} reason={`Adding ${email} as an Admin.`}
 *   onVerified={() => { setAsking(false); void save(email); }} onCancel={() => setAsking(false)} />
 */
export function StepUpDialog({ open, onVerified, onCancel, reason, title = 'Confirm with your PIN' }: StepUpDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} size="sm">
      <StepUpBody reason={reason} onVerified={onVerified} onCancel={onCancel} />
    </Modal>
  );
}

interface PinForm {
  otp: string;
}

const PIN_PATTERN = new RegExp(`^[0-9]{${Limits.pinLength}}$`);
const pinSchema = object({
  otp: string().trim().required(PlatformMessages.pin.invalid).matches(PIN_PATTERN, PlatformMessages.pin.invalid),
});

/** What the last call of the dialog answered: the PIN sent (its message), or a refusal to show in red. */
type Notice = { kind: 'sent'; text: string } | { kind: 'error'; text: string } | null;

function StepUpBody({ reason, onVerified, onCancel }: Pick<StepUpDialogProps, 'reason' | 'onVerified' | 'onCancel'>) {
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<PinForm>({ resolver: yupResolver(pinSchema), defaultValues: { otp: '' } });

  const send = useCallback(async () => {
    setSending(true);
    try {
      const res = await requestStepUp();
      setNotice({ kind: 'sent', text: res.message || UsersMessages.stepUp.sent });
    } catch (err) {
      setNotice({ kind: 'error', text: failureText(err, CommonMessages.generic.somethingWrong) });
    } finally {
      setSending(false);
    }
  }, []);

  // One PIN per opening (the body mounts on each opening; the ref keeps React's development double effect from
  // sending two).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void send();
  }, [send]);

  const resend = async () => {
    reset({ otp: '' });
    setNotice(null);
    await send();
  };

  const onSubmit = handleSubmit(async ({ otp }) => {
    setNotice(null);
    try {
      onVerified(await verifyStepUp(otp.trim()));
    } catch (err) {
      setNotice({ kind: 'error', text: failureText(err, PlatformMessages.pin.invalid) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="PIN">
      <Dialog.Body>
        <Stack gap="4">
          {reason ? <Text>{reason}</Text> : null}
          <Text role="status" fontSize="sm" color="fg.muted">
            {sending ? 'Sending a PIN to your mobile number…' : notice?.kind === 'sent' ? notice.text : ''}
          </Text>
          <PinField control={control} />
          {notice?.kind === 'error' ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{notice.text}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack>
            <Button variant="plain" colorPalette="blue" px="0" onClick={() => void resend()} loading={sending}>
              Resend Code
            </Button>
          </HStack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
          Verify
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The PIN input: digits only (anything else typed or pasted is dropped), at most the PIN's length, focused at once. */
function PinField({ control }: { control: ReturnType<typeof useForm<PinForm>>['control'] }) {
  const { field, fieldState } = useController({ control, name: 'otp' });
  const error = errorText(fieldState.error);
  const ids = useFieldIds(undefined, undefined, error);
  return (
    <FieldFrame label="PIN" error={error} ids={ids} required>
      <Input
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, Limits.pinLength))}
        onBlur={field.onBlur}
        aria-describedby={ids.describedBy}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={Limits.pinLength}
        // The dialog exists to take this PIN: the focus goes to it as the dialog opens.
        autoFocus
      />
    </FieldFrame>
  );
}
