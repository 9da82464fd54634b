import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ShellProvider, useAuth, useNotify } from './shell-context';
import type { ShellContextValue } from './types';

const value: ShellContextValue = {
  user: { id: 'u1', role: 'Employee', firstName: 'Asha', displayName: 'Asha' },
  token: 'tok',
  logout: jest.fn(),
  notify: jest.fn(),
};

describe('shell-sdk', () => {
  it('reads the host context', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <ShellProvider value={value}>{children}</ShellProvider>;
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
