import { Limits, PlatformMessages } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

export interface PinForm {
  otp: string;
}

const PIN_PATTERN = new RegExp(`^[0-9]{${Limits.pinLength}}$`);

/** PIN: required, 4 digits (docs/areas/platform.md, "PIN (`/otpVerify`)"). */
export const pinSchema: ObjectSchema<PinForm> = object({
  otp: string().trim().required(PlatformMessages.pin.invalid).matches(PIN_PATTERN, PlatformMessages.pin.invalid),
});
