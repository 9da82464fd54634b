import { LoginBodySchema, OtpBodySchema, SignupBodySchema } from './auth';
import { PlatformMessages, signupNotificationText, unknownFieldMessage } from './messages';
import { MESSAGES_KEYWORD, withMessages } from './validation';

describe('field messages in the wire schemas', () => {
  it('attaches messages under the x-messages keyword', () => {
    expect(withMessages({ default: 'x' })).toEqual({ [MESSAGES_KEYWORD]: { default: 'x' } });
  });

  it('carries the spec texts of the login, sign-up and PIN checks (docs/areas/platform.md, "Messages")', () => {
    const email = LoginBodySchema.properties.email as unknown as Record<string, Record<string, string>>;
    expect(email[MESSAGES_KEYWORD]).toMatchObject({
      required: PlatformMessages.login.emailRequired,
      default: PlatformMessages.login.emailInvalid,
    });
    const role = SignupBodySchema.properties.role as unknown as Record<string, Record<string, string>>;
    expect(role[MESSAGES_KEYWORD].default).toBe(PlatformMessages.signup.roleRequired);
    const otp = OtpBodySchema.properties.otp as unknown as Record<string, Record<string, string>>;
    expect(otp[MESSAGES_KEYWORD].default).toBe(PlatformMessages.pin.invalid);
  });

  it('orders the sign-up checks as the spec does: email, role, password', () => {
    expect(Object.keys(SignupBodySchema.properties).slice(0, 3)).toEqual(['email', 'role', 'password']);
  });

  it('builds the derived texts', () => {
    expect(unknownFieldMessage('role')).toBe('Unknown field: role');
    expect(signupNotificationText('Employee', 'Ravi', 'Kumar')).toBe('New Employee sign-up: Ravi Kumar');
  });
});
