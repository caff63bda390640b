import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, healthBody, healthyReport, json, signedIn } from '../../test/fetch-mock';
import { makeServices, renderApp } from '../../test/render';
import type { ActivityEvent, OpportunityDetail } from '../../api/types';
import { callTasksRoute, makeCallTask } from '../../calls/call-tasks-test-data';
import type { CallTask } from '../../calls/call-tasks-api';
import { makeDetail, makeEvent } from './detail-test-data';

interface ServerOptions {
  detail?: OpportunityDetail | null;
  events?: ActivityEvent[];
  byTracking?: () => Response;
  put?: (body: Record<string, unknown>) => Response;
  requeue?: () => Response;
  tasks?: CallTask[];
}

/** A small in-memory backend: PUT changes the record the next GET returns. */
const renderDetail = (options: ServerOptions = {}, path = '/opportunities/Q2G-1001') => {
  const server = { detail: options.detail === undefined ? makeDetail() : options.detail, events: options.events ?? [], tasks: options.tasks ?? [] };
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
    [`GET /api/opportunities/${id}/duplicates`]: { success: true, duplicates: [] },
    'GET /api/call-tasks': callTasksRoute(() => server.tasks),
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
    'POST /api/record-call-outcome': ({ init }: { init: RequestInit | undefined }) => {
      // The server closes the contact's open call tasks with the recorded outcome.
      const { outcome } = JSON.parse(String(init?.body)) as { outcome: string };
      server.tasks = server.tasks.map((task) => (task.status === 'open' ? { ...task, status: 'done', outcome, completed_at: '2027-03-05T15:00:00.000Z' } : task));
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

/**
 * The detail page in the whole app over the real data provider and HTTP client: what it sends (only the changed
 * fields, the re-queue body) and how it words the server's answers. Screen behaviour is in OpportunityDetailPage.spec.
 */
describe('OpportunityDetailPage requests', () => {
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

  it('reads the call tasks (status=all, this opportunity) and again after a recorded call closes them', async () => {
    const detail = makeDetail({ lead_source: 'inbound_call' });
    const { calls, count } = renderDetail({ detail, tasks: [makeCallTask({ opportunity_id: detail.id, due_at: new Date(2099, 2, 5, 16).toISOString() })] });
    await title();
    const tasks = await region('Call tasks');
    expect(within(tasks).getByTestId('call-task-state')).toHaveTextContent('due Mar 5, 2099, 4 pm · Sam Rivera');
    const query = calls.find((call) => call.path === '/api/call-tasks')?.url ?? '';
    expect(Object.fromEntries(new URL(query, 'http://localhost').searchParams)).toEqual({ status: 'all', opportunity_id: detail.id, limit: '50' });

    const tracker = await region('Customer Service Calls');
    await userEvent.click(await within(tracker).findByRole('button', { name: /Answered/ }));
    await userEvent.click(within(tracker).getByRole('button', { name: 'Record Call Outcome' }));
    await waitFor(() => expect(within(tasks).getByTestId('call-task-state')).toHaveTextContent('Outcome: answered'));
    expect(count('GET', '/api/call-tasks')).toBeGreaterThanOrEqual(2);
  });

});
