import { toaster } from './toaster';

describe('toaster', () => {
  it('shows toasts at the bottom end, away from the top bar (bell and user menu)', () => {
    expect(toaster.attrs.placement).toBe('bottom-end');
  });
});
