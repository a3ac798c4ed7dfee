import { act, render, screen } from '@testing-library/react';

import { isSuppressedToast, resetToasts, showToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from './toast-context';
import { ToastProvider } from './toast-provider';

const SALES_SUCCESS = 'Your information has been submitted. Our team will contact you shortly.';

beforeEach(() => {
  resetToasts();
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('[CONST-06] default duration is 5 s and the swipe threshold is 50', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('[CONST-06] a toast disappears after 5 s, not before', () => {
    render(<ToastProvider>page</ToastProvider>);
    act(() => void showToast({ title: 'Success', description: 'Logged in successfully' }));
    expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Logged in successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
  });

  it('[ERR-02] a destructive toast is rendered with its variant', () => {
    render(<ToastProvider>page</ToastProvider>);
    act(() => void showToast({ title: 'Error', description: 'Login failed: x', variant: 'destructive' }));
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('[ERR-07] a success-style toast saying information was submitted or the team will contact is suppressed', () => {
    expect(isSuppressedToast({ title: 'Success', description: SALES_SUCCESS, variant: 'success' })).toBe(true);
    expect(
      isSuppressedToast({ title: 'Success', description: 'Our team will contact you shortly.', variant: 'success' }),
    ).toBe(true);
    expect(
      isSuppressedToast({ title: 'Success', description: 'Your information has been submitted.', variant: 'success' }),
    ).toBe(true);
    render(<ToastProvider>page</ToastProvider>);
    let id: number | null = 0;
    act(() => void (id = showToast({ title: 'Success', description: SALES_SUCCESS, variant: 'success' })));
    expect(id).toBeNull();
    expect(screen.queryByText(SALES_SUCCESS)).not.toBeInTheDocument();
  });

  it('[ERR-07] the same toast in the default style is shown', () => {
    expect(isSuppressedToast({ title: 'Success', description: SALES_SUCCESS })).toBe(false);
    render(<ToastProvider>page</ToastProvider>);
    act(() => void showToast({ title: 'Success', description: SALES_SUCCESS, variant: 'default' }));
    expect(screen.getByText(SALES_SUCCESS)).toBeInTheDocument();
  });

  it('[ERR-07] other success toasts are not suppressed', () => {
    expect(isSuppressedToast({ title: 'Success', description: 'Registration successful', variant: 'success' })).toBe(
      false,
    );
    expect(isSuppressedToast({ title: 'Error', description: SALES_SUCCESS, variant: 'destructive' })).toBe(false);
  });
});
