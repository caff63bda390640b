import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signedIn, type RouteHandler } from '../../test/fetch-mock';
import { deliveryRow, renderOpsScreen } from '../test/ops-test-kit';
import DeliveriesPage from './DeliveriesPage';

afterEach(() => vi.unstubAllGlobals());

const unknown = deliveryRow('d1', { status: 'unknown', error: 'The send was interrupted and the provider cannot confirm whether it went out', resolution: null });

/** GET /api/deliveries answers the unknown row until the resolve call succeeds, then the decided one. */
const screenWith = (resolveRoute: RouteHandler | Response | unknown, decided = deliveryRow('d1', { status: 'sent' }), role: 'admin' | 'staff' = 'admin') => {
  let resolved = false;
  const resolve: RouteHandler = async (request) => {
    const answer = typeof resolveRoute === 'function' ? await (resolveRoute as RouteHandler)(request) : resolveRoute instanceof Response ? resolveRoute.clone() : json(resolveRoute);
    resolved = answer.ok;
    return answer;
  };
  return renderOpsScreen(<DeliveriesPage />, {
    'GET /auth/status': signedIn(role, role === 'staff'),
    'GET /api/deliveries': () => json({ success: true, deliveries: [resolved ? decided : unknown] }),
    'POST /api/deliveries/d1/resolve': resolve,
  });
};

const openDetails = async () => {
  await screen.findAllByTestId('delivery-row');
  await userEvent.click(screen.getByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: 'Delivery Details' });
};

describe('Delivery Details of an unknown delivery', () => {
  it('explains the unknown outcome and offers admins both decisions', async () => {
    screenWith({ success: true });
    const dialog = await openDetails();
    const panel = within(dialog).getByTestId('unknown-delivery');
    expect(panel).toHaveTextContent('Outcome unknown');
    expect(panel).toHaveTextContent('could not confirm whether it went out');
    expect(panel).toHaveTextContent('never sent again by itself');
    expect(within(panel).getByRole('button', { name: 'Mark as sent' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Mark as not sent (send again)' })).toBeEnabled();
  });

  it("marks it sent after the confirm step with the note, notifies, closes and refreshes the list", async () => {
    const { callsTo } = screenWith({ success: true, delivery: deliveryRow('d1', { status: 'sent' }), run: null });
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this email as sent?' });
    expect(confirm).toHaveTextContent('Only if you know Ann Lee received it');
    expect(callsTo('POST', '/api/deliveries/d1/resolve')).toHaveLength(0);
    await userEvent.type(within(confirm).getByRole('textbox', { name: 'Note (optional)' }), 'Found in Sent Items');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, mark as sent' }));

    await waitFor(() => expect(callsTo('POST', '/api/deliveries/d1/resolve')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/deliveries/d1/resolve')[0]!.init?.body))).toEqual({ outcome: 'sent', note: 'Found in Sent Items' });
    expect(await screen.findByText('Delivery marked as sent; its run moves on')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery Details' })).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/deliveries').length).toBeGreaterThanOrEqual(2));
    const [row] = (await screen.findAllByTestId('delivery-row')) as [HTMLElement];
    await waitFor(() => expect(within(row).getByText('sent')).toBeInTheDocument());
  });

  it('marks it not sent (send again) without a note, and Back sends nothing', async () => {
    const { callsTo } = screenWith({ success: true, delivery: deliveryRow('d1', { status: 'failed' }), run: null }, deliveryRow('d1', { status: 'failed' }));
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as not sent (send again)' }));
    let confirm = await screen.findByRole('dialog', { name: 'Mark this email as not sent?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark this email as not sent?' })).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/deliveries/d1/resolve')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as not sent (send again)' }));
    confirm = await screen.findByRole('dialog', { name: 'Mark this email as not sent?' });
    expect(confirm).toHaveTextContent('Ann Lee gets the step again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, send again' }));
    await waitFor(() => expect(callsTo('POST', '/api/deliveries/d1/resolve')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('POST', '/api/deliveries/d1/resolve')[0]!.init?.body))).toEqual({ outcome: 'not_sent' });
    expect(await screen.findByText('Delivery marked as not sent; the step will be sent again')).toBeInTheDocument();
  });

  it("shows the server's refusal as an error toast and keeps the details open", async () => {
    const { callsTo } = screenWith(json({
      success: false, error: 'Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent',
      message: 'Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent', error_code: 'DELIVERY_NOT_UNKNOWN',
    }, 409));
    const dialog = await openDetails();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Mark this email as sent?' })).getByRole('button', { name: 'Yes, mark as sent' }));
    expect(await screen.findByText('Failed to resolve delivery: Only a delivery whose outcome is unknown can be marked as sent or not sent; this one is sent')).toBeInTheDocument();
    // Found once the confirm dialog has closed (until then MUI hides the dialog under it from the accessibility tree).
    expect(await screen.findByRole('dialog', { name: 'Delivery Details' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/deliveries').length).toBeGreaterThanOrEqual(2));
  });

  it('explains the outcome to staff without offering the decision', async () => {
    screenWith({ success: true }, undefined, 'staff');
    const dialog = await openDetails();
    expect(within(dialog).getByTestId('unknown-delivery')).toHaveTextContent('Only an admin can decide.');
    expect(within(dialog).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
  });

  it("shows who decided, when and why on a resolved delivery, and no decision buttons", async () => {
    renderOpsScreen(<DeliveriesPage />, {
      'GET /api/deliveries': {
        success: true,
        deliveries: [deliveryRow('d1', { status: 'failed', error: 'Marked not sent by Dana Mover: Not in Sent Items', resolution: { outcome: 'not_sent', at: '2026-11-23T10:05:00.000Z', by: 'Dana Mover', note: 'Not in Sent Items' } })],
      },
    });
    const dialog = await openDetails();
    expect(within(dialog).getByText('Resolved')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Marked as not sent by Dana Mover on Nov 23, 2026');
    expect(dialog).toHaveTextContent('Not in Sent Items');
    expect(within(dialog).queryByTestId('unknown-delivery')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
  });
});
