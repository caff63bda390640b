import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEvent, OpportunityDetail } from '../../api/types';
import { makeCallTask, serveCallTasks } from '../../calls/call-tasks-test-data';
import type { CallTask } from '../../calls/call-tasks-api';
import { ApiError } from '../../providers/api-error';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { renderInAdmin } from '../../test/render';
import { makeDetail, makeEvent } from './detail-test-data';
import OpportunityDetailPage from './OpportunityDetailPage';

/** The page at its route over the in-memory data provider (the record by tracking number, its timeline). */
const renderDetail = (options: { detail?: OpportunityDetail | null; events?: ActivityEvent[]; firstReadFails?: ApiError; tasks?: CallTask[] } = {}) => {
  const detail = options.detail === undefined ? makeDetail() : options.detail;
  const id = detail?.id ?? 'none';
  const served = serveCallTasks(options.tasks ?? []);
  const { provider, memory } = createMemoryDataProvider({
    opportunities: detail ? [detail] : [],
    'opportunity-activity': (options.events ?? []).map((event) => ({ ...event, opportunity_id: id })),
    'call-history': [],
  });
  if (options.firstReadFails) provider.getOne.mockRejectedValueOnce(options.firstReadFails);
  renderInAdmin(
    <Routes>
      <Route path="/opportunities/:trackingNumber" element={<OpportunityDetailPage />} />
    </Routes>,
    { dataProvider: provider, path: '/opportunities/Q2G-1001' },
  );
  return { provider, memory, id, ...served };
};

const region = (name: string) => screen.findByRole('region', { name });
const title = () => screen.findByRole('heading', { level: 1, name: 'Opportunity #Q2G-1001' });

describe('OpportunityDetailPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a placeholder phone and an unreadable email as given, struck through and marked as not used', async () => {
    renderDetail({
      detail: makeDetail({
        customer_phone: null, customer_phone_given: '000-000-0000', phone_quality: 'placeholder',
        customer_email: null, customer_email_given: 'n/a', email_quality: 'invalid',
      }),
    });
    const customer = await region('Customer Information');
    const marked = within(customer).getAllByTestId('unusable-value');
    expect(marked.map((value) => value.textContent)).toEqual(['n/aNot valid — not used', '000-000-0000Placeholder — not used']);
    expect(within(customer).queryByText('Not provided')).not.toBeInTheDocument();
  });

  it('shows a skeleton, then the header, customer, move details and additional information', async () => {
    const { provider } = renderDetail({ detail: makeDetail({ lead_source: 'manual', assignee: 'Sam Rivera' }) });
    expect(screen.getByTestId('detail-skeleton')).toBeInTheDocument();
    expect(await title()).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledWith('opportunities', expect.objectContaining({ id: 'Q2G-1001' }));
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

  it('shows the lead provider (the lead site it came from) under the lead source, and no such row without one', async () => {
    renderDetail({ detail: makeDetail({ lead_source: 'email', lead_provider: 'HireAHelper' }) });
    const extra = await region('Additional Information');
    const terms = within(extra).getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(terms.indexOf('Lead Source'), terms.indexOf('Lead Source') + 2)).toEqual(['Lead Source', 'Lead Provider']);
    expect(within(extra).getAllByRole('definition').map((value) => value.textContent)).toEqual(expect.arrayContaining(['Email', 'HireAHelper']));
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
    expect(within(await region('Additional Information')).queryByText('Lead Provider')).not.toBeInTheDocument();
    expect(within(await region('Customer Service Calls')).getByText('Not applicable for automated email leads')).toBeInTheDocument();
    expect(screen.getByTestId('detail-sync-state')).toHaveTextContent('Failed');
  });

  it('shows the not-found screen when there is no such tracking number, and goes back to the list', async () => {
    renderDetail({ detail: null });
    expect(await screen.findByRole('heading', { name: 'Opportunity Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Opportunity with tracking number Q2G-1001 not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Opportunities' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/opportunities$/));
  });

  it('shows "Failed to load opportunity details" for other failures and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = renderDetail({ firstReadFails: new ApiError({ message: 'boom', status: 500, errorCode: 'INTERNAL_ERROR' }) });
    expect(await screen.findByText('Failed to load opportunity details')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await title()).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledTimes(2);
  });

  it('edits the customer information through the data provider and shows the saved values', async () => {
    const { provider, id } = renderDetail({ events: [makeEvent()] });
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    const customer = await region('Customer Information');
    const name = within(customer).getByLabelText('Customer Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Jordan Blake-Smith');
    await userEvent.click(within(customer).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith('opportunities', expect.objectContaining({ id, data: { customer: 'Jordan Blake-Smith' } }));
    expect(within(customer).queryByLabelText('Customer Name')).not.toBeInTheDocument();
    // The record and the timeline are read again after the save.
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(provider.getList.mock.calls.filter(([resource]) => resource === 'opportunity-activity')).toHaveLength(2));
  });

  it('Cancel discards the edit without a request', async () => {
    const { provider } = renderDetail();
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const customer = await region('Customer Information');
    await userEvent.type(within(customer).getByLabelText('Customer Name'), ' Jr');
    await userEvent.click(within(customer).getByRole('button', { name: 'Cancel' }));
    expect(within(customer).getByText('Jordan Blake')).toBeInTheDocument();
    expect(within(customer).queryByLabelText('Customer Name')).not.toBeInTheDocument();
    expect(provider.update).not.toHaveBeenCalled();
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

  it("names the staff member who merged or decided (not their email), and keeps a title's tracking numbers whole", async () => {
    renderDetail({
      events: [
        makeEvent({ id: 'd3', kind: 'duplicate_merged', title: 'Merged MOV-7F3A21 into this lead', actor: 'sam.staff@movingco.example', actor_name: 'Sam Rivera', occurred_at: '2027-01-12T10:00:00.000Z' }),
        makeEvent({ id: 'd2', kind: 'duplicate_dismissed', title: 'Not a duplicate of HAH-123', actor: 'routing.bot@movingco.example', occurred_at: '2027-01-11T10:00:00.000Z' }),
        makeEvent({ id: 'd1', kind: 'duplicate_found', title: 'Possible duplicate of HAH-7F3A21 and 2 more' }),
      ],
    });
    await title();
    const [merged, dismissed, found] = await within(await region('Activity Timeline')).findAllByTestId('activity-event');
    expect(merged).toHaveTextContent('Sam Rivera');
    expect(merged).not.toHaveTextContent('sam.staff@movingco.example');
    // A user the server does not know by name stays as recorded.
    expect(dismissed).toHaveTextContent('routing.bot@movingco.example');
    expect(within(found!).getByTestId('activity-title')).toHaveTextContent('Possible duplicate of HAH-7F3A21 and 2 more');
    expect(within(found!).getAllByTestId('whole-token').map((token) => token.textContent)).toEqual(['HAH-7F3A21']);
    expect(within(merged!).getAllByTestId('whole-token').map((token) => token.textContent)).toEqual(['MOV-7F3A21']);
  });

  it('shows replies, automatic answers, bounces and unsubscribe requests in the timeline, each with its own icon', async () => {
    renderDetail({
      events: [
        makeEvent({ id: 'i5', kind: 'inbound_unsubscribe', title: 'Asked to unsubscribe', occurred_at: '2027-01-15T10:00:00.000Z' }),
        makeEvent({ id: 'i4', kind: 'inbound_bounce', title: 'Email bounced', detail: '550 5.1.1 User unknown', occurred_at: '2027-01-14T10:00:00.000Z' }),
        makeEvent({ id: 'i3', kind: 'inbound_auto_reply', title: 'Automatic reply', occurred_at: '2027-01-13T10:00:00.000Z' }),
        makeEvent({ id: 'i2', kind: 'inbound_reply', title: 'Reply received', detail: 'Yes, call me tomorrow', occurred_at: '2027-01-12T10:00:00.000Z' }),
        makeEvent({ id: 'i1', kind: 'sequence_reply_received', title: 'Reply received', occurred_at: '2027-01-11T10:00:00.000Z' }),
      ],
    });
    await title();
    const entries = await within(await region('Activity Timeline')).findAllByTestId('activity-event');
    expect(entries.map((entry) => entry.getAttribute('data-kind'))).toEqual(['inbound_unsubscribe', 'inbound_bounce', 'inbound_auto_reply', 'inbound_reply', 'sequence_reply_received']);
    expect(within(entries[0]).getByTestId('UnsubscribeOutlinedIcon')).toBeInTheDocument();
    expect(within(entries[1]).getByTestId('ErrorOutlineIcon')).toBeInTheDocument();
    expect(within(entries[1]).getByText('550 5.1.1 User unknown')).toBeInTheDocument();
    expect(within(entries[2]).getByTestId('ScheduleSendOutlinedIcon')).toBeInTheDocument();
    expect(within(entries[3]).getByTestId('ReplyIcon')).toBeInTheDocument();
    expect(within(entries[3]).getByText('Yes, call me tomorrow')).toBeInTheDocument();
    expect(within(entries[4]).getByTestId('ReplyIcon')).toBeInTheDocument();
  });

  it('says "No activity yet" when the timeline is empty', async () => {
    renderDetail({ events: [] });
    await title();
    expect(await within(await region('Activity Timeline')).findByText('No activity yet')).toBeInTheDocument();
  });

  it('says "Failed to load activity" when the timeline fails, and Retry reads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { provider } = renderDetail({ events: [makeEvent()] });
    provider.getList.mockRejectedValueOnce(new ApiError({ message: 'boom', status: 500 }));
    const timeline = await region('Activity Timeline');
    expect(await within(timeline).findByText('Failed to load activity')).toBeInTheDocument();
    await userEvent.click(within(timeline).getByRole('button', { name: 'Retry' }));
    expect(await within(timeline).findByText('Opportunity created')).toBeInTheDocument();
  });

  it("shows the opportunity's call tasks, waiting ones first with their due time, closed ones with their outcome", async () => {
    const id = makeDetail().id;
    const local = (day: number, hour: number) => new Date(2099, 2, day, hour).toISOString();
    const { queries } = renderDetail({
      tasks: [
        makeCallTask({ id: 'done', opportunity_id: id, status: 'done', outcome: 'voicemail', completed_at: local(3, 10) }),
        makeCallTask({ id: 'open', opportunity_id: id, due_at: local(5, 16), assignee: 'Sam Rivera' }),
      ],
    });
    await title();
    const card = await region('Call tasks');
    const rows = within(card).getAllByTestId('call-task');
    expect(rows.map((row) => row.dataset.status)).toEqual(['open', 'done']);
    expect(within(rows[0]).getByTestId('call-task-state')).toHaveTextContent('due Mar 5, 2099, 4 pm · Sam Rivera');
    expect(within(rows[1]).getByTestId('call-task-state')).toHaveTextContent('Outcome: voicemail');
    expect(queries()).toEqual([{ status: 'all', opportunity_id: id, limit: '50' }]);
  });

  it('has no Call tasks card when the opportunity has none', async () => {
    const { queries } = renderDetail({ tasks: [] });
    await title();
    await waitFor(() => expect(queries()).toHaveLength(1));
    expect(await within(await region('Activity Timeline')).findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Call tasks' })).not.toBeInTheDocument();
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
