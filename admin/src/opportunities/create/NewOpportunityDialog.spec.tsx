import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFetchMock, json, signedIn } from '../../test/fetch-mock';
import { createMemoryDataProvider } from '../../test/memory-data-provider';
import { makeServices, renderInAdmin } from '../../test/render';
import { NewOpportunityDialog } from './NewOpportunityDialog';

/** Over the real data provider and HTTP client: these tests are about the POST body and the server's answers. */
const renderDialog = (answer: () => Response) => {
  const { fetchMock, calls } = createFetchMock({
    'GET /auth/status': signedIn('staff'),
    'POST /api/opportunities': answer,
  });
  const onClose = vi.fn();
  renderInAdmin(<NewOpportunityDialog open onClose={onClose} />, { services: makeServices(fetchMock), path: '/settings' });
  const posts = () =>
    calls.filter((call) => call.method === 'POST' && call.path === '/api/opportunities').map((call) => JSON.parse(String(call.init?.body)) as unknown);
  return { onClose, posts };
};

/** Over the in-memory data provider: what the dialog does with the form. */
const renderOnMemory = () => {
  const { provider } = createMemoryDataProvider();
  const onClose = vi.fn();
  renderInAdmin(<NewOpportunityDialog open onClose={onClose} />, { dataProvider: provider, path: '/settings' });
  return { provider, onClose };
};

const dialog = () => screen.findByRole('dialog', { name: 'New Opportunity' });
const create = async () => userEvent.click(within(await dialog()).getByRole('button', { name: 'Create Opportunity' }));

describe('NewOpportunityDialog', () => {
  it('shows every field, Inbound call chosen, and the tracking number hint', async () => {
    renderOnMemory();
    const form = await dialog();
    expect(within(form).getByRole('radio', { name: 'Inbound call' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Manual entry' })).not.toBeChecked();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText('Move Date')).toHaveAttribute('type', 'date');
    expect(within(form).getByLabelText('Estimated Revenue')).toHaveAttribute('type', 'number');
    for (const label of ['Customer Name', 'Origin Address', 'Destination Address', 'Move Size', 'Assignee', 'Tracking Number']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByText('Leave blank to generate one')).toBeInTheDocument();
  });

  it('asks for a name, an email or a phone before sending anything', async () => {
    const { provider, onClose } = renderOnMemory();
    await userEvent.type(within(await dialog()).getByLabelText('Move Size'), '2 bedrooms');
    await create();
    expect(await screen.findByText('Enter at least a customer name, an email or a phone number.')).toBeInTheDocument();
    expect(provider.create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the email and the revenue under their fields before sending', async () => {
    const { provider } = renderOnMemory();
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.type(within(form).getByLabelText('Estimated Revenue'), '-5');
    await create();
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount of 0 or more')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('shows the server field errors under their fields', async () => {
    renderDialog(() =>
      json(
        {
          success: false,
          error: 'Validation failed',
          message: 'Validation failed',
          error_code: 'VALIDATION_FAILED',
          errors: { customer_phone: 'customer_phone must be a phone number' },
        },
        400,
      ),
    );
    const form = await dialog();
    await userEvent.type(within(form).getByLabelText('Phone'), 'call me');
    await create();
    expect(await within(form).findByText('customer_phone must be a phone number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create Opportunity' })).toBeEnabled();
  });

  it('creates the lead, toasts and opens its detail page', async () => {
    const { posts, onClose } = renderDialog(() =>
      json({ success: true, opportunity_id: 'id-1', tracking_number: 'MAN-20270105-AB12', created: true }, 201),
    );
    const form = await dialog();
    await userEvent.click(within(form).getByRole('radio', { name: 'Manual entry' }));
    await userEvent.type(within(form).getByLabelText('Customer Name'), 'Ana Ruiz');
    await userEvent.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(within(form).getByLabelText('Estimated Revenue'), '1800');
    await userEvent.type(within(form).getByLabelText('Assignee'), 'Sam Rivera');
    await create();

    expect(await screen.findByText('Opportunity created')).toBeInTheDocument();
    expect(posts()).toEqual([
      { lead_source: 'manual', customer_name: 'Ana Ruiz', customer_email: 'ana@example.com', estimated_revenue: 1800, assignee: 'Sam Rivera' },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/opportunities/MAN-20270105-AB12'));
  });

  it('says when the lead already existed, and goes to the list when the answer has no tracking number', async () => {
    renderDialog(() => json({ success: true, opportunity_id: 'id-1', created: false }));
    await userEvent.type(within(await dialog()).getByLabelText('Phone'), '512-555-0143');
    await create();
    expect(await screen.findByText('Opportunity already existed — opened it')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/opportunities$/));
  });

  it('shows other failures above the form', async () => {
    renderDialog(() => json({ success: false, error: 'Database unavailable', message: 'Database unavailable', error_code: 'X' }, 503));
    await userEvent.type(within(await dialog()).getByLabelText('Customer Name'), 'Ana');
    await create();
    expect(await screen.findByText('Failed to create opportunity: Database unavailable')).toBeInTheDocument();
  });
});
