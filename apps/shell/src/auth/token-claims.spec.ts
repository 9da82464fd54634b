import { decodeToken, isTokenExpired } from '@backoffice/api-client';
import { makeToken } from '@backoffice/test-utils';
import { isTokenOver, readTokenClaims } from './token-claims';

// The shell reads tokens without the api-client (off the login screen): both readings must agree.
describe('token-claims agrees with the api-client', () => {
  const now = Date.UTC(2026, 0, 1);
  const tokens = [
    makeToken(),
    makeToken({ role: 'SuperAdmin', firstName: 'Zoë' }),
    makeToken({ exp: Math.floor(now / 1000) - 1 }),
    makeToken({ exp: Math.floor(now / 1000) + 60 }),
    'not-a-token',
    'a.b.c',
    `x.${Buffer.from(JSON.stringify({ sub: 'u1' })).toString('base64url')}.y`,
    '',
  ];

  it.each(tokens.map((t) => [t]))('%s', (token) => {
    expect(readTokenClaims(token)).toEqual(decodeToken(token));
    expect(isTokenOver(token, now)).toBe(isTokenExpired(token, now));
  });

  it('reads the claims of a token, accents included, and knows when it is over', () => {
    const token = makeToken({ role: 'Employee', firstName: 'Zoë', exp: Math.floor(now / 1000) + 60 });
    expect(readTokenClaims(token)).toMatchObject({ role: 'Employee', firstName: 'Zoë' });
    expect(isTokenOver(token, now)).toBe(false);
    expect(isTokenOver(token, now + 61_000)).toBe(true);
    expect(isTokenOver(null, now)).toBe(true);
  });
});
