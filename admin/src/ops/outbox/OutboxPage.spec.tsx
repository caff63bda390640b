import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { outboxItem, renderOpsScreen } from '../test/ops-test-kit';
import OutboxPage from './OutboxPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const items = [
  outboxItem('o1'),
  outboxItem('o2', { attempts: 3, last_error: 'Redis connection refused' }),
  outboxItem('o3', { attempts: 1, processed_at: '2026-11-23T10:01:00.000Z' }),
];

describe('OutboxPage', () => {
  it('shows grey rows under the verbatim column headers while the first answer is on its way', async () => {
    renderOpsScreen(<OutboxPage />, { 'GET /api/outbox': () => new Promise<Response>(() => undefined) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'outbox' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Event Type', 'Status', 'Attempts', 'Next Run', 'Created', 'Actions']);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('shows event type with its idempotency key, the displayed status, attempts, next run and created', async () => {
    renderOpsScreen(<OutboxPage />, { 'GET /api/outbox': { success: true, outbox_items: items } });
    const [pending, failed, processed] = (await screen.findAllByTestId('outbox-row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByText('enrollment.step_sent')).toBeInTheDocument();
    expect(within(pending).getByText('evt-o1')).toBeInTheDocument();
    expect(within(pending).getByText('pending')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(processed).getByText('processed')).toBeInTheDocument();
  });

  it('offers Retry Now only on unprocessed items and posts it', async () => {
    const { callsTo } = renderOpsScreen(<OutboxPage />, {
      'GET /api/outbox': { success: true, outbox_items: items },
      'POST /api/outbox/o2/retry': { success: true },
    });
    const [pending, failed, processed] = (await screen.findAllByTestId('outbox-row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByRole('button', { name: 'Retry Now' })).toBeInTheDocument();
    expect(within(processed).queryByRole('button', { name: 'Retry Now' })).not.toBeInTheDocument();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry Now' }));
    await waitFor(() => expect(callsTo('POST', '/api/outbox/o2/retry')).toHaveLength(1));
    expect(await screen.findByText('Retry scheduled')).toBeInTheDocument();
  });

  it('reports a refused retry', async () => {
    renderOpsScreen(<OutboxPage />, {
      'GET /api/outbox': { success: true, outbox_items: [items[0]] },
      'POST /api/outbox/o1/retry': json({ success: false, error: 'Already processed' }, 409),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Now' }));
    expect(await screen.findByText('Failed to retry: Already processed')).toBeInTheDocument();
  });

  it("opens 'Outbox Item Details' with the last error and the payload as JSON; Retry Now only while unprocessed", async () => {
    renderOpsScreen(<OutboxPage />, { 'GET /api/outbox': { success: true, outbox_items: items } });
    const rows = await screen.findAllByTestId('outbox-row');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Outbox Item Details' });
    for (const label of ['Event Type', 'Status', 'Attempts', 'Next Run', 'Idempotency Key', 'Last Error', 'Created At', 'Processed At']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('Redis connection refused');
    expect(JSON.parse(within(dialog).getByTestId('outbox-payload').textContent ?? '')).toEqual({ enrollment_id: 'e1', step: 1 });
    expect(within(dialog).getByRole('button', { name: 'Retry Now' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'View Details' }));
    const done = await screen.findByRole('dialog', { name: 'Outbox Item Details' });
    expect(within(done).queryByText('Last Error')).not.toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Retry Now' })).not.toBeInTheDocument();
  });

  it('filters by status (pending by default)', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<OutboxPage />, { 'GET /api/outbox': { success: true, outbox_items: items } });
    await screen.findAllByTestId('outbox-row');
    expect(queryOf(callsTo('GET', '/api/outbox')[0]!.url)).toEqual({ status: 'pending' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pending', 'Failed', 'Processed']);
    await userEvent.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/outbox').at(-1)!.url)).toEqual({ status: 'failed' }));
  });

  it('reads the outbox again every 5 seconds and shows the empty text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderOpsScreen(<OutboxPage />, { 'GET /api/outbox': { success: true, outbox_items: [] } });
    expect(await screen.findByText('No outbox items found')).toBeInTheDocument();
    const reads = () => callsTo('GET', '/api/outbox').length;
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
