import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OpportunityListItem } from '../../api/types';
import { serveCallTasks } from '../../calls/call-tasks-test-data';
import { ApiError } from '../../providers/api-error';
import { createFetchMock, json, signedIn } from '../../test/fetch-mock';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { makeServices, renderInAdmin } from '../../test/render';
import { OpportunityPanel, type OpportunityPanelProps } from './OpportunityPanel';
import { makeItem } from './test-opportunity';

type Options = { item?: OpportunityListItem; initialMode?: OpportunityPanelProps['initialMode'] };

/** The panel over the in-memory data provider holding its opportunity (updates change that record). */
const setup = (options: Options = {}) => {
  const item = options.item ?? makeItem();
  serveCallTasks([]);
  const { provider } = createMemoryDataProvider({ opportunities: [{ ...item }], 'call-history': [] });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderInAdmin(<OpportunityPanel opportunity={item} initialMode={options.initialMode} onClose={onClose} onSaved={onSaved} />, {
    dataProvider: provider,
  });
  const puts = () => provider.update.mock.calls.map(([, params]) => params.data as unknown);
  return { onClose, onSaved, puts, provider };
};

/** Over the real data provider and HTTP client, for what the PUT answers (2xx refusals, no answer at all). */
const setupOverHttp = (put: () => Response) => {
  const { fetchMock } = createFetchMock({ 'GET /auth/status': signedIn(), 'PUT /api/opportunities/opp-1': put });
  renderInAdmin(<OpportunityPanel opportunity={makeItem()} initialMode="edit" onClose={() => undefined} />, { services: makeServices(fetchMock) });
};

const panel = () => screen.getByRole('dialog', { name: 'Opportunity Details' });
const region = (name: string) => within(panel()).getByRole('region', { name });
const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('OpportunityPanel: view mode', () => {
  it('shows the header, customer, move, address and status sections', async () => {
    const { onClose } = setup();
    expect(within(panel()).getByRole('heading', { level: 2, name: 'Opportunity Details' })).toBeInTheDocument();
    expect(within(panel()).getByText('#Q2G-1001')).toBeInTheDocument();

    const customer = region('Customer Information');
    expect(valueOf(customer, 'Name')).toHaveTextContent('Jordan Lee');
    expect(valueOf(customer, 'Email')).toHaveTextContent('jordan@example.com');
    expect(valueOf(customer, 'Phone')).toHaveTextContent('(555) 123-4567');
    expect(valueOf(region('Move Details'), 'Move Date')).toHaveTextContent('Mar 5, 2027');
    expect(valueOf(region('Addresses'), 'Origin')).toHaveTextContent('1 Main St, Austin, TX 78701');
    const status = region('Status & Sync');
    expect(within(status).getByText('new')).toBeInTheDocument();
    expect(valueOf(status, 'Synced to HubSpot')).toHaveTextContent('No');
    expect(within(status).queryByRole('link', { name: /View in HubSpot/ })).not.toBeInTheDocument();

    expect(within(panel()).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
    const full = within(panel()).getByRole('link', { name: 'View Full Details' });
    expect(full).toHaveAttribute('href', '/opportunities/Q2G-1001');
    expect(full).toHaveAttribute('target', '_blank');

    await userEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hides Move Details and Addresses when empty, and links to the HubSpot deal when synced', () => {
    const url = 'https://app.hubspot.com/contacts/1/deal/99';
    setup({
      item: makeItem({ move_date: null, synced: true }, { origin_address: null, destination_address: null, hubspot_deal_id: '99', hubspot_deal_url: url }),
    });
    expect(within(panel()).queryByRole('region', { name: 'Move Details' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: 'Addresses' })).not.toBeInTheDocument();
    const status = region('Status & Sync');
    expect(valueOf(status, 'Synced to HubSpot')).toHaveTextContent('Yes');
    const link = within(status).getByRole('link', { name: /View in HubSpot/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows "Not applicable for automated email leads" for an unattended email lead', () => {
    setup();
    const calls = region('Customer Service Calls');
    expect(calls).toHaveTextContent('Not applicable for automated email leads');
    expect(within(calls).queryByRole('group', { name: 'Call outcome' })).not.toBeInTheDocument();
  });

  it('shows the Call Outcome Tracker for a web form lead', async () => {
    setup({ item: makeItem({}, { lead_source: 'web_form' }) });
    const calls = region('Customer Service Calls');
    expect(within(calls).getByRole('group', { name: 'Call outcome' })).toBeInTheDocument();
    expect(await within(calls).findByText('No calls recorded yet')).toBeInTheDocument();
    expect(calls).not.toHaveTextContent('Not applicable for automated email leads');
  });

  it('keeps the raw data collapsed until asked', async () => {
    setup();
    const toggle = within(panel()).getByRole('button', { name: 'Debug: Raw Data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('raw-data')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('raw-data')).toHaveTextContent('"q2g_tracking_number": "Q2G-1001"');
  });
});

describe('OpportunityPanel: edit mode', () => {
  it('initialises from the current values; Save sends only changed fields, exits edit mode and shows them', async () => {
    const { puts, onSaved } = setup();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Edit Details' }));
    const name = within(panel()).getByLabelText('Customer Name');
    expect(name).toHaveValue('Jordan Lee');
    expect(within(panel()).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(panel()).getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(within(panel()).getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    expect(within(panel()).getByLabelText('Move Date')).toHaveAttribute('type', 'date');
    expect(within(panel()).getByLabelText('Move Date')).toHaveValue('2027-03-05');
    expect(within(panel()).getByLabelText('Origin Address').tagName).toBe('TEXTAREA');
    expect(within(panel()).getByLabelText('Destination Address').tagName).toBe('TEXTAREA');

    await userEvent.clear(name);
    await userEvent.paste('Jordan Q. Lee');
    await userEvent.click(within(panel()).getByLabelText('Destination Address'));
    await userEvent.paste('9 Elm St, Denver, CO');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(within(panel()).queryByLabelText('Customer Name')).not.toBeInTheDocument());
    expect(puts()).toEqual([{ customer: 'Jordan Q. Lee', destination_address: '9 Elm St, Denver, CO' }]);
    expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Jordan Q. Lee');
    expect(valueOf(region('Addresses'), 'Destination')).toHaveTextContent('9 Elm St, Denver, CO');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows "Saving..." while the request runs', async () => {
    let release: () => void = () => undefined;
    const { provider } = setup({ initialMode: 'edit' });
    provider.update.mockImplementationOnce((_resource, params) => new Promise((resolve) => (release = () => resolve({ data: { ...params.previousData, ...params.data } }))));
    await userEvent.type(within(panel()).getByLabelText('Phone'), '9');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await within(panel()).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(panel()).getByLabelText('Phone')).toBeDisabled();
    release();
    expect(await within(panel()).findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it('Cancel discards the changes and a new edit starts from the current values', async () => {
    const { puts } = setup({ initialMode: 'edit' });
    const name = within(panel()).getByLabelText('Customer Name');
    await userEvent.clear(name);
    await userEvent.paste('Someone Else');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Jordan Lee');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Edit Details' }));
    expect(within(panel()).getByLabelText('Customer Name')).toHaveValue('Jordan Lee');
    expect(puts()).toEqual([]);
  });

  it('shows the server error inline and field errors under the fields, staying in edit mode', async () => {
    const { onSaved, provider } = setup({ initialMode: 'edit' });
    provider.update.mockRejectedValueOnce(
      new ApiError({
        message: 'phone is not a valid phone number',
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: { phone: 'phone is not a valid phone number' },
      }),
    );
    const phone = within(panel()).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('panel-save-error')).toHaveTextContent('phone is not a valid phone number');
    // Once in the alert above the form, once under the field.
    expect(within(panel()).getAllByText('phone is not a valid phone number')).toHaveLength(2);
    expect(within(panel()).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel()).getByLabelText('Phone')).toHaveValue('12');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the error of a 2xx {success: false} answer inline and stays in edit mode', async () => {
    setupOverHttp(() => json({ success: false, error: 'Record is locked by another save' }));
    await userEvent.type(within(panel()).getByLabelText('Customer Name'), 'x');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('panel-save-error')).toHaveTextContent(/^Record is locked by another save$/);
    expect(within(panel()).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('shows "Failed to save changes" when the server gives no reason', async () => {
    setupOverHttp(() => json({ success: false, error: null }));
    await userEvent.type(within(panel()).getByLabelText('Customer Name'), 'x');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('panel-save-error')).toHaveTextContent(/^Failed to save changes$/);
  });

  it('shows "Network error while saving" when the request gets no answer', async () => {
    setupOverHttp(() => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.type(within(panel()).getByLabelText('Customer Name'), 'x');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('panel-save-error')).toHaveTextContent(/^Network error while saving$/);
  });
});

describe('OpportunityPanel: Update Status', () => {
  it('PUTs the chosen status, updates the badge, toasts and calls onSaved', async () => {
    const { puts, onSaved } = setup();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Update Status' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'New', 'Pending', 'Confirmed', 'Completed', 'Opened', 'Replied', 'Ignored', 'Booked',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Confirmed' }));
    expect(within(region('Status & Sync')).getByText('confirmed')).toBeInTheDocument();
    expect(await screen.findByText('Status updated to Confirmed')).toBeInTheDocument();
    expect(puts()).toEqual([{ status: 'confirmed' }]);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('restores the badge and shows an error toast when the update fails', async () => {
    const { onSaved, provider } = setup();
    provider.update.mockRejectedValueOnce(new ApiError({ message: 'Opportunity not found', status: 404, errorCode: 'X' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Update Status' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Booked' }));
    expect(await screen.findByText('Opportunity not found')).toBeInTheDocument();
    expect(screen.getByText('Failed to update status')).toBeInTheDocument();
    expect(within(region('Status & Sync')).getByText('new')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('OpportunityPanel: switching items', () => {
  it('resets edit mode and shows the other item when the opportunity changes', async () => {
    const other = makeItem({ id: 'opp-2', customer: 'Casey Park', q2g_tracking_number: 'Q2G-2002' });
    const Host = () => {
      const [item, setItem] = useState<OpportunityListItem>(makeItem());
      return (
        <>
          <button type="button" onClick={() => setItem(other)}>
            next
          </button>
          <OpportunityPanel opportunity={item} onClose={() => undefined} />
        </>
      );
    };
    renderInAdmin(<Host />, { dataProvider: createMemoryDataProvider({ opportunities: [makeItem(), other] }).provider });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Edit Details' }));
    expect(within(panel()).getByLabelText('Customer Name')).toHaveValue('Jordan Lee');
    // The drawer is modal; switch the item from outside as the list would.
    await userEvent.click(screen.getByRole('button', { name: 'next', hidden: true }), { pointerEventsCheck: 0 });
    expect(within(panel()).getByText('#Q2G-2002')).toBeInTheDocument();
    expect(within(panel()).queryByLabelText('Customer Name')).not.toBeInTheDocument();
    expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Casey Park');
  });

  it('keeps the saved values when the list hands back an older copy, and adopts a fresher one', async () => {
    const original = makeItem();
    const stale = { ...original };
    const fresh = makeItem({ customer: 'Jordan Fresh', last_updated: '2027-02-02T10:00:00.000Z' });
    const Host = () => {
      const [item, setItem] = useState<OpportunityListItem>(original);
      return (
        <>
          <button type="button" onClick={() => setItem(stale)}>
            stale
          </button>
          <button type="button" onClick={() => setItem(fresh)}>
            fresh
          </button>
          <OpportunityPanel opportunity={item} initialMode="edit" onClose={() => undefined} />
        </>
      );
    };
    renderInAdmin(<Host />, { dataProvider: createMemoryDataProvider({ opportunities: [{ ...original }] }).provider });
    const name = within(panel()).getByLabelText('Customer Name');
    await userEvent.clear(name);
    await userEvent.paste('Jordan Saved');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Jordan Saved'));

    await userEvent.click(screen.getByRole('button', { name: 'stale', hidden: true }), { pointerEventsCheck: 0 });
    expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Jordan Saved');
    await userEvent.click(screen.getByRole('button', { name: 'fresh', hidden: true }), { pointerEventsCheck: 0 });
    expect(valueOf(region('Customer Information'), 'Name')).toHaveTextContent('Jordan Fresh');
  });
});
