import { CommonMessages, Limits, PlatformMessages, UsersMessages } from '@backoffice/contracts/constants';
import type { StepUpVerifiedResponse } from '@backoffice/contracts';
import { Alert, Button, Dialog, FieldFrame, HStack, Input, Spacer, Stack, Text, errorText, useFieldIds } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { failureText, useAction } from '@backoffice/remote-kit';
import { useEffect, useId, useRef } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { object, string, type ObjectSchema } from 'yup';
import { useSendStepUpPin, useVerifyStepUp } from './api';

/** Props of {@link StepUpDialog}. */
export interface StepUpDialogProps {
  /** Whether the dialog shows. Each opening sends the signed-in SuperAdmin a new PIN (POST /user/stepUp). */
  open: boolean;
  /**
   * The PIN was accepted (POST /user/stepUp/verify answered 200): the session may make admins for 5 minutes. The
   * caller closes the dialog (`open` false) and sends its refused call again.
   */
  onVerified: (result: StepUpVerifiedResponse) => void;
  /** Cancel, Escape or a click outside; nothing was confirmed. The caller closes the dialog and drops its call. */
  onCancel: () => void;
  /** What the PIN confirms, shown first in the dialog, e.g. 'Adding admin@example.com as an Admin.' */
  reason?: string;
  /** The dialog's title and accessible name (default 'Confirm with your PIN'). */
  title?: string;
}

interface PinForm {
  otp: string;
}

const PIN_PATTERN = new RegExp(`^[0-9]{${Limits.pinLength}}$`);
const pinSchema: ObjectSchema<PinForm> = object({
  otp: string().defined().trim().required(PlatformMessages.pin.invalid).matches(PIN_PATTERN, PlatformMessages.pin.invalid),
});

/**
 * The PIN step-up (docs/areas/users.md, "PIN step-up"): asked when the API answers 403
 * `UsersMessages.stepUp.required` (adding an Admin, making someone an Admin; see `isStepUpRequired` in this
 * folder's api.ts). As it opens it sends the signed-in SuperAdmin a PIN by SMS and shows the answer ('A PIN has been
 * sent to your mobile number'), or, in an alert, why none could be sent. The PIN field has the focus as the dialog
 * opens (the dialog's initial focus), keeps digits only, at most the PIN's length; Enter or Verify checks it with
 * POST /user/stepUp/verify, whose refusal ('The PIN is not correct…', 'The PIN has expired…') shows under the field,
 * which gets the focus back. Resend Code empties the field and sends a new PIN. Server messages show for a 4xx,
 * the generic text otherwise. A dialog named by `title`; Escape cancels. Controlled: the caller holds `open` and
 * repeats its own call in `onVerified`. Pages render it through `LazyStepUpDialog` (lazy-step-up-dialog.tsx),
 * which loads this code only when the API first asks for a PIN.
 *
 * @example
 * <StepUpDialog open={!!retry} reason="Making Ann Lee an Admin needs your PIN."
 *   onVerified={() => { setRetry(null); void save(retry, true); }} onCancel={() => setRetry(null)} />
 */
export function StepUpDialog({ open, onVerified, onCancel, reason, title = 'Confirm with your PIN' }: StepUpDialogProps) {
  const pinId = useId();
  return (
    <Modal open={open} title={title} onClose={onCancel} size="sm" initialFocusEl={() => document.getElementById(pinId)}>
      <StepUpBody pinId={pinId} reason={reason} title={title} onVerified={onVerified} onCancel={onCancel} />
    </Modal>
  );
}

function StepUpBody({ pinId, reason, title, onVerified, onCancel }: Omit<StepUpDialogProps, 'open'> & { pinId: string }) {
  const send = useSendStepUpPin();
  const { control, handleSubmit, setError, reset, setFocus } = useForm<PinForm>({ resolver: yupResolver(pinSchema), defaultValues: { otp: '' } });
  // A refusal shows under the PIN field, which gets the focus back; never as a toast.
  const verify = useAction(useVerifyStepUp(), {
    success: null,
    failure: CommonMessages.generic.somethingWrong,
    onError: (_error, message) => {
      setError('otp', { type: 'server', message }, { shouldFocus: true });
      return true;
    },
  });

  // One PIN per opening (a ref, so that React's development double effect does not send two).
  const sendPin = send.mutate;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sendPin();
  }, [sendPin]);

  const resend = () => {
    reset({ otp: '' });
    sendPin(undefined, { onSettled: () => setFocus('otp') });
  };

  const onSubmit = handleSubmit(async ({ otp }) => {
    const verified = await verify.run(otp.trim());
    if (verified) onVerified(verified);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <Dialog.Body>
        <Stack gap="4">
          {reason ? <Text>{reason}</Text> : null}
          {send.isError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The PIN could not be sent.</Alert.Title>
                <Alert.Description>{failureText(send.error, CommonMessages.generic.somethingWrong)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            <Text role="status" color="fg.muted">
              {send.isSuccess ? send.data.message || UsersMessages.stepUp.sent : 'Sending a PIN to your mobile number…'}
            </Text>
          )}
          <PinField control={control} id={pinId} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <HStack width="full" gap="2">
          <Button variant="plain" colorPalette="blue" px="0" onClick={resend} loading={send.isPending} disabled={verify.isPending}>
            Resend Code
          </Button>
          <Spacer />
          <Button variant="outline" onClick={onCancel} disabled={verify.isPending}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={verify.isPending}>
            Verify
          </Button>
        </HStack>
      </Dialog.Footer>
    </form>
  );
}

/**
 * The PIN input, `id` being the dialog's initial focus: digits only (anything else typed or pasted is dropped), at
 * most the PIN's length, the phone's numeric keyboard and its one-time-code autofill.
 */
function PinField({ control, id }: { control: Control<PinForm>; id: string }) {
  const { field, fieldState } = useController({ control, name: 'otp' });
  const error = errorText(fieldState.error);
  const hint = `The ${Limits.pinLength}-digit PIN sent to your mobile number.`;
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame label="PIN" hint={hint} error={error} ids={ids} required>
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
      />
    </FieldFrame>
  );
}
