import { LoginBodySchema, OtpBodySchema, SignupBodySchema } from './auth';
import { PlatformMessages, signupNotificationText, unknownFieldMessage } from './messages';
import {
  CONTROL_CHARACTER,
  controlCharacterMessage,
  fieldLabel,
  invalidTextMessage,
  LONE_SURROGATE,
  MESSAGES_KEYWORD,
  tooLongMessage,
  tooManyItemsMessage,
  withMessages,
  wrongTypeMessage,
} from './validation';

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

describe('the input messages every route shares', () => {
  it('finds the C0 controls but tab, line feed and carriage return', () => {
    const refused = Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)).filter((c) => CONTROL_CHARACTER.test(c));
    expect(refused).toHaveLength(29);
    expect(['\t', '\n', '\r', ' ', '\u007f', 'é'].filter((c) => CONTROL_CHARACTER.test(c))).toEqual([]);
  });

  it('finds a lone surrogate, not a pair', () => {
    expect(['\ud800', 'a\udc00', '😀x\ud83d'].map((t) => LONE_SURROGATE.test(t))).toEqual([true, true, true]);
    expect(['😀', 'ok', 'é'].map((t) => LONE_SURROGATE.test(t))).toEqual([false, false, false]);
  });

  it('names a field as a person reads it', () => {
    expect(fieldLabel('firstName')).toBe('First Name');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('hotel_id')).toBe('Hotel Id');
    expect(fieldLabel('hotelAdminID')).toBe('Hotel Admin ID');
  });

  it('builds the texts', () => {
    expect(controlCharacterMessage('room.name')).toBe('room.name contains a control character');
    expect(controlCharacterMessage(null)).toBe('A field name contains a control character');
    expect(invalidTextMessage('lastName')).toBe('lastName contains an invalid character');
    expect(tooLongMessage('First Name', 100)).toBe('First Name must be at most 100 characters');
    expect(tooLongMessage('Code', 1)).toBe('Code must be at most 1 character');
    expect(tooManyItemsMessage('Hotel Id', 500)).toBe('Hotel Id must have at most 500 items');
    expect(wrongTypeMessage('name', ['string'])).toBe('name must be a string');
    expect(wrongTypeMessage('rate', ['number', 'null'])).toBe('rate must be a number or null');
    expect(wrongTypeMessage('page', ['integer'])).toBe('page must be an integer');
  });
});
