import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { renderOpsScreen } from '../test/ops-test-kit';
import MetricsPage from './MetricsPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const engine = { deliveries_committed_total: 12345, sequence_ready_enrollments: 17, sequence_advancer_processed_total: 40000, sequence_errors_total: 3 };
const debug = { success: true, pending_outbox: 4, failed_outbox: 1, processed_outbox: 999, active_enrollments: 250 };
const card = (label: string) => screen.getByRole('generic', { name: label });

describe('MetricsPage', () => {
  it('shows the four cards, the counters, the debug figures and the raw answers', async () => {
    const { callsTo } = renderOpsScreen(<MetricsPage />, { 'GET /metrics.json': engine, 'GET /metrics/debug': debug });
    await waitFor(() => expect(card('Deliveries Committed')).toHaveTextContent('12,345'));
    expect(card('Ready Enrollments')).toHaveTextContent('17');
    expect(card('Pending Outbox')).toHaveTextContent('4');
    expect(card('Failed Outbox')).toHaveTextContent('1');
    const counters = screen.getByRole('list', { name: 'Prometheus Metrics' });
    expect(within(counters).getByText('sequence_advancer_processed_total').closest('li')).toHaveTextContent('40,000');
    expect(within(counters).getByText('sequence_errors_total').closest('li')).toHaveTextContent('3');
    const debugList = screen.getByRole('list', { name: 'Debug Metrics' });
    expect(within(debugList).getByText('processed_outbox').closest('li')).toHaveTextContent('999');
    expect(within(debugList).getByText('active_enrollments').closest('li')).toHaveTextContent('250');
    expect(screen.getByLabelText('Raw Metrics (/metrics.json)')).toHaveTextContent('"deliveries_committed_total": 12345');
    expect(screen.getByLabelText('Raw Debug Metrics (/metrics/debug)')).toHaveTextContent('"pending_outbox": 4');
    // /metrics.json is read with no cache.
    expect(callsTo('GET', '/metrics.json')[0]!.init?.cache).toBe('no-store');
  });

  it('falls back to the Prometheus text when /metrics.json fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<MetricsPage />, {
      'GET /metrics.json': json({ success: false, error: 'nope' }, 404),
      'GET /metrics': new Response('deliveries_committed_total 9\nsequence_ready_enrollments 2\n', { headers: { 'Content-Type': 'text/plain' } }),
      'GET /metrics/debug': debug,
    });
    await waitFor(() => expect(card('Deliveries Committed')).toHaveTextContent('9'));
    expect(screen.getByLabelText('Raw Metrics (/metrics)')).toHaveTextContent('sequence_ready_enrollments 2');
  });

  it('reads again every 10 seconds and shows the last-updated time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 5, 7));
    const { callsTo } = renderOpsScreen(<MetricsPage />, { 'GET /metrics.json': engine, 'GET /metrics/debug': debug });
    expect(await screen.findByText('Last updated: 2:05:07 PM')).toBeInTheDocument();
    const reads = () => callsTo('GET', '/metrics.json').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(reads()).toBe(2));
    expect(callsTo('GET', '/metrics/debug')).toHaveLength(2);
    expect(screen.getByTestId('metrics-updated').textContent).toMatch(/^Last updated: 2:05:1\d PM$/);
  });

  it('shows an error box when the figures cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<MetricsPage />, { 'GET /metrics/debug': json({ success: false, error: 'Forbidden' }, 403) });
    expect(await screen.findByText('Failed to load debug metrics: Forbidden')).toBeInTheDocument();
    expect(await screen.findByText(/^Failed to load metrics/)).toBeInTheDocument();
    // Both reads failed: no last-updated time, and not 'Loading…' forever.
    expect(screen.getByTestId('metrics-updated')).toHaveTextContent(/^$/);
  });
});
