import * as main from './index';
import { decodeToken, isTokenExpired } from './token';

/** A JWT with these claims (the signature is not checked by the reader). */
const jwt = (claims: unknown) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('@backoffice/api-client/token: the JWT reader', () => {
  const now = Date.UTC(2026, 0, 1);
  const inAMinute = Math.floor(now / 1000) + 60;

  it('reads the claims of a token, accents included, and knows when it is over', () => {
    const token = jwt({ sub: 'u1', role: 'Employee', firstName: 'Zoë', exp: inAMinute });
    expect(decodeToken(token)).toEqual({ sub: 'u1', role: 'Employee', firstName: 'Zoë', exp: inAMinute });
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now + 60_000)).toBe(true);
  });

  it('keeps a token without exp valid', () => {
    expect(isTokenExpired(jwt({ sub: 'u1', role: 'SuperAdmin' }), now)).toBe(false);
  });

  it.each([['not-a-token'], ['a.b.c'], [''], [jwt({ sub: 'u1' })], [jwt('Employee')]])(
    'reads no claims from %s and counts it as over',
    (token) => {
      expect(decodeToken(token)).toBeNull();
      expect(isTokenExpired(token, now)).toBe(true);
    },
  );

  it('counts a missing token as over', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
  });

  it('is the very reader of the main entry (one definition, not a copy)', () => {
    expect(main.decodeToken).toBe(decodeToken);
    expect(main.isTokenExpired).toBe(isTokenExpired);
  });
});
