import { render, renderHook, screen } from '@testing-library/react';
import { shellWrapper, testShell } from '../testing/test-shell';
import { ShellProvider, useAuth, useNotify } from './shell-context';

const value = testShell({ id: 'u1' });

describe('shell-sdk', () => {
  it('reads the host context', () => {
    const wrapper = shellWrapper(value);
    const { result } = renderHook(() => ({ auth: useAuth(), notify: useNotify() }), { wrapper });
    expect(result.current.auth.user?.firstName).toBe('Asha');
    expect(result.current.auth.token).toBe('tok');
    result.current.notify({ type: 'success', title: 'Saved' });
    expect(value.notify).toHaveBeenCalledWith({ type: 'success', title: 'Saved' });
  });

  it('is signed out outside a provider', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => ({ auth: useAuth(), notify: useNotify() }));
    expect(result.current.auth.user).toBeNull();
    result.current.notify({ type: 'info', title: 'x' });
    expect(warn).toHaveBeenCalled();
  });

  it('renders its children', () => {
    render(<ShellProvider value={value}>hello</ShellProvider>);
    expect(screen.getByText('hello')).toBeInTheDocument();
  });
});
