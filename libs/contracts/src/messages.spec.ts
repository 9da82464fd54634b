import { Messages } from './messages';

describe('Messages', () => {
  it('keeps the spec typos that are part of the contract', () => {
    expect(Messages.login.passwordInvalid).toBe('Please enter Your Password, it must be atlest 6 character');
  });
});
