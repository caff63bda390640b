import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastApi } from './toast-types';
import { ToastProvider } from './ToastProvider';
import { useToast } from './use-toast';

const renderWithApi = () => {
  const holder: { api: ToastApi | null } = { api: null };
  const Capture = () => {
    holder.api = useToast();
    return null;
  };
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  const api = holder.api;
  if (!api) throw new Error('toast api not captured');
  return api;
};

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most 3 toasts visible, dropping the oldest', () => {
    const toast = renderWithApi();
    act(() => {
      toast.info('first');
      toast.info('second');
      toast.info('third');
      toast.info('fourth');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('fourth')).toBeInTheDocument();
  });

  it('auto-dismisses a success toast after 6000 ms', () => {
    const toast = renderWithApi();
    act(() => {
      toast.success('Saved');
    });
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps error toasts until closed, unless a duration is given', () => {
    const toast = renderWithApi();
    act(() => {
      toast.error('Test email failed', { title: 'Send failed' });
      toast.error('Short-lived', { duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Test email failed')).toBeInTheDocument();
    expect(screen.getByText('Send failed')).toBeInTheDocument();
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Test email failed')).not.toBeInTheDocument();
  });

  it('runs the action handler and closes the toast', () => {
    const onRetry = vi.fn();
    const toast = renderWithApi();
    act(() => {
      toast.warning('Some images failed to load', { action: { label: 'Retry', onClick: onRetry } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Some images failed to load')).not.toBeInTheDocument();
  });

  it('uses the variant as the alert severity', () => {
    const toast = renderWithApi();
    act(() => {
      toast.error('Boom');
      toast.success('Yay');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('status')).toHaveTextContent('Yay');
  });
});
