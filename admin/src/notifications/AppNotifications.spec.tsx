import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotify } from 'react-admin';
import { createMemoryDataProvider } from '../test/memory-data-provider';
import { renderInAdmin } from '../test/render';

type Notify = ReturnType<typeof useNotify>;

const renderWithNotify = (): Notify => {
  const holder: { notify: Notify | null } = { notify: null };
  const Capture = () => {
    holder.notify = useNotify();
    return null;
  };
  renderInAdmin(<Capture />, { dataProvider: createMemoryDataProvider().provider });
  if (!holder.notify) throw new Error('notify not captured');
  return holder.notify;
};

describe('AppNotifications (react-admin notifications, stacked)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most 3 visible, dropping the oldest', () => {
    const notify = renderWithNotify();
    act(() => {
      notify('first');
      notify('second');
      notify('third');
      notify('fourth');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('fourth')).toBeInTheDocument();
  });

  it('hides a success notification after 6000 ms', () => {
    const notify = renderWithNotify();
    act(() => notify('Saved', { type: 'success' }));
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps errors until closed unless a duration is given, with their title', () => {
    const notify = renderWithNotify();
    act(() => {
      notify('Test email failed', { type: 'error', title: 'Send failed' });
      notify('Short-lived', { type: 'error', autoHideDuration: 1000 });
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

  it('runs the action and closes the notification', () => {
    const onRetry = vi.fn();
    const notify = renderWithNotify();
    act(() => notify('Some images failed to load', { type: 'warning', action: { label: 'Retry', onClick: onRetry } }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Some images failed to load')).not.toBeInTheDocument();
  });

  it('uses the type as the alert severity and translates react-admin message keys', () => {
    const notify = renderWithNotify();
    act(() => {
      notify('Boom', { type: 'error' });
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByRole('status')).toHaveTextContent('Element updated');
  });
});
