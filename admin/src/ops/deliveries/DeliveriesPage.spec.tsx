import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { deliveryRow, renderOpsScreen } from '../test/ops-test-kit';
import DeliveriesPage from './DeliveriesPage';

afterEach(() => vi.unstubAllGlobals());

const deliveries = { success: true, deliveries: [deliveryRow('d1'), deliveryRow('d2', { first_name: null, last_name: null, to_email: 'bo@example.com', status: 'failed', provider: 'graph', sequence_name: null })] };

describe('DeliveriesPage', () => {
  it('lists the latest 100 deliveries with contact, sequence, status, provider, message id and sent at', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<DeliveriesPage />, { 'GET /api/deliveries': deliveries });
    const [first, second] = (await screen.findAllByTestId('delivery-row')) as [HTMLElement, HTMLElement];
    expect(queryOf(callsTo('GET', '/api/deliveries')[0]!.url)).toEqual({ limit: '100' });
    expect(within(first).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(first).getByText('Spring movers')).toBeInTheDocument();
    expect(within(first).getByText('sent')).toBeInTheDocument();
    expect(within(first).getByText('smtp')).toBeInTheDocument();
    expect(within(first).getByText('<d1@mail.example>')).toBeInTheDocument();
    expect(within(first).getByText('Nov 23, 2026', { exact: false })).toBeInTheDocument();
    // No name: the address stands in for it, shown once.
    expect(within(second).getAllByText('bo@example.com')).toHaveLength(1);
    expect(within(second).getByText('Unknown Sequence')).toBeInTheDocument();
    expect(within(second).getByText('failed')).toBeInTheDocument();
  });

  it('searches by email on submit only, and Refresh clears the search', async () => {
    const { callsTo, queryOf } = renderOpsScreen(<DeliveriesPage />, { 'GET /api/deliveries': deliveries });
    await screen.findAllByTestId('delivery-row');
    const box = screen.getByRole('searchbox', { name: 'Search by email' });
    await userEvent.type(box, 'bo@example.com');
    expect(callsTo('GET', '/api/deliveries')).toHaveLength(1);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/deliveries').at(-1)!.url)).toEqual({ email: 'bo@example.com', limit: '100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(queryOf(callsTo('GET', '/api/deliveries').at(-1)!.url)).toEqual({ limit: '100' }));
  });

  it("opens 'Delivery Details' with every field", async () => {
    renderOpsScreen(<DeliveriesPage />, {
      'GET /api/deliveries': { success: true, deliveries: [deliveryRow('d1', { status: 'delivered', delivered_at: '2026-11-23T10:02:00.000Z' })] },
    });
    await screen.findAllByTestId('delivery-row');
    await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery Details' });
    for (const label of ['Contact', 'Status', 'Provider', 'Message ID', 'Idempotency Key', 'Sent At', 'Delivered At']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('Ann Lee');
    expect(dialog).toHaveTextContent('ann@example.com');
    expect(dialog).toHaveTextContent('delivered');
    expect(dialog).toHaveTextContent('<d1@mail.example>');
    expect(dialog).toHaveTextContent('run-d1:step-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("names test sends as such and shows a failed delivery's error in the details", async () => {
    renderOpsScreen(<DeliveriesPage />, {
      'GET /api/deliveries': { success: true, deliveries: [deliveryRow('d1', { kind: 'test', sequence_name: null, status: 'failed', error: 'Mailbox unavailable' })] },
    });
    const [row] = (await screen.findAllByTestId('delivery-row')) as [HTMLElement];
    expect(within(row).getByText('Test send')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery Details' });
    expect(within(dialog).getByText('Error')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Mailbox unavailable');
  });

  it("says 'No deliveries found' when there are none", async () => {
    renderOpsScreen(<DeliveriesPage />, { 'GET /api/deliveries': { success: true, deliveries: [] } });
    expect(await screen.findByText('No deliveries found')).toBeInTheDocument();
  });

  it('shows an error box when the list fails (and logs it)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOpsScreen(<DeliveriesPage />, { 'GET /api/deliveries': json({ success: false, error: 'Boom' }, 500) });
    expect(await screen.findByText('Failed to load deliveries: Boom')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Email Deliveries: Boom');
  });
});
