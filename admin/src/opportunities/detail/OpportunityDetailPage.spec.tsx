import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, healthBody, healthyReport, json, signedIn } from '../../test/fetch-mock';
import { makeServices, renderApp } from '../../test/render';
import type { ActivityEvent, OpportunityDetail } from '../../api/types';
import { makeDetail, makeEvent } from './detail-test-data';

interface ServerOptions {
  detail?: OpportunityDetail | null;
  events?: ActivityEvent[];
  byTracking?: () => Response;
  put?: (body: Record<string, unknown>) => Response;
  requeue?: () => Response;
}

/** A small in-memory backend: PUT changes the record the next GET returns. */
const renderDetail = (options: ServerOptions = {}, path = '/opportunities/Q2G-1001') => {
  const server = { detail: options.detail === undefined ? makeDetail() : options.detail, events: options.events ?? [] };
  const id = server.detail?.id ?? 'none';
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn('staff'),
    'GET /api-health': healthBody(healthyReport),
    'GET /api/settings': { success: true, data: {} },
    'GET /api/opportunities/by-tracking/Q2G-1001': () =>
      options.byTracking?.() ??
      (server.detail
        ? json({ success: true, opportunity: server.detail })
        : json({ success: false, message: 'Opportunity with tracking number Q2G-1001 not found', error_code: 'OPPORTUNITY_NOT_FOUND' }, 404)),
    [`GET /api/opportunities/${id}/activity`]: () => json({ success: true, data: server.events }),
    [`GET /api/call-history/${id}`]: [],
    [`PUT /api/opportunities/${id}`]: ({ init }: { init: RequestInit | undefined }) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      if (options.put) return options.put(body);
      if (server.detail) {
        server.detail = {
          ...server.detail,
          customer_name: (body.customer as string | undefined) ?? server.detail.customer_name,
          status: (body.status as string | undefined) ?? server.detail.status,
          move_date: (body.move_date as string | undefined) ?? server.detail.move_date,
          origin_address: (body.origin_address as string | undefined) ?? server.detail.origin_address,
        };
        server.events = [makeEvent({ id: `ev-${server.events.length + 2}`, kind: 'edited', title: 'Edited by staff' }), ...server.events];
      }
      return json({ success: true, error: null });
    },
    'POST /api/hubspot/requeue': () => options.requeue?.() ?? json({ success: true, error: null }),
    'POST /api/record-call-outcome': () => {
      server.events = [makeEvent({ id: `call-${server.events.length}`, kind: 'call_outcome', title: 'Call: Answered', actor: 'Dana Mover' }), ...server.events];
      return json({ success: true });
    },
  });
  renderApp({ services: makeServices(fetchMock), path });
  const bodiesOf = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path).map((call) => JSON.parse(String(call.init?.body)) as unknown);
  const count = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).length;
  return { calls, server, bodiesOf, count, id };
};

/** The first render loads the lazy page chunk, which takes a while in a cold test worker. */
const LOAD = { timeout: 8000 };
const region = (name: string) => screen.findByRole('region', { name });
const title = () => screen.findByRole('heading', { level: 1, name: 'Opportunity #Q2G-1001' }, LOAD);

describe('OpportunityDetailPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the header, customer, move details and additional information', async () => {
    renderDetail({ detail: makeDetail({ lead_source: 'manual', assignee: 'Sam Rivera' }) });
    expect(await title()).toBeInTheDocument();
    expect(screen.getByTestId('detail-customer')).toHaveTextContent('Jordan Blake');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/opportunities');

    const customer = await region('Customer Information');
    expect(within(customer).getByText('jordan@example.com')).toBeInTheDocument();
    expect(within(customer).getByText('(512) 555-0143')).toBeInTheDocument();
    expect(within(customer).getByText('new')).toBeInTheDocument();

    const move = await region('Move Details');
    expect(within(move).getByText('Friday, March 5, 2027')).toBeInTheDocument();
    expect(within(move).getByText('12 Oak St, Austin, TX 78701')).toBeInTheDocument();
    expect(within(move).getByText('9 Pine Ave, Denver, CO 80202')).toBeInTheDocument();

    const extra = await region('Additional Information');
    expect(within(extra).getByText('$4,500.00')).toBeInTheDocument();
    expect(within(extra).getByText('Manual entry')).toBeInTheDocument();
    expect(within(extra).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(extra).queryByText('Owner')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Opportunity #Q2G-1001 · Lead Automation'));
  });

  it('falls back for missing values and hides the call tracker for automated email leads', async () => {
    renderDetail({
      detail: makeDetail({
        customer_name: null,
        customer_email: null,
        customer_phone: null,
        move_date: null,
        origin_address: null,
        estimated_revenue: null,
        hubspot_deal_url: null,
        hubspot_sync_status: 'failed',
      }),
    });
    await title();
    expect(screen.getByTestId('detail-customer')).toHaveTextContent('Unknown Customer');
    const customer = await region('Customer Information');
    expect(within(customer).getAllByText('Not provided')).toHaveLength(3);
    expect(within(await region('Move Details')).getByText('Not set')).toBeInTheDocument();
    expect(within(await region('Additional Information')).getByText('Not provided')).toBeInTheDocument();
    expect(within(await region('Customer Service Calls')).getByText('Not applicable for automated email leads')).toBeInTheDocument();
    expect(screen.getByTestId('detail-sync-state')).toHaveTextContent('Failed');
  });

  it('shows the not-found screen for a 404 and goes back to the list', async () => {
    renderDetail({ detail: null });
    expect(await screen.findByRole('heading', { name: 'Opportunity Not Found' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Opportunity with tracking number Q2G-1001 not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Opportunities' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/opportunities$/));
  });

  it('shows "Failed to load opportunity details" for other failures and retries', async () => {
    let attempts = 0;
    renderDetail({
      byTracking: () => {
        attempts += 1;
        return attempts === 1
          ? json({ success: false, message: 'boom', error: 'boom', error_code: 'INTERNAL_ERROR' }, 500)
          : json({ success: true, opportunity: makeDetail() });
      },
    });
    expect(await screen.findByText('Failed to load opportunity details', {}, LOAD)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await title()).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('edits the customer information and sends only the changed fields', async () => {
    const { bodiesOf, count, id } = renderDetail({ events: [makeEvent()] });
    await title();
    await screen.findByText('Opportunity created');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const customer = await region('Customer Information');
    const name = within(customer).getByLabelText('Customer Name');
    expect(name).toHaveValue('Jordan Blake');
    expect(within(customer).getByLabelText('Email')).toHaveAttribute('type', 'email');
    // The phone reads as in view mode, and is not sent when left alone.
    expect(within(customer).getByLabelText('Phone')).toHaveValue('(512) 555-0143');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jordan Blake-Smith');
    await userEvent.click(within(customer).getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['new', 'pending', 'confirmed', 'completed']);
    await userEvent.click(screen.getByRole('option', { name: 'confirmed' }));
    await userEvent.click(within(customer).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesOf('PUT', `/api/opportunities/${id}`)).toEqual([{ customer: 'Jordan Blake-Smith', status: 'confirmed' }]);
    await waitFor(() => expect(screen.getByTestId('detail-customer')).toHaveTextContent('Jordan Blake-Smith'));
    expect(within(customer).getByText('confirmed')).toBeInTheDocument();
    // The timeline reloads after the save.
    expect(await screen.findByText('Edited by staff')).toBeInTheDocument();
    expect(count('GET', `/api/opportunities/${id}/activity`)).toBeGreaterThanOrEqual(2);
  });

  it('saves a changed phone as typed (the server normalises it)', async () => {
    const { bodiesOf, id } = renderDetail({ detail: makeDetail({ customer_phone: '+14072897215' }) });
    await title();
    expect(screen.getByText('(407) 289-7215')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const customer = await region('Customer Information');
    const phone = within(customer).getByLabelText('Phone');
    expect(phone).toHaveValue('(407) 289-7215');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(407) 289-7216');
    await userEvent.click(within(customer).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodiesOf('PUT', `/api/opportunities/${id}`)).toEqual([{ phone: '(407) 289-7216' }]);
  });

  it('Cancel discards the edit without a request', async () => {
    const { count, id } = renderDetail();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const customer = await region('Customer Information');
    await userEvent.type(within(customer).getByLabelText('Customer Name'), ' Jr');
    await userEvent.click(within(customer).getByRole('button', { name: 'Cancel' }));
    expect(within(customer).getByText('Jordan Blake')).toBeInTheDocument();
    expect(within(customer).queryByLabelText('Customer Name')).not.toBeInTheDocument();
    expect(count('PUT', `/api/opportunities/${id}`)).toBe(0);
  });

  it('shows server field errors under the fields and the message above them', async () => {
    renderDetail({
      put: () =>
        json(
          { success: false, error: 'Validation failed', message: 'Validation failed', error_code: 'VALIDATION_FAILED', errors: { email: 'email must be a valid email address' } },
          400,
        ),
    });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const customer = await region('Customer Information');
    const email = within(customer).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(customer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(customer).findByText('email must be a valid email address')).toBeInTheDocument();
    expect(within(customer).getByText('Validation failed')).toBeInTheDocument();
    expect(within(customer).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits and saves the move details on their own', async () => {
    const { bodiesOf, id } = renderDetail();
    await title();
    const move = await region('Move Details');
    await userEvent.click(within(move).getByRole('button', { name: 'Edit Move Details' }));
    const date = within(move).getByLabelText('Move Date');
    expect(date).toHaveValue('2027-03-05');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-04-01');
    const origin = within(move).getByLabelText('Origin Address');
    expect(origin.tagName).toBe('TEXTAREA');
    await userEvent.clear(origin);
    await userEvent.type(origin, '1 Elm Rd, Austin, TX');
    await userEvent.click(within(move).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Move details saved')).toBeInTheDocument();
    expect(bodiesOf('PUT', `/api/opportunities/${id}`)).toEqual([{ move_date: '2027-04-01', origin_address: '1 Elm Rd, Austin, TX' }]);
    expect(await within(move).findByText('Thursday, April 1, 2027')).toBeInTheDocument();
    expect(within(move).getByText('1 Elm Rd, Austin, TX')).toBeInTheDocument();
  });

  it('offers call, email and CRM links, and disables them when there is nothing to link to', async () => {
    renderDetail();
    await title();
    const actions = await region('Quick Actions');
    expect(within(actions).getByRole('link', { name: 'Call customer' })).toHaveAttribute('href', 'tel:+15125550143');
    expect(within(actions).getByRole('link', { name: 'Email customer' })).toHaveAttribute('href', 'mailto:jordan@example.com');
    const hubspot = within(actions).getByRole('link', { name: 'Open in HubSpot' });
    expect(hubspot).toHaveAttribute('href', 'https://app.hubspot.example/deal/987');
    expect(hubspot).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('detail-sync-state')).toHaveTextContent('Synced');
    expect(within(actions).getByRole('button', { name: 'Re-queue CRM sync' })).toBeEnabled();
  });

  it('disables the re-queue while a sync is already queued or running', async () => {
    renderDetail({ detail: makeDetail({ hubspot_sync_status: 'queued' }) });
    await title();
    const actions = await region('Quick Actions');
    expect(screen.getByTestId('detail-sync-state')).toHaveTextContent('Syncing');
    expect(within(actions).getByRole('button', { name: 'Re-queue CRM sync' })).toBeDisabled();
  });

  it('disables the links when phone, email and deal are missing', async () => {
    renderDetail({ detail: makeDetail({ customer_phone: null, customer_email: null, hubspot_deal_url: null }) });
    await title();
    const actions = await region('Quick Actions');
    for (const name of ['Call customer', 'Email customer', 'Open in HubSpot']) {
      expect(within(actions).getByRole('button', { name })).toBeDisabled();
      expect(within(actions).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('re-queues the CRM sync with tracking and id, then refreshes', async () => {
    const detail = makeDetail({ hubspot_sync_status: 'failed', hubspot_deal_id: null });
    const { bodiesOf, count } = renderDetail({ detail });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Re-queue CRM sync' }));
    expect(await screen.findByText('CRM sync re-queued')).toBeInTheDocument();
    expect(bodiesOf('POST', '/api/hubspot/requeue')).toEqual([{ tracking: 'Q2G-1001', opportunity_id: detail.id }]);
    await waitFor(() => expect(count('GET', '/api/opportunities/by-tracking/Q2G-1001')).toBe(2));
  });

  it('words re-queue failures like the list: the answer\'s error, or the exception message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = [
      () => json({ success: false, error: 'A sync is already queued', message: 'A sync is already queued', error_code: 'X' }, 409),
      () => json({ success: false, error: 'HubSpot is paused' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    renderDetail({ detail: makeDetail({ hubspot_sync_status: 'failed', hubspot_deal_id: null }), requeue: () => (answers.shift() ?? answers[0])() });
    await title();
    const requeue = () => screen.getByRole('button', { name: 'Re-queue CRM sync' });
    await userEvent.click(requeue());
    expect(await screen.findByText('Failed to re-queue sync: A sync is already queued')).toBeInTheDocument();
    await waitFor(() => expect(requeue()).toBeEnabled());
    await userEvent.click(requeue());
    expect(await screen.findByText('Failed to re-queue sync: HubSpot is paused')).toBeInTheDocument();
    await waitFor(() => expect(requeue()).toBeEnabled());
    await userEvent.click(requeue());
    expect(await screen.findByText('Error re-queueing sync: Failed to fetch')).toBeInTheDocument();
  });

  it('renders the activity timeline with one style per kind, newest first', async () => {
    renderDetail({
      events: [
        makeEvent({ id: 'e3', kind: 'sync_failed', title: 'HubSpot sync failed', detail: 'HubSpot 502 Bad Gateway', occurred_at: '2027-01-12T10:00:00.000Z' }),
        makeEvent({ id: 'e2', kind: 'sync_succeeded', title: 'Synced to HubSpot', occurred_at: '2027-01-11T10:00:00.000Z' }),
        makeEvent({ id: 'e1', kind: 'created', title: 'Opportunity created', actor: 'Sam Rivera' }),
      ],
    });
    await title();
    const timeline = await region('Activity Timeline');
    const entries = await within(timeline).findAllByTestId('activity-event');
    expect(entries.map((entry) => entry.getAttribute('data-kind'))).toEqual(['sync_failed', 'sync_succeeded', 'created']);
    expect(within(entries[0]).getByText('HubSpot 502 Bad Gateway')).toBeInTheDocument();
    expect(within(entries[2]).getByText(/Sam Rivera/)).toBeInTheDocument();
    expect(within(entries[2]).getByText('Jan 10, 2027', { exact: false })).toBeInTheDocument();
  });

  it('shows the call tracker for call leads and reloads the timeline after a recorded call', async () => {
    const { count, id } = renderDetail({ detail: makeDetail({ lead_source: 'inbound_call' }), events: [makeEvent()] });
    await title();
    const calls = await region('Customer Service Calls');
    expect(within(calls).queryByText('Not applicable for automated email leads')).not.toBeInTheDocument();
    await userEvent.click(await within(calls).findByRole('button', { name: /Answered/ }));
    await userEvent.click(within(calls).getByRole('button', { name: 'Record Call Outcome' }));
    expect(await within(await region('Activity Timeline')).findByText('Call: Answered')).toBeInTheDocument();
    expect(count('GET', `/api/opportunities/${id}/activity`)).toBe(2);
  });

  it('says "No activity yet" when the timeline is empty', async () => {
    renderDetail({ events: [] });
    await title();
    expect(await within(await region('Activity Timeline')).findByText('No activity yet')).toBeInTheDocument();
  });

  it('Share copies the page address; Print opens the print dialog', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderDetail();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
